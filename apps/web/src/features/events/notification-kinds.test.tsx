// `Ticket Refunded` on /notifications (issue 25): its detail says how much and why; View opens the event's
// confirmation page for a payment that found no place (which explains the refund there), and My events for a
// cancelled event's ticket (where the refunded ticket shows). The organisation's `Event Refunds Done` and `Event
// Refund Failed` read from Podium, and View opens the event's page with its refunds.
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { withFakeRealtime } from '../../test/fake-realtime.ts';
import { buildUser } from '../../test/fixtures.ts';
import { buildNotification, signedInAthlete, unseenCount } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 10_000 });

await Promise.all([
  import('../notifications/SignedInNotifications.tsx'),
  import('../notifications/NotificationBadge.tsx'),
  import('../notifications/NotificationsPage.tsx'),
  import('../../app/notification-kinds.ts').then(({ loadNotificationKinds }) => loadNotificationKinds()),
]);

// The socket is tested on its own (notifications/realtime.test.ts); here it must not try to connect.
withFakeRealtime();

const CODE = 'CORK2027x';
const REFUNDED_AT = '2026-11-28T10:00:00.000Z';

const refunded = (reason?: 'full' | 'event cancelled') =>
  buildNotification({
    type: 'Ticket Refunded',
    body: 'refunded your ticket for Cork Combine',
    sender: { profileId: 'org-1', profileType: 'org', name: 'Cork Harriers', photo: null },
    data: {
      _id: 'org-1',
      senderType: 'org',
      userType: 'athlete',
      eventId: 'ev-1',
      eventName: 'Cork Combine',
      promoCode: CODE,
      amount: 2500,
      currency: 'EUR',
      ...(reason ? { reason } : {}),
    },
  });

function serve(notification: ReturnType<typeof buildNotification>) {
  stubApi({
    'GET /api/auth': { body: signedInAthlete() },
    'GET /api/notifications/unseen-count': { body: unseenCount(1) },
    'GET /api/notifications': { body: { notifications: [notification], nextCursor: null } },
    'PUT /api/notifications/read': { body: { msg: 'Notification read' } },
    [`GET /api/athleteProfile/events/${CODE}`]: {
      status: 404,
      body: { errors: [{ msg: 'You have not signed up for this event' }] },
    },
    [`GET /api/athleteProfile/events/${CODE}/refunds`]: {
      body: {
        refunds: [
          {
            sessionId: 'cs_local_9',
            amount: 2500,
            currency: 'EUR',
            reason: 'full',
            state: 'done',
            paidAt: '2026-11-27T10:00:00.000Z',
            refundedAt: REFUNDED_AT,
          },
        ],
      },
    },
    'GET /api/athleteProfile/events': { body: { events: [] } },
  });
}

async function view() {
  const list = await screen.findByRole('list', { name: 'Notifications' });
  const [item] = within(list).getAllByRole('listitem');
  if (!item) throw new Error('one notification expected');
  return within(item).getByRole('button', { name: 'View' });
}

describe('Ticket Refunded', () => {
  it('opens the confirmation page, which says the payment was refunded because the event filled', async () => {
    serve(refunded('full'));
    const { user, router } = renderApp('/notifications');
    await user.click(await view());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment was refunded' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/AthleteProfile/event-confirmed/${CODE}`);
    expect(
      screen.getByText(
        'Your payment of €25.00 was refunded in full on 28 Nov 2026: the event filled while you paid, so there was no place left for you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the event' })).toHaveAttribute(
      'href',
      `/register/promo/${CODE}`,
    );
  });

  it('opens My events for a cancelled event’s ticket, and for a notice that names no reason', async () => {
    for (const reason of ['event cancelled', undefined] as const) {
      serve(refunded(reason));
      const { user, router, unmount } = renderApp('/notifications');
      await user.click(await view());
      expect(await screen.findByRole('heading', { level: 1, name: 'My events' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/AthleteProfile/my-events');
      unmount();
    }
  });
});

describe("an event's refunds, for its organisation", () => {
  const toOrg = (type: 'Event Refunds Done' | 'Event Refund Failed', body: string, data: object) =>
    buildNotification({
      type,
      body,
      sender: null,
      receiver: { profileId: 'org-1', profileType: 'org' },
      data: { userType: 'org', eventId: 'ev-1', eventName: 'Cork Combine', ...data },
    });

  function serveAdmin(notification: ReturnType<typeof buildNotification>) {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    stubApi({
      'GET /api/auth': {
        body: buildUser({
          _id: 'u-1',
          profileId: 'org-1',
          userType: 2,
          activeProfile: 'org',
          orgAdmin: true,
        }),
      },
      'GET /api/notifications/unseen-count': {
        body: { total: 1, profiles: [{ profileId: 'org-1', profileType: 'org', unseen: 1 }] },
      },
      'GET /api/notifications': { body: { notifications: [notification], nextCursor: null } },
      'PUT /api/notifications/read': { body: { msg: 'Notification read' } },
      'GET /api/events': { body: { events: [] } },
    });
  }

  it('says from Podium that a refund failed, and View opens the event’s page', async () => {
    serveAdmin(
      toOrg(
        'Event Refund Failed',
        'could not refund a ticket for Cork Combine: give the money back from your payment provider',
        { amount: 2500, currency: 'EUR' },
      ),
    );
    const { user, router } = renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(list).toHaveTextContent(
      'Podium could not refund a ticket for Cork Combine: give the money back from your payment provider',
    );
    await user.click(await view());
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/events/ev-1'));
  });

  it('says when every refund of an event has gone through, and View opens the event’s page', async () => {
    serveAdmin(
      toOrg('Event Refunds Done', 'refunded 3 tickets for Cork Combine: every refund went through', {
        refunded: 3,
        failed: 0,
      }),
    );
    const { user, router } = renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(list).toHaveTextContent('Podium refunded 3 tickets for Cork Combine: every refund went through');
    await user.click(await view());
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/events/ev-1'));
  });
});
