// What runs beside every screen once signed in: the badge and its live updates from the socket, the prompt modal
// (Dismiss for good, Remind Me Later, Allow), registering push when already allowed, and push taps (spec 2, 4).
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PushChannel, PushPermission } from '../../platform/index.ts';
import { stubApi } from '../../test/api-stub.ts';
import { buildProfile } from '../../test/athlete-fixtures.ts';
import {
  ATHLETE_PROFILE,
  buildNotification,
  signedInAthlete,
  unseenCount,
} from '../../test/notification-fixtures.ts';
import { renderApp, testPlatform } from '../../test/render.tsx';
import type { RealtimeHandlers, RealtimeOptions } from './realtime.ts';

configure({ asyncUtilTimeout: 5000 });

// The signed-in extras are lazy chunks (app/RootLayout.tsx, TopBar.tsx): load them once, before the first test.
await Promise.all([import('./SignedInNotifications.tsx'), import('./NotificationBadge.tsx')]);

const sockets = vi.hoisted(() => ({
  open: [] as { options: RealtimeOptions; handlers: RealtimeHandlers; isClosed: boolean }[],
}));

vi.mock('./realtime.ts', () => ({
  originOf: (url: string) => new URL(url, 'http://localhost').origin,
  connectRealtime: (options: RealtimeOptions, handlers: RealtimeHandlers) => {
    const socket = { options, handlers, isClosed: false };
    sockets.open.push(socket);
    return () => {
      socket.isClosed = true;
    };
  },
}));

const VAPID = 'BKey';

function fakePush(permission: PushPermission, overrides: Partial<PushChannel> = {}) {
  let tap: ((tap: { videoUrl?: string }) => void) | undefined;
  const push: PushChannel = {
    isSupported: () => true,
    permission: async () => permission,
    register: vi.fn(async () => 'device-token-1'),
    onTap: (listener) => {
      tap = listener;
      return () => undefined;
    },
    ...overrides,
  };
  return { push, tapWith: (videoUrl?: string) => tap?.({ videoUrl }) };
}

function badge() {
  return screen.queryByTestId('notification-badge');
}

function serve(unseen: () => number) {
  const user = signedInAthlete();
  return stubApi({
    'GET /api/auth': { body: user },
    'GET /api/notifications/unseen-count': () => ({ body: unseenCount(unseen()) }),
    'GET /api/notifications/vapid-public-key': { body: { publicKey: VAPID } },
    'PUT /api/notifications/update-user-token': { body: { msg: 'Token saved', kind: 'native' } },
    'GET /api/notifications': { body: { notifications: [], nextCursor: null } },
  });
}

describe('signed in: badge and socket', () => {
  it('shows the unseen count in the top bar and updates it when the socket brings a new notification', async () => {
    sockets.open = [];
    let unseen = 2;
    serve(() => unseen);
    renderApp('/account');
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(screen.getByRole('link', { name: /Notifications.*2 unseen/ })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await waitFor(() => expect(sockets.open).toHaveLength(1));
    expect(sockets.open[0]?.options).toMatchObject({ token: 'tok', userId: 'u-1', profileId: 'ap-1' });

    // On a phone the menu is closed: its button carries a dot and says how many are unseen.
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu, 2 unseen' })).toBeInTheDocument();

    unseen = 3;
    sockets.open[0]?.handlers.onNotification(buildNotification());
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    expect(screen.getByRole('button', { name: 'Menu, 3 unseen' })).toBeInTheDocument();
  });

  it('shows no badge at zero and closes the socket on logout', async () => {
    sockets.open = [];
    serve(() => 0);
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'DELETE /api/auth': { body: { msg: 'Logged out' } },
      'POST /api/auth/logout': { body: { msg: 'Logged out' } },
    });
    const { user } = renderApp('/account');
    await waitFor(() => expect(sockets.open).toHaveLength(1));
    expect(badge()).toBeNull();
    expect(screen.queryByTestId('notification-dot')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(sockets.open[0]?.isClosed).toBe(true));
  });

  it('connects once a new athlete makes their profile, without reloading (issue 22, item 14)', async () => {
    sockets.open = [];
    let isCreated = false;
    stubApi({
      'GET /api/auth': { body: { ...signedInAthlete(), profileId: null, sportsArray: ['Athletics'] } },
      // The unseen count lists the profiles one owns: none until the profile is made.
      'GET /api/notifications/unseen-count': () => ({
        body: isCreated ? unseenCount(0) : { total: 0, profiles: [] },
      }),
      'GET /api/athleteProfile/me': () =>
        isCreated
          ? { body: buildProfile() }
          : { status: 404, body: { errors: [{ msg: 'Create your athlete profile first' }] } },
      'POST /api/athleteProfile': () => {
        isCreated = true;
        return { status: 201, body: { msg: 'Profile Created!', profile: buildProfile() } };
      },
    });
    const { user } = renderApp('/create-profile');
    await user.click(await screen.findByRole('button', { name: 'Create my profile' }));
    await waitFor(() => expect(sockets.open).toHaveLength(1));
    expect(sockets.open[0]?.options).toMatchObject({ userId: 'u-1', profileId: ATHLETE_PROFILE.profileId });
  });

  it('lists a notification that arrives while the list is open, without reloading', async () => {
    sockets.open = [];
    let notifications: unknown[] = [];
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': () => ({ body: unseenCount(notifications.length) }),
      'GET /api/notifications': () => ({ body: { notifications, nextCursor: null } }),
    });
    renderApp('/notifications');
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
    await waitFor(() => expect(sockets.open).toHaveLength(1));
    const arrived = buildNotification();
    notifications = [arrived];
    sockets.open[0]?.handlers.onNotification(arrived);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Sam Reyes wants to follow you');
  });
});

