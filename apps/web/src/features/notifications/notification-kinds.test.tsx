// The registry of notification kinds (issue 23; state/notification-kinds.ts): a kind registered from one folder alone
// (test/ping-kind) is listed with its title, its buttons run what it registered, and its detail view shows; and every
// kind the server writes has a feature's registration once the composition root has loaded them.
import { NOTIFICATION_TYPES } from '@podium/core/api/notification-kinds';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadNotificationKinds } from '../../app/notification-kinds.ts';
import { registeredKindTypes } from '../../state/notification-kinds.ts';
import { stubApi } from '../../test/api-stub.ts';
import { withFakeRealtime } from '../../test/fake-realtime.ts';
import { buildNotification, signedInAthlete, unseenCount } from '../../test/notification-fixtures.ts';
import { pongs } from '../../test/ping-kind/register.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

// The socket is tested on its own (notifications/realtime.test.ts); here it must not try to connect.
withFakeRealtime();

describe('a kind registered from its own folder', () => {
  it('is listed with its buttons, runs its own action, and opens with its title, message and detail', async () => {
    const ping = buildNotification({
      type: 'Test Ping',
      body: 'pinged you',
      data: { n: 7, note: 'see you at practice' },
    });
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(1) },
      'GET /api/notifications': { body: { notifications: [ping], nextCursor: null } },
      'PUT /api/notifications/read': {
        body: { msg: 'Notification read', notification: { ...ping, seen: true } },
      },
    });
    const { user } = renderApp('/notifications');
    const item = within(await screen.findByRole('list', { name: 'Notifications' })).getByRole('listitem');
    expect(item).toHaveTextContent('Sam Reyes pinged you');
    expect(
      within(item)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Sam Reyes'), 'View', 'Pong']);

    await user.click(within(item).getByRole('button', { name: 'Pong' }));
    expect(await screen.findByText('Ponged 7')).toBeInTheDocument();
    expect(pongs).toEqual([7]);

    await user.click(within(item).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test ping' });
    expect(dialog).toHaveTextContent('Someone pinged you.');
    expect(dialog).toHaveTextContent('Ping number 7');
    expect(await within(dialog).findByText('The note says: see you at practice')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/notifications/read')).toBe(true));
  });
});

describe('the features’ registrations', () => {
  it('register every kind the server writes, once the composition root has loaded them', async () => {
    await loadNotificationKinds();
    const types = registeredKindTypes();
    expect(types.filter((type) => type !== 'Test Ping').sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });
});
