// A paid event's refunds on /organisation/events/{id} (issue 25): a cancelled event's refunds listed with who (a hidden
// minor as "An athlete"), amount, state and when, 50 at a time; read again when the organisation's refunds settle or
// one fails (a notification on the socket) and when the window regains focus; loading, error and empty states; a live
// event shows the section only once it has refunds, a free one never asks.
import { STORAGE_KEYS } from '@podium/core';
import type { EventRefund } from '@podium/core/api/events';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../../test/api-stub.ts';
import { withFakeRealtime } from '../../../test/fake-realtime.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { buildNotification } from '../../../test/notification-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

await import('../../notifications/SignedInNotifications.tsx');

const sockets = withFakeRealtime();

function signedInAdmin() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return buildUser({ _id: 'u-1', profileId: 'c-1', userType: 2, activeProfile: 'coach', orgAdmin: true });
}

const orgEvent = (overrides: Record<string, unknown> = {}) => ({
  _id: 'e-1',
  organisation: { _id: 'o-1', name: 'Cork Harriers', logo: null },
  name: 'Cork Combine',
  startsAt: '2099-06-01T09:00:00.000Z',
  timeZone: 'Europe/Dublin',
  place: 'Mardyke Arena',
  capacity: 40,
  placesLeft: 37,
  price: { amount: 2500, currency: 'EUR' },
  tests: [],
  promoCode: 'CORK-COMBINE',
  cancelled: true,
  signedUp: 3,
  checkedIn: 0,
  ...overrides,
});

const refund = (overrides: Partial<EventRefund> = {}): EventRefund => ({
  _id: 'cs_1',
  athlete: { profileId: 'ap-1', name: 'Aoife Byrne' },
  amount: 2500,
  currency: 'EUR',
  reason: 'event cancelled',
  state: 'done',
  paidAt: '2026-11-27T10:00:00.000Z',
  refundedAt: '2026-11-28T10:05:00.000Z',
  ...overrides,
});

function serve(event: ReturnType<typeof orgEvent>, refunds: StubReply) {
  return stubApi({
    'GET /api/auth': { body: signedInAdmin() },
    'GET /api/notifications/unseen-count': {
      body: {
        total: 0,
        profiles: [
          { profileId: 'c-1', profileType: 'coach', unseen: 0 },
          { profileId: 'o-1', profileType: 'org', unseen: 0 },
        ],
      },
    },
    'GET /api/events': { body: { events: [event] } },
    'GET /api/events/e-1/attendees': { body: { attendees: [], hidden: 0 } },
    'GET /api/events/e-1/staff': { body: { staff: [] } },
    'GET /api/events/e-1/refunds': refunds,
  });
}

const section = () => screen.findByRole('region', { name: 'Refunds' });

