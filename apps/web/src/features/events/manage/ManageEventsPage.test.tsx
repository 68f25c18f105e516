// /organisation/events and /organisation/events/{id} (issue 25): an admin's events grouped upcoming, past and
// cancelled with their counts; empty, error and loading states; a new event sent as the server wants it and a
// refusal shown in its words; the promo link; cancelling only after a confirm; a cancelled event counts nobody.

import { STORAGE_KEYS } from '@podium/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

function signedInAdmin() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return buildUser({ _id: 'u-1', profileId: 'c-1', userType: 2, activeProfile: 'coach', orgAdmin: true });
}

function buildOrgEvent(overrides: Record<string, unknown> = {}) {
  return {
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
    signedUp: 3,
    checkedIn: 1,
    ...overrides,
  };
}

describe('an organisation’s events', () => {
  it('lists upcoming, past and cancelled events with their sign-ups and check-ins', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAdmin() },
      'GET /api/events': {
        body: {
          events: [
            buildOrgEvent(),
            buildOrgEvent({ _id: 'e-2', name: 'Spring Trial', startsAt: '2020-03-01T09:00:00.000Z' }),
            buildOrgEvent({ _id: 'e-3', name: 'Washed Out', cancelled: true }),
          ],
        },
      },
    });
    renderApp('/organisation/events');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByText('Cork Combine')).toBeInTheDocument();
    expect(upcoming).toHaveTextContent('3 of 40 signed up');
    expect(upcoming).toHaveTextContent('1 checked in');
    expect(
      within(screen.getByRole('region', { name: 'Past' })).getByText('Spring Trial'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Cancelled' })).getByText('Washed Out'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Cork Combine' })).toHaveAttribute(
      'href',
      '/organisation/events/e-1',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says when there are none, and when they could not be loaded', async () => {
    stubApi({ 'GET /api/auth': { body: signedInAdmin() }, 'GET /api/events': { body: { events: [] } } });
    const first = renderApp('/organisation/events');
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    first.unmount();
    stubApi({
      'GET /api/auth': { body: signedInAdmin() },
      'GET /api/events': { status: 503, body: { errors: [{ msg: 'Down' }] } },
    });
    renderApp('/organisation/events');
    expect(await screen.findByText('Your events could not be loaded')).toBeInTheDocument();
  });

  it('makes a free event with the chosen test, or shows the server’s refusal', async () => {
    let answer: { status: number; body: object } = {
      status: 409,
      body: { errors: [{ msg: 'promoCode: That promo code is taken; choose another' }] },
    };
    const calls = stubApi({
      'GET /api/auth': { body: signedInAdmin() },
      // Once made, the list holds it (the page it opens reads the list).
      'GET /api/events': () => ({ body: { events: answer.status === 201 ? [buildOrgEvent()] : [] } }),
      'POST /api/events': () => answer,
    });
    renderApp('/organisation/events');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New event' });
    await user.type(within(form).getByLabelText('Name'), 'Cork Combine');
    await user.type(within(form).getByLabelText('Date and time'), '2099-06-01T10:00');
    await user.clear(within(form).getByLabelText('Time zone'));
    await user.type(within(form).getByLabelText('Time zone'), 'Europe/Dublin');
    await user.type(within(form).getByLabelText('Place'), 'Mardyke Arena');
    await user.selectOptions(within(form).getByLabelText('Test'), 'dash40');
    await user.click(within(form).getByRole('button', { name: 'Add test' }));
    await user.type(within(form).getByLabelText(/Promo code/), 'CORK-COMBINE');
    await user.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(
      await screen.findByText('promoCode: That promo code is taken; choose another'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Cork Combine',
      // 10:00 in Dublin in June is 09:00 UTC (Irish summer time).
      startsAt: '2099-06-01T09:00:00.000Z',
      timeZone: 'Europe/Dublin',
      place: 'Mardyke Arena',
      capacity: 50,
      tests: ['dash40'],
      promoCode: 'CORK-COMBINE',
    });
    answer = { status: 201, body: { msg: 'Event created', event: buildOrgEvent() } };
    await user.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cork Combine' })).toBeInTheDocument();
  });

  it('shows the promo link and cancels only after a confirm', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAdmin() },
      'GET /api/events': { body: { events: [buildOrgEvent()] } },
      'GET /api/events/e-1/attendees': { body: { attendees: [], hidden: 2 } },
      'GET /api/events/e-1/staff': { body: { staff: [] } },
      'PUT /api/events/e-1/cancel': {
        body: { msg: 'Event cancelled', event: buildOrgEvent({ cancelled: true }) },
      },
    });
    renderApp('/organisation/events/e-1');
    expect(
      await screen.findByText(`${window.location.origin}/register/promo/CORK-COMBINE`),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nobody has signed up yet')).toBeInTheDocument();
    expect(screen.getByText(/2 more athletes under 16 signed up/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel event' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/events/e-1/cancel')).toBe(true));
  });

  it('counts nobody for a cancelled event: Cancelled in the list, no places and no attendees on its page', async () => {
    const cancelled = buildOrgEvent({
      _id: 'e-3',
      name: 'Washed Out',
      cancelled: true,
      signedUp: 0,
      checkedIn: 0,
      placesLeft: 0,
    });
    const calls = stubApi({
      'GET /api/auth': { body: signedInAdmin() },
      'GET /api/events': { body: { events: [buildOrgEvent(), cancelled] } },
      'GET /api/events/e-3/attendees': { body: { attendees: [], hidden: 0 } },
      'GET /api/events/e-3/staff': { body: { staff: [] } },
    });
    const list = renderApp('/organisation/events');
    const group = await screen.findByRole('region', { name: 'Cancelled' });
    expect(group).toHaveTextContent('Tickets refunded or void');
    expect(group).not.toHaveTextContent('signed up');
    expect(group).not.toHaveTextContent('checked in');
    expect(screen.getByRole('region', { name: 'Upcoming' })).toHaveTextContent('3 of 40 signed up');
    list.unmount();

    renderApp('/organisation/events/e-3');
    expect(await screen.findByText('None: its tickets were refunded or void')).toBeInTheDocument();
    const attendees = screen.getByRole('region', { name: 'Attendees' });
    expect(within(attendees).getByText('Nobody attends a cancelled event')).toBeInTheDocument();
    expect(screen.queryByText(/signed up/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/events/e-3/attendees')).toBe(false);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
