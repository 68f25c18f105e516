// /notifications (spec 2, 4, 8): the four states, relative times, selecting marks seen and opens the detail for its
// type, the buttons of each type, failures as danger alerts, and paging with nextCursor.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubApi } from '../../test/api-stub.ts';
import { withFakeRealtime } from '../../test/fake-realtime.ts';
import {
  ATHLETE_PROFILE,
  buildNotification,
  signedInAthlete,
  unseenCount,
} from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

// The signed-in extras are lazy chunks (app/RootLayout.tsx, TopBar.tsx): load them once, before the first test.
await Promise.all([import('./SignedInNotifications.tsx'), import('./NotificationBadge.tsx')]);

// The socket is tested on its own (notifications/realtime.test.ts); here it must not try to connect.
withFakeRealtime();

function serve(routes: Record<string, StubReply>) {
  const user = signedInAthlete();
  return stubApi({
    'GET /api/auth': { body: user },
    'GET /api/notifications/unseen-count': { body: unseenCount(1) },
    ...routes,
  });
}

function list() {
  return screen.findByRole('list', { name: 'Notifications' });
}

beforeEach(() => {
  vi.useRealTimers();
});

describe('notifications screen', () => {
  it('shows Loading... and then the list, newest first, with who, what and when', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = serve({
      'GET /api/notifications': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/AthleteProfile');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/notifications')).toBe(true));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer({ body: { notifications: [buildNotification()], nextCursor: null } });
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Sam Reyes wants to follow you');
    expect(items[0]).toHaveTextContent('5 minutes ago');
  });

  it('asks for the acting profile’s notifications (spec 6)', async () => {
    let query = '';
    stubApi({});
    serve({
      'GET /api/notifications': () => ({ body: { notifications: [], nextCursor: null } }),
    });
    const fetchSpy = vi.mocked(globalThis.fetch);
    renderApp('/notifications');
    await screen.findByText('You have no notifications');
    for (const [input] of fetchSpy.mock.calls) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/notifications') query = url.search;
    }
    expect(new URLSearchParams(query).get('profile_id')).toBe(ATHLETE_PROFILE.profileId);
    expect(new URLSearchParams(query).get('profile_type')).toBe('athlete');
  });

  it('says You have no notifications when there are none', async () => {
    serve({ 'GET /api/notifications': { body: { notifications: [], nextCursor: null } } });
    renderApp('/notifications');
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
  });

  it('says why a refused list is refused, in plain words, with a way home rather than Try again', async () => {
    serve({
      'GET /api/notifications': {
        status: 403,
        body: { errors: [{ msg: 'profile_id: This is not one of your profiles' }] },
      },
    });
    renderApp('/notifications');
    expect(await screen.findByText('We could not load your notifications')).toBeInTheDocument();
    expect(screen.getByText('This is not one of your profiles.')).toBeInTheDocument();
    expect(screen.queryByText(/profile_id/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toBeInTheDocument();
  });

  it('shows a failure to load with a way to try again', async () => {
    let fails = true;
    serve({
      'GET /api/notifications': () =>
        fails
          ? {
              status: 503,
              body: { errors: [{ msg: 'Something went wrong on our side. Please try again.' }] },
            }
          : { body: { notifications: [buildNotification()], nextCursor: null } },
    });
    const { user } = renderApp('/notifications');
    expect(await screen.findByText('We could not load your notifications')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('marks a notification seen when it is opened, shows the detail for its type, and closes to none', async () => {
    const endorsement = buildNotification({
      type: 'Associated Coach Request',
      body: 'asked to be associated with your organisation',
      data: { _id: 'as-1' },
      sender: { profileId: 'c-1', profileType: 'coach', name: 'Coach Lee', photo: null },
    });
    const calls = serve({
      'GET /api/notifications': { body: { notifications: [endorsement], nextCursor: null } },
      'PUT /api/notifications/read': {
        body: { msg: 'Notification read', notification: { ...endorsement, seen: true } },
      },
    });
    const { user } = renderApp('/notifications');
    await user.click(within(await list()).getByRole('button', { name: /Coach Lee asked to be associated/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Associated coach request' });
    expect(dialog).toHaveTextContent('asked to be associated with your organisation');
    // The kind's own part, a chunk of its feature (coaches/AssociatedNotice.tsx).
    expect(await within(dialog).findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Coach Lee' })).toHaveAttribute(
      'href',
      '/profile/c-1?profileType=coach',
    );
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/notifications/read')?.body).toEqual({
        notification_id: endorsement._id,
        userType: 'athlete',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Athlete CV', 'Athlete CV'],
    ['Athlete Promo CV', 'Athlete promo CV'],
    ['Contact Request', 'Contact request'],
    ['Added Associated', 'Added as associated'],
    ['Added Associated Coach', 'Added as associated coach'],
    ['Associated Coach Request', 'Associated coach request'],
    ['Collaborator Test Submission', 'Collaborator test submission'],
    ['Collaborator Video Submission', 'Collaborator video submission'],
    ['Athlete Connect Accepted', 'Connect request accepted'],
    ['follow_accepted', 'Follow request accepted'],
    ['Pitch Reply', 'Reply to your pitch'],
    ['Endorsement Request', 'Endorsement request'],
    ['Endorsement Submitted', 'Endorsement submitted'],
    ['Collaborator Invite', 'Collaborator invite'],
    ['Added Associated', 'Added as associated'],
    ['Caregiver Consent Given', 'Caregiver consent given'],
    ['Caregiver Consent Withdrawn', 'Caregiver consent withdrawn'],
  ])('opens the %s detail from its View button', async (type, title) => {
    const notification = buildNotification({ type, seen: true });
    serve({ 'GET /api/notifications': { body: { notifications: [notification], nextCursor: null } } });
    const { user } = renderApp('/notifications');
    await user.click(within(await list()).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent('Sam Reyes');
  });

  it.each([
    [
      'a kind it does not know (a newer server’s)',
      { type: 'Event Reminder', body: 'reminds you of the combine' },
    ],
    [
      'a known kind whose data does not fit it (an old row)',
      { type: 'Athlete CV', body: 'sent you a CV', data: { pitchId: 7 } },
    ],
  ])('shows %s plainly beside the rest, with View', async (_, shape) => {
    const odd = buildNotification({ ...shape, seen: true });
    const request = buildNotification();
    serve({ 'GET /api/notifications': { body: { notifications: [odd, request], nextCursor: null } } });
    const { user } = renderApp('/notifications');
    const [oddItem, requestItem] = within(await list()).getAllByRole('listitem');
    if (!oddItem || !requestItem) throw new Error('two notifications expected');
    expect(within(requestItem).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(oddItem).toHaveTextContent(`Sam Reyes ${shape.body}`);
    expect(
      within(oddItem)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Sam Reyes'), 'View']);
    await user.click(within(oddItem).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    expect(dialog).toHaveTextContent('A notification from Podium.');
    expect(dialog).toHaveTextContent(shape.body);
  });

  it('accepts a follow request with the sender’s profile id, and the list loses it', async () => {
    const request = buildNotification();
    let isHandled = false;
    const calls = serve({
      'GET /api/notifications': () => ({
        body: { notifications: isHandled ? [] : [request], nextCursor: null },
      }),
      'PUT /api/following/request/handle': () => {
        isHandled = true;
        return { body: { msg: 'Follow request accepted' } };
      },
    });
    const { user } = renderApp('/notifications');
    const item = within(await list()).getByRole('listitem');
    expect(
      within(item)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Sam Reyes'), 'Reject', 'View', 'Accept']);
    await user.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/following/request/handle')?.body).toEqual({
      notification_id: request._id,
      _id: 'ap-2',
      isAccepted: true,
    });
  });

  it('rejects a follow request, and shows a failure as a danger alert', async () => {
    serve({
      'GET /api/notifications': { body: { notifications: [buildNotification()], nextCursor: null } },
      'PUT /api/following/request/handle': {
        status: 404,
        body: { errors: [{ msg: 'notification_id: No such notification' }] },
      },
    });
    const { user } = renderApp('/notifications');
    await user.click(within(await list()).getByRole('button', { name: 'Reject' }));
    // A danger alert is announced at once (role alert), and says it is an error.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: notification_id: No such notification',
    );
  });

  it('opens the asker’s profile from a follow request’s View', async () => {
    serve({ 'GET /api/notifications': { body: { notifications: [buildNotification()], nextCursor: null } } });
    const { user, router } = renderApp('/notifications');
    await user.click(within(await list()).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/ap-2'));
  });

  it('gives a connect request Deny and Accept, which answer it; a detail’s Delete removes one', async () => {
    const cv = buildNotification({ type: 'Athlete CV', body: 'sent you their CV' });
    const connect = buildNotification({ type: 'Athlete Connect Request', body: 'wants to connect' });
    let cvDeleted = false;
    const calls = serve({
      'GET /api/notifications': () => ({
        body: { notifications: cvDeleted ? [connect] : [cv, connect], nextCursor: null },
      }),
      'DELETE /api/notifications': () => {
        cvDeleted = true;
        return { body: { msg: 'Notification deleted' } };
      },
      'PUT /api/connections/handle': { body: { msg: 'Confirmed!' } },
    });
    const { user } = renderApp('/notifications');
    const [cvItem, connectItem] = within(await list()).getAllByRole('listitem');
    if (!cvItem || !connectItem) throw new Error('two notifications expected');
    expect(
      within(connectItem)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Sam Reyes'), 'Deny', 'Accept']);
    await user.click(within(cvItem).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Athlete CV' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ notification_id: cv._id }),
    );
    // The list reloads after the delete: find the connect request again rather than keep an element that went.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    const [remaining] = within(await list()).getAllByRole('listitem');
    if (!remaining) throw new Error('the connect request should remain');
    await user.click(within(remaining).getByRole('button', { name: 'Accept' }));
    // Issue 10: Accept answers the connect request (Deny the same with isAccepted false).
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/connections/handle')?.body).toEqual({
        notification_id: connect._id,
        isAccepted: true,
      }),
    );
  });

  it('loads older notifications with nextCursor', async () => {
    const cursor = `1700000000000000_${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
    const first = buildNotification({ body: 'is the newest' });
    const older = buildNotification({ body: 'is older' });
    stubApi({});
    serve({
      'GET /api/notifications': () => ({ body: { notifications: [first], nextCursor: cursor } }),
    });
    const fetchSpy = vi.mocked(globalThis.fetch);
    const original = fetchSpy.getMockImplementation();
    fetchSpy.mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/notifications' && url.searchParams.get('cursor') === cursor) {
        return new Response(JSON.stringify({ notifications: [older], nextCursor: null }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (!original) throw new Error('no stub');
      return original(input, init);
    });
    const { user } = renderApp('/notifications');
    await list();
    await user.click(screen.getByRole('button', { name: 'Show older notifications' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).not.toBeInTheDocument();
  });
});
