// /AthleteProfile/my-events (issue 25): upcoming events first, then past and cancelled ones; a ticket's QR code and
// code while it can be scanned, its check-in time, the verified results entered at the event; the empty state says
// how to find an event, and the loading and error states are there.
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { buildMyEvent, buildResult } from '../../../test/event-fixtures.ts';
import { signedInAthlete } from '../../../test/group-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

describe('my events', () => {
  it('lists upcoming events soonest first, then past and cancelled ones, each with its ticket', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/events': {
        body: {
          events: [
            buildMyEvent({ _id: 'ev-late', name: 'Galway Trials', startsAt: '2027-09-01T09:00:00.000Z' }),
            buildMyEvent(
              { _id: 'ev-past', name: 'Spring Combine', startsAt: '2026-04-01T09:00:00.000Z' },
              { checkedInAt: '2026-04-01T09:12:00.000Z' },
              [
                buildResult(),
                buildResult({
                  _id: 'r-2',
                  testName: 'Vertical Jump',
                  score: '61',
                  unit: 'cm',
                  timing: 'hand',
                }),
              ],
            ),
            buildMyEvent({ _id: 'ev-soon', name: 'Cork Combine', startsAt: '2027-06-01T09:00:00.000Z' }),
            buildMyEvent({
              _id: 'ev-off',
              name: 'Kerry Camp',
              startsAt: '2027-07-01T09:00:00.000Z',
              cancelled: true,
            }),
          ],
        },
      },
      'GET /api/tickets/t-ev-soon/qr': { body: SVG },
      'GET /api/tickets/t-ev-late/qr': { body: SVG },
    });
    renderApp('/AthleteProfile/my-events');
    expect(await screen.findByRole('heading', { level: 1, name: 'My events' })).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cork Combine', 'Galway Trials']);
    expect(within(upcoming).getByRole('link', { name: 'Cork Combine' })).toHaveAttribute(
      'href',
      '/AthleteProfile/event-confirmed/CORK2027x',
    );
    const qrs = await within(upcoming).findAllByRole('img', { name: /QR code/ });
    expect(qrs).toHaveLength(2);
    expect(qrs[0]?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(upcoming).getAllByText('Xq3v9LmP0aBcDeFgHiJkLmNo')).toHaveLength(2);
    expect(within(upcoming).getAllByText('Not checked in yet')).toHaveLength(2);

    const past = screen.getByRole('region', { name: 'Past and cancelled' });
    const [kerry, spring] = within(past).getAllByRole('article');
    expect(kerry).toHaveTextContent('Kerry Camp');
    expect(kerry).toHaveTextContent('Cancelled');
    expect(within(kerry as HTMLElement).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(spring).toHaveTextContent(/Checked in 1 Apr 2026, \d\d:\d\d/);
    const results = within(spring as HTMLElement).getByRole('list', { name: 'Your results at this event' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '40 Yard Dash4.71 sec✓ Verified at the event, electronic timing',
      'Vertical Jump61 cm✓ Verified at the event, hand-timed',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says how to find an event when there are none', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/events': { body: { events: [] } },
    });
    renderApp('/AthleteProfile/my-events');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You have no events yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Organisations share a promo link for each of their events/)).toBeInTheDocument();
  });

  it('offers Try again when the list could not be loaded, and shows the loading state before', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/events': { status: 503, body: { errors: [{ msg: 'Down for a moment' }] } },
    });
    renderApp('/AthleteProfile/my-events');
    expect(await screen.findByText('Loading your events...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your events could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when a ticket’s QR code could not be loaded, keeping its code to type', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/events': { body: { events: [buildMyEvent()] } },
      'GET /api/tickets/t-ev-1/qr': { status: 503, body: { errors: [{ msg: 'Down' }] } },
    });
    renderApp('/AthleteProfile/my-events');
    expect(await screen.findByText(/The QR code could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText('Xq3v9LmP0aBcDeFgHiJkLmNo')).toBeInTheDocument();
  });
});