describe('an event’s refunds', () => {
  it('lists who, how much, where each stands and when, a hidden minor unnamed, 50 at a time', async () => {
    const first = Array.from({ length: 50 }, (_, index) =>
      refund({ _id: `cs_${index}`, athlete: { profileId: `ap-${index}`, name: `Athlete ${index}` } }),
    );
    first[0] = refund({
      _id: 'cs_long',
      athlete: {
        profileId: 'ap-x',
        name: 'Máire Ní Bhriain-Fitzgerald-Ó Súilleabháin the Younger of Ballyvourney',
      },
    });
    first[1] = refund({ _id: 'cs_minor', athlete: null, state: 'pending', refundedAt: null });
    first[2] = refund({ _id: 'cs_failed', state: 'failed', refundedAt: null, reason: 'full' });
    const calls = serve(orgEvent(), (request) =>
      request.query.get('cursor') === '50'
        ? {
            body: {
              refunds: [refund({ _id: 'cs_last', athlete: { profileId: 'ap-z', name: 'Zoe Last' } })],
              total: 51,
              nextCursor: null,
            },
          }
        : { body: { refunds: first, total: 51, nextCursor: 50 } },
    );
    const { user } = renderApp('/organisation/events/e-1');
    const refunds = await section();
    expect(
      await within(refunds).findByText('51 refunds, in full to how each buyer paid.', { exact: false }),
    ).toBeInTheDocument();
    expect(refunds).toHaveTextContent('A failed refund needs you');
    const rows = within(refunds).getAllByRole('listitem');
    expect(rows).toHaveLength(50);
    expect(rows[0]).toHaveTextContent('Máire Ní Bhriain-Fitzgerald');
    expect(rows[0]).toHaveTextContent('€25.00');
    expect(rows[0]).toHaveTextContent('Refunded');
    expect(rows[0]).toHaveTextContent('Event cancelled · Refunded 28 Nov 2026, 10:05');
    expect(rows[1]).toHaveTextContent('An athlete');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('Started 27 Nov 2026, 10:00');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(rows[2]).toHaveTextContent('Paid after the event filled · Every try failed');
    await user.click(within(refunds).getByRole('button', { name: 'Load more' }));
    expect(await within(refunds).findByText('Zoe Last')).toBeInTheDocument();
    expect(within(refunds).getAllByRole('listitem')).toHaveLength(51);
    expect(within(refunds).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === '/api/events/e-1/refunds').map((call) => call.query.get('cursor')),
    ).toEqual([null, '50']);
  });

  it('reads the refunds again when the window regains focus', async () => {
    let done = false;
    serve(orgEvent(), () => ({
      body: {
        refunds: [done ? refund() : refund({ state: 'pending', refundedAt: null })],
        total: 1,
        nextCursor: null,
      },
    }));
    renderApp('/organisation/events/e-1');
    const refunds = await section();
    expect(await within(refunds).findByText('Pending')).toBeInTheDocument();
    done = true;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await within(refunds).findByText('Refunded')).toBeInTheDocument();
  });

  it.each([
    ['Event Refunds Done', 'done'],
    ['Event Refund Failed', 'failed'],
  ] as const)('reads the refunds again when %s reaches the organisation', async (type, state) => {
    let settled = false;
    const calls = serve(orgEvent(), () => ({
      body: {
        refunds: [
          settled ? refund({ state, refundedAt: null }) : refund({ state: 'pending', refundedAt: null }),
        ],
        total: 1,
        nextCursor: null,
      },
    }));
    renderApp('/organisation/events/e-1');
    const refunds = await section();
    expect(await within(refunds).findByText('Pending')).toBeInTheDocument();
    const asked = () => calls.filter((call) => call.path === '/api/events/e-1/refunds').length;
    expect(asked()).toBe(1);
    settled = true;
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    // A notification about something else leaves the list alone.
    act(() => sockets.at(-1)?.handlers.onNotification(buildNotification({ type: 'Athlete CV' })));
    act(() =>
      sockets.at(-1)?.handlers.onNotification(
        buildNotification({
          type,
          body: 'refunded 1 ticket for Cork Combine: every refund went through',
          sender: null,
          receiver: { profileId: 'o-1', profileType: 'org' },
          data: { userType: 'org', eventId: 'e-1', eventName: 'Cork Combine' },
        }),
      ),
    );
    expect(await within(refunds).findByText(state === 'done' ? 'Refunded' : 'Failed')).toBeInTheDocument();
    expect(asked()).toBe(2);
  });

  it('shows loading, then a failure with Try again, and says when a cancelled event has no refunds', async () => {
    let fails = true;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serve(orgEvent(), async () => {
      await answered;
      return fails
        ? { status: 503, body: { errors: [{ msg: 'down' }] } }
        : { body: { refunds: [], total: 0, nextCursor: null } };
    });
    const { user } = renderApp('/organisation/events/e-1');
    expect(await screen.findByText('Loading refunds...')).toBeInTheDocument();
    answer();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'The refunds could not be loaded' }),
    ).toBeInTheDocument();
    fails = false;
    await user.click(within(await section()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'No refunds' })).toBeInTheDocument();
  });

  it('shows a live event’s refunds only once it has some, and never asks for a free event’s', async () => {
    serve(orgEvent({ cancelled: false }), () => ({ body: { refunds: [], total: 0, nextCursor: null } }));
    const { unmount } = renderApp('/organisation/events/e-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Attendees' })).toBeInTheDocument();
    await screen.findByText('Nobody has signed up yet');
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
    unmount();

    serve(orgEvent({ cancelled: false }), () => ({
      body: { refunds: [refund({ reason: 'full' })], total: 1, nextCursor: null },
    }));
    const live = renderApp('/organisation/events/e-1');
    expect(await within(await section()).findByText(/Paid after the event filled/)).toBeInTheDocument();
    live.unmount();

    const calls = serve(orgEvent({ price: null }), () => ({
      body: { refunds: [], total: 0, nextCursor: null },
    }));
    renderApp('/organisation/events/e-1');
    // A cancelled free event: its tickets void, nobody attends, and no money goes back.
    await screen.findByText('Nobody attends a cancelled event');
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/events/e-1/refunds')).toBe(false);
  });
});
