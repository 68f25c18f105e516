// What runs beside every screen once signed in: the badge and its live updates from the socket, which follows the
// acting profile (spec 2, 4). The push prompt, push registration and taps: push-prompt.test.tsx.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { buildProfile } from '../../test/athlete-fixtures.ts';
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

const sockets = withFakeRealtime();

function badge() {
  return screen.queryByTestId('notification-badge');
}

function serve(unseen: () => number) {
  const user = signedInAthlete();
  return stubApi({
    'GET /api/auth': { body: user },
    'GET /api/notifications/unseen-count': () => ({ body: unseenCount(unseen()) }),
    'GET /api/notifications': { body: { notifications: [], nextCursor: null } },
  });
}

describe('signed in: badge and socket', () => {
  it('shows the unseen count in the top bar and updates it when the socket brings a new notification', async () => {
    let unseen = 2;
    serve(() => unseen);
    renderApp('/account');
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(screen.getByRole('link', { name: /Notifications.*2 unseen/ })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]?.options).toMatchObject({ token: 'tok', userId: 'u-1', profileId: 'ap-1' });

    // On a phone the menu is closed: its button carries a dot and says how many are unseen.
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu, 2 unseen' })).toBeInTheDocument();

    unseen = 3;
    sockets[0]?.handlers.onNotification(buildNotification());
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    expect(screen.getByRole('button', { name: 'Menu, 3 unseen' })).toBeInTheDocument();
  });

  it('shows no badge at zero and closes the socket on logout', async () => {
    serve(() => 0);
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'DELETE /api/auth': { body: { msg: 'Logged out' } },
      'POST /api/auth/logout': { body: { msg: 'Logged out' } },
    });
    const { user } = renderApp('/account');
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(badge()).toBeNull();
    expect(screen.queryByTestId('notification-dot')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(sockets[0]?.isClosed).toBe(true));
  });

  it('connects once a new athlete makes their profile, without reloading (issue 22, item 14)', async () => {
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
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]?.options).toMatchObject({ userId: 'u-1', profileId: ATHLETE_PROFILE.profileId });
  });

  it('lists a notification that arrives while the list is open, without reloading', async () => {
    let notifications: unknown[] = [];
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': () => ({ body: unseenCount(notifications.length) }),
      'GET /api/notifications': () => ({ body: { notifications, nextCursor: null } }),
    });
    renderApp('/notifications');
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const arrived = buildNotification();
    notifications = [arrived];
    sockets[0]?.handlers.onNotification(arrived);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Sam Reyes wants to follow you');
  });
});
