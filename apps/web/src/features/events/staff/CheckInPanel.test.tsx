// Check-in on a staff member's event (issue 25): a typed code checks the athlete in, a second time says when they
// already were, a minor without consent shows the server's 409 in its words; a cancelled event checks nobody in,
// lists nobody and takes no result; and "Events I staff" when empty.
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

function signedIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return buildUser();
}

const EVENT = {
  _id: 'e-1',
  organisation: { _id: 'o-1', name: 'Cork Harriers', logo: null },
  name: 'Cork Combine',
  startsAt: '2099-06-01T09:00:00.000Z',
  timeZone: 'Europe/Dublin',
  place: 'Mardyke Arena',
  capacity: 40,
  placesLeft: 37,
  price: null,
  tests: [{ key: 'dash40', name: '40 Yard Dash' }],
  promoCode: 'CORK-COMBINE',
  cancelled: false,
};

const MINOR =
  'This athlete is under 16 and their caregiver’s consent is not on record: they cannot be checked in';

describe('checking in', () => {
  it('checks in by code, says when a second scan was already in, and shows a refusal as worded', async () => {
    let count = 0;
    stubApi({
      'GET /api/auth': { body: signedIn() },
      'GET /api/events/staffed': { body: { events: [EVENT] } },
      'GET /api/events/e-1/attendees': { body: { attendees: [], hidden: 0 } },
      'GET /api/events/e-1/results': { body: { results: [] } },
      'POST /api/events/e-1/check-in': (request) => {
        const { code } = request.body as { code: string };
        if (code === 'minor-code') return { status: 409, body: { errors: [{ msg: MINOR }] } };
        count += 1;
        return {
          body: {
            msg: 'Checked in',
            checkedInAt: '2099-06-01T08:12:00.000Z',
            again: count > 1,
            athlete: { profileId: 'ap-9', name: 'Aoife Byrne' },
          },
        };
      },
    });
    renderApp('/events/staffing/e-1');
    const user = userEvent.setup();
    const code = await screen.findByLabelText('Ticket code');
    await user.type(code, 'ticket-code');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Aoife Byrne checked in at 09:12')).toBeInTheDocument();
    await user.type(code, 'ticket-code');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Aoife Byrne: already checked in at 09:12')).toBeInTheDocument();
    await user.type(code, 'minor-code');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(MINOR)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('checks nobody in at a cancelled event, lists nobody as attending and takes no result', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedIn() },
      'GET /api/events/staffed': { body: { events: [{ ...EVENT, cancelled: true, placesLeft: 0 }] } },
      'GET /api/events/e-1/attendees': { body: { attendees: [], hidden: 0 } },
      'GET /api/events/e-1/results': { body: { results: [] } },
    });
    renderApp('/events/staffing/e-1');
    expect(await screen.findByText('Check-in is closed: this event was cancelled.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Ticket code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan QR code' })).not.toBeInTheDocument();
    expect(screen.getByText('Nobody attends a cancelled event')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/events/e-1/check-in')).toBe(false);
    // Nor are results entered: the panel says why, and offers no form.
    expect(screen.getByText('Results are closed: this event was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Enter a result' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Check athletes in first/)).not.toBeInTheDocument();
  });

  it('says so when the account staffs no events, or the event is not one of them', async () => {
    stubApi({ 'GET /api/auth': { body: signedIn() }, 'GET /api/events/staffed': { body: { events: [] } } });
    const first = renderApp('/events/staffing');
    expect(await screen.findByText('You staff no events')).toBeInTheDocument();
    first.unmount();
    renderApp('/events/staffing/e-404');
    expect(await screen.findByText('You are not on this event’s staff.')).toBeInTheDocument();
  });
});
