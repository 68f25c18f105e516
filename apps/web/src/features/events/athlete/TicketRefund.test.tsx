// A ticket's refund and its calendar file on My events (issue 25): a cancelled paid ticket says Refunded with its
// amount (or that the refund is on its way), a cancelled free one only that it was cancelled, and only a live event's
// ticket offers Add to calendar, which saves an RFC 5545 VEVENT with the ticket's UID, UTC times, place and link.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { buildMyEvent } from '../../../test/event-fixtures.ts';
import { signedInAthlete } from '../../../test/group-fixtures.ts';
import { renderApp, testPlatform } from '../../../test/render.tsx';
import { calendarFileName } from './ticket-calendar.ts';

configure({ asyncUtilTimeout: 5000 });

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const PAID = { price: { amount: 2500, currency: 'EUR' } };

function stubEvents() {
  stubApi({
    'GET /api/auth': { body: signedInAthlete() },
    'GET /api/athleteProfile/events': {
      body: {
        events: [
          buildMyEvent({ _id: 'ev-live', name: 'Cork Combine', place: 'Mardyke Arena, Cork', ...PAID }),
          buildMyEvent(
            { _id: 'ev-refunded', name: 'Kerry Camp', cancelled: true, ...PAID },
            { refund: { amount: 2500, currency: 'EUR', refundedAt: '2026-11-28T10:00:00.000Z' } },
          ),
          buildMyEvent(
            { _id: 'ev-pending', name: 'Clare Trials', cancelled: true, ...PAID },
            { refund: { amount: 1000, currency: 'EUR', refundedAt: null } },
          ),
          buildMyEvent({ _id: 'ev-free', name: 'Sligo Open Day', cancelled: true }),
        ],
      },
    },
    'GET /api/tickets/t-ev-live/qr': { body: SVG },
  });
}

const card = (name: string) =>
  screen.getAllByRole('article').find((article) => article.textContent?.includes(name)) as HTMLElement;

describe('a ticket’s refund and calendar', () => {
  it('says a cancelled paid ticket was refunded with its amount, a free one only cancelled; no calendar for either', async () => {
    stubEvents();
    renderApp('/AthleteProfile/my-events');
    await screen.findByRole('region', { name: 'Past and cancelled' });

    expect(card('Kerry Camp')).toHaveTextContent('Refunded');
    expect(card('Kerry Camp')).toHaveTextContent('€25.00 refunded to how you paid on 28 Nov 2026.');
    expect(card('Clare Trials')).toHaveTextContent('Refund on its way');
    expect(card('Clare Trials')).toHaveTextContent('Your €10.00 is being refunded to how you paid.');
    expect(card('Sligo Open Day')).toHaveTextContent('Cancelled');
    expect(card('Sligo Open Day')).not.toHaveTextContent(/refund/i);
    for (const name of ['Kerry Camp', 'Clare Trials', 'Sligo Open Day']) {
      expect(within(card(name)).queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    }
    expect(within(card('Cork Combine')).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(card('Cork Combine')).not.toHaveTextContent(/refund/i);
  });

  it('saves a live ticket’s event as a calendar file: one VEVENT, the ticket’s UID, UTC times, place and link', async () => {
    stubEvents();
    const save = vi.fn(async (_file: Blob, _name: string) => {});
    const platform = testPlatform();
    renderApp('/AthleteProfile/my-events', { platform: { ...platform, files: { ...platform.files, save } } });
    const button = await screen.findByRole('button', { name: 'Add to calendar' });
    await userEvent.click(button);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));

    const [file, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('cork-combine.ics');
    expect(file?.type).toBe('text/calendar');
    const text = (await file?.text())?.replace(/\r\n[ \t]/g, '') ?? '';
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('UID:ticket-t-ev-live@podium');
    expect(text).toContain('DTSTART:20270601T090000Z');
    expect(text).toContain('DTEND:20270601T120000Z');
    expect(text).toContain('SUMMARY:Cork Combine');
    expect(text).toContain('LOCATION:Mardyke Arena\\, Cork');
    expect(text).toContain(`URL:${window.location.origin}/register/promo/CORK2027x`);
  });

  it('names the file from the event’s name, and never an empty one', () => {
    expect(calendarFileName('Galway Combine 2027!')).toBe('galway-combine-2027.ics');
    expect(calendarFileName('Ćork Trials')).toBe('cork-trials.ics');
    expect(calendarFileName('★★★')).toBe('event.ics');
  });
});
