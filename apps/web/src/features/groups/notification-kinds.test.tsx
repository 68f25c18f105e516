// Groups' notifications on /notifications (issue 24; account spec 4): an invitation's Join joins and says so (or the
// spec's words when the group is out of reach), its Reject declines; an admin confirms or denies a request to join;
// each answered notification is deleted.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../test/api-stub.ts';
import { withFakeRealtime } from '../../test/fake-realtime.ts';
import { buildNotification, signedInAthlete, unseenCount } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

// A busy machine loads the first screen slowly.
configure({ asyncUtilTimeout: 10_000 });

// The signed-in extras, the screen and the kinds are lazy chunks: load them once, before the first test.
await Promise.all([
  import('../notifications/SignedInNotifications.tsx'),
  import('../notifications/NotificationBadge.tsx'),
  import('../notifications/NotificationsPage.tsx'),
  import('../../app/notification-kinds.ts').then(({ loadNotificationKinds }) => loadNotificationKinds()),
]);

// The socket is tested on its own (notifications/realtime.test.ts); here it must not try to connect.
withFakeRealtime();

function serve(notification: ReturnType<typeof buildNotification>, routes: Record<string, StubReply>) {
  let deleted = false;
  const calls = stubApi({
    'GET /api/auth': { body: signedInAthlete() },
    'GET /api/notifications/unseen-count': { body: unseenCount(1) },
    'GET /api/notifications': () => ({
      body: { notifications: deleted ? [] : [notification], nextCursor: null },
    }),
    'DELETE /api/notifications': () => {
      deleted = true;
      return { body: { msg: 'Notification deleted' } };
    },
    ...routes,
  });
  return calls;
}

async function itemWith(buttons: string[]) {
  const [item] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
  if (!item) throw new Error('one notification expected');
  expect(
    within(item)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([expect.stringContaining('Sam Reyes'), ...buttons]);
  return item;
}

const invite = () => buildNotification({ type: 'Group Invite', body: 'invited you to join Harriers U18' });

describe('group notifications', () => {
  it('joins from an invitation, says so, and deletes the invitation', async () => {
    const calls = serve(invite(), {
      'PUT /api/groups/join/g-1/athlete': {
        body: { msg: 'You have joined the Harriers U18 group', state: 'joined', group: null },
      },
    });
    const { user } = renderApp('/notifications');
    await user.click(within(await itemWith(['Reject', 'Join'])).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You have joined the Harriers U18 group')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
  });

  it('says the spec’s words when the group is out of reach or already joined', async () => {
    serve(invite(), {
      'PUT /api/groups/join/g-1/athlete': {
        body: { msg: 'Asked to join', state: 'requested', group: null },
      },
    });
    const { user } = renderApp('/notifications');
    await user.click(within(await itemWith(['Reject', 'Join'])).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You no longer have access to this group')).toBeInTheDocument();
  });

  it('declines an invitation with the DELETE that names one’s own profile', async () => {
    const calls = serve(invite(), {
      'DELETE /api/groups/g-1/ap-1/athlete/athlete': { body: { msg: 'Removed from group!' } },
    });
    const { user } = renderApp('/notifications');
    await user.click(within(await itemWith(['Reject', 'Join'])).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/groups/g-1/ap-1/athlete/athlete')).toBe(true),
    );
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
  });

  it('lets an admin confirm a request to join with the asker’s profile', async () => {
    const request = buildNotification({ type: 'Group Join Request', body: 'asked to join Harriers U18' });
    const calls = serve(request, {
      'PUT /api/groups/g-1/confirmJoin': { body: { msg: 'Group member added!' } },
    });
    const { user } = renderApp('/notifications');
    await user.click(within(await itemWith(['Deny', 'Confirm'])).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/groups/g-1/confirmJoin')?.body).toEqual({
        memberId: 'ap-2',
        memberType: 'athlete',
      }),
    );
  });

  it('denies a request to join by the asker’s profile', async () => {
    const request = buildNotification({ type: 'Group Join Request', body: 'asked to join Harriers U18' });
    const calls = serve(request, {
      'PUT /api/groups/g-1/ap-2/denyJoin': { body: { msg: 'Request Denied!' } },
    });
    const { user } = renderApp('/notifications');
    await user.click(within(await itemWith(['Deny', 'Confirm'])).getByRole('button', { name: 'Deny' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/groups/g-1/ap-2/denyJoin')).toBe(true),
    );
  });

  it('opens the group’s board from a notice', async () => {
    const notice = buildNotification({ type: 'Group Notice', body: 'posted a notice in Harriers U18' });
    serve(notice, {});
    const { user, router } = renderApp('/notifications');
    await user.click(within(await itemWith(['Open group'])).getByRole('button', { name: 'Open group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g-1'));
  });

  it('opens the group’s Members tab from a new member', async () => {
    serve(buildNotification({ type: 'Group Joined', body: 'joined the Harriers U18 group' }), {});
    const { user, router } = renderApp('/notifications');
    await user.click(within(await itemWith(['View'])).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g-1'));
    expect(router.state.location.search).toBe('?tab=members');
  });

  it.each([
    ['Group Request', 'asked you for a 40 Yard Dash result in Harriers U18'],
    ['Group Pending Submission', 'sent results for you in Harriers U18'],
  ] as const)('opens the group’s Requests tab from a %s', async (type, body) => {
    serve(buildNotification({ type, body }), {});
    const { user, router } = renderApp('/notifications');
    await user.click(within(await itemWith(['View'])).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g-1'));
    expect(router.state.location.search).toBe('?tab=requests');
  });
});