describe('signed in: push', () => {
  it('does not ask on other screens until a notification arrives live, then asks', async () => {
    sockets.open = [];
    const { push } = fakePush('default');
    serve(() => 0);
    renderApp('/account', { platform: testPlatform({ push }) });
    await screen.findByRole('button', { name: 'Log out' });
    await waitFor(() => expect(sockets.open).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    sockets.open[0]?.handlers.onNotification(buildNotification());
    expect(await screen.findByRole('dialog', { name: 'Enable Notifications?' })).toBeInTheDocument();
  });

  it('asks with the prompt modal on the notifications screen; Allow registers and sends the token', async () => {
    const { push } = fakePush('default');
    const calls = serve(() => 0);
    const { user } = renderApp('/notifications', { platform: testPlatform({ push }) });
    const dialog = await screen.findByRole('dialog', { name: 'Enable Notifications?' });
    expect(dialog).toHaveTextContent('Stay updated with important updates.');
    await user.click(within(dialog).getByRole('button', { name: 'Allow' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/notifications/update-user-token')?.body).toEqual({
        notificationToken: 'device-token-1',
      }),
    );
    expect(push.register).toHaveBeenCalledWith(VAPID);
  });

  it('Dismiss sets notificationsDismissed for good; the prompt never shows again', async () => {
    const { push } = fakePush('default');
    serve(() => 0);
    const first = renderApp('/notifications', { platform: testPlatform({ push }) });
    await first.user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(localStorage.getItem(STORAGE_KEYS.notificationsDismissed)).toBe('true');
    first.unmount();

    renderApp('/notifications', { platform: testPlatform({ push }) });
    await screen.findByRole('button', { name: 'Log out' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(push.register).not.toHaveBeenCalled();
  });

  it('Remind Me Later only closes: the prompt shows again next time', async () => {
    const { push } = fakePush('default');
    serve(() => 0);
    const first = renderApp('/notifications', { platform: testPlatform({ push }) });
    await first.user.click(await screen.findByRole('button', { name: 'Remind Me Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.notificationsDismissed)).toBeNull();
    first.unmount();
    renderApp('/notifications', { platform: testPlatform({ push }) });
    expect(await screen.findByRole('dialog', { name: 'Enable Notifications?' })).toBeInTheDocument();
  });

  it('does not prompt where push cannot work or was refused', async () => {
    serve(() => 0);
    const unsupported = fakePush('default', { isSupported: () => false }).push;
    const view = renderApp('/notifications', { platform: testPlatform({ push: unsupported }) });
    await screen.findByRole('button', { name: 'Log out' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    const denied = fakePush('denied').push;
    renderApp('/notifications', { platform: testPlatform({ push: denied }) });
    await screen.findByRole('button', { name: 'Log out' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(denied.register).not.toHaveBeenCalled();
  });

  it('refreshes the registration silently when push is already allowed', async () => {
    const { push } = fakePush('granted');
    const calls = serve(() => 0);
    renderApp('/account', { platform: testPlatform({ push }) });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/notifications/update-user-token')).toBe(true),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the list on a tap, or the current page with video-ready when the push carries a video', async () => {
    const { push, tapWith } = fakePush('denied');
    serve(() => 0);
    const { router } = renderApp('/account', { platform: testPlatform({ push }) });
    await screen.findByRole('button', { name: 'Log out' });
    await waitFor(() => tapWith());
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    await router.navigate('/account');
    await screen.findByRole('heading', { name: 'Your account' });
    tapWith('https://cdn.test/v.mp4');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?video-ready=${encodeURIComponent('https://cdn.test/v.mp4')}`,
      ),
    );
    expect(router.state.location.pathname).toBe('/account');
  });
});
