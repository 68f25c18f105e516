// The push prompt (account spec 2, 4; issue 22, item 15): it asks just after the person sent something whose answer
// comes later, never as a notification arrives; beside the page, never over it; Dismiss for good, Remind Me Later
// for REMIND_LATER_DAYS on this device, Allow registers. Also registering when already allowed, and push taps.
import { STORAGE_KEYS } from '@podium/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PushChannel, PushPermission } from '../../platform/index.ts';
import { announceAnswerAwaited, answerAwaited } from '../../state/answer-awaited.ts';
import { stubApi } from '../../test/api-stub.ts';
import { buildProfile } from '../../test/athlete-fixtures.ts';
import { withFakeRealtime } from '../../test/fake-realtime.ts';
import { buildNotification, signedInAthlete, unseenCount } from '../../test/notification-fixtures.ts';
import { renderApp, testPlatform } from '../../test/render.tsx';
import { REMIND_LATER_DAYS } from './push-setup.ts';

configure({ asyncUtilTimeout: 5000 });

await import('./SignedInNotifications.tsx');

const sockets = withFakeRealtime();

const VAPID = 'BKey';
const DAY_MS = 24 * 60 * 60 * 1000;
const PROMPT = { name: 'Enable Notifications?' };

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

function serve() {
  return stubApi({
    'GET /api/auth': { body: signedInAthlete() },
    'GET /api/notifications/unseen-count': { body: unseenCount(0) },
    'GET /api/notifications/vapid-public-key': { body: { publicKey: VAPID } },
    'PUT /api/notifications/update-user-token': { body: { msg: 'Token saved', kind: 'native' } },
    'GET /api/notifications': { body: { notifications: [buildNotification()], nextCursor: null } },
  });
}

/** The app on /account with a device whose push answers `permission`, once its screen is up. */
async function openAccount(permission: PushPermission, overrides: Partial<PushChannel> = {}) {
  const { push } = fakePush(permission, overrides);
  const view = renderApp('/account', { platform: testPlatform({ push }) });
  await screen.findByRole('button', { name: 'Log out' });
  return { ...view, push };
}

/** Something the person sent whose answer comes later, as the calls that send such things report it. */
function sendSomething(store: { dispatch: (action: ReturnType<typeof answerAwaited>) => unknown }) {
  act(() => {
    store.dispatch(answerAwaited());
  });
}

/** Lets any prompt that would come, come. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('when the push prompt asks', () => {
  it('never as a notification arrives, nor on the notifications screen', async () => {
    const { push } = fakePush('default');
    serve();
    renderApp('/notifications', { platform: testPlatform({ push }) });
    await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]?.handlers.onNotification(buildNotification());
    sockets[0]?.handlers.onNotification(buildNotification({ type: 'follow_accepted' }));
    await settle();
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
  });

  it('just after the person asks to follow someone: beside the page, which stays usable', async () => {
    const { push } = fakePush('default');
    let isRequested = false;
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'GET /api/athleteProfile/ap-2': {
        body: buildProfile({ _id: 'ap-2', isOwner: false, publicLink: null, tourSeen: true }),
      },
      'GET /api/following/status': () => ({
        body: { isFollowing: false, isRequested, followsYou: false, isBlocked: false },
      }),
      'POST /api/following/request': () => {
        isRequested = true;
        return { body: { msg: 'You asked to follow Maya Okafor' } };
      },
      'DELETE /api/following': () => {
        isRequested = false;
        return { body: { msg: 'Request withdrawn' } };
      },
    });
    const { user } = renderApp('/profile/ap-2', { platform: testPlatform({ push }) });
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await settle();
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
    await user.click(follow);

    const prompt = await screen.findByRole('dialog', PROMPT);
    expect(prompt).toHaveTextContent('Stay updated with important updates.');
    expect(
      within(prompt)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Remind Me Later', 'Allow']);
    // Not modal: no backdrop, it takes no focus, and a press on the page goes to the page and leaves it be.
    expect(prompt).not.toHaveAttribute('aria-modal');
    expect(prompt.contains(document.activeElement)).toBe(false);
    expect(document.querySelector('[data-backdrop]')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Requested' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(screen.getByRole('dialog', PROMPT)).toBeInTheDocument();
  });

  it('is not asked for a call that was refused', async () => {
    const { push } = fakePush('default');
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'GET /api/athleteProfile/ap-2': {
        body: buildProfile({ _id: 'ap-2', isOwner: false, publicLink: null, tourSeen: true }),
      },
      'GET /api/following/status': {
        body: { isFollowing: false, isRequested: false, followsYou: false, isBlocked: false },
      },
      'POST /api/following/request': { status: 409, body: { errors: [{ msg: 'You already asked' }] } },
    });
    const { user } = renderApp('/profile/ap-2', { platform: testPlatform({ push }) });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You already asked')).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
  });

  it('asks for a request sent before its own code had loaded, once it has', async () => {
    serve();
    // Sent as the page came up (a follow on a busy phone), before the prompt was there to hear it.
    announceAnswerAwaited(() => undefined);
    await openAccount('default');
    expect(await screen.findByRole('dialog', PROMPT)).toBeInTheDocument();
  });

  it('never where push cannot work, or was refused', async () => {
    serve();
    const unsupported = await openAccount('default', { isSupported: () => false });
    sendSomething(unsupported.store);
    await settle();
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
    unsupported.unmount();

    const denied = await openAccount('denied');
    sendSomething(denied.store);
    await settle();
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
    expect(denied.push.register).not.toHaveBeenCalled();
  });
});

describe('answering the push prompt', () => {
  it('Allow registers the device and sends its token', async () => {
    const calls = serve();
    const { store, user, push } = await openAccount('default');
    sendSomething(store);
    await user.click(
      within(await screen.findByRole('dialog', PROMPT)).getByRole('button', { name: 'Allow' }),
    );
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/notifications/update-user-token')?.body).toEqual({
        notificationToken: 'device-token-1',
      }),
    );
    expect(push.register).toHaveBeenCalledWith(VAPID);
  });

  it('Dismiss sets notificationsDismissed for good: it never asks again', async () => {
    serve();
    const first = await openAccount('default');
    sendSomething(first.store);
    await first.user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(localStorage.getItem(STORAGE_KEYS.notificationsDismissed)).toBe('true');
    first.unmount();

    const again = await openAccount('default');
    sendSomething(again.store);
    await settle();
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
    expect(again.push.register).not.toHaveBeenCalled();
  });

  it(`Remind Me Later keeps it away from this device for ${REMIND_LATER_DAYS} days, then it asks again`, async () => {
    serve();
    const first = await openAccount('default');
    sendSomething(first.store);
    const askedAt = Date.now();
    await first.user.click(await screen.findByRole('button', { name: 'Remind Me Later' }));
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.notificationsDismissed)).toBeNull();
    const until = Number(localStorage.getItem(STORAGE_KEYS.notificationsRemindAfter));
    expect(until - askedAt).toBeGreaterThanOrEqual(REMIND_LATER_DAYS * DAY_MS - 1000);
    expect(until - askedAt).toBeLessThanOrEqual(REMIND_LATER_DAYS * DAY_MS + 1000);
    // Not again in this session, nor in the next one within those days.
    sendSomething(first.store);
    await settle();
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
    first.unmount();
    const soon = await openAccount('default');
    sendSomething(soon.store);
    await settle();
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
    soon.unmount();

    // Those days later (the stored time has passed), at the next such moment it asks.
    localStorage.setItem(STORAGE_KEYS.notificationsRemindAfter, String(Date.now() - 1));
    const later = await openAccount('default');
    sendSomething(later.store);
    expect(await screen.findByRole('dialog', PROMPT)).toBeInTheDocument();
  });
});

describe('push when already allowed, and taps', () => {
  it('refreshes the registration silently when push is already allowed', async () => {
    const calls = serve();
    await openAccount('granted');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/notifications/update-user-token')).toBe(true),
    );
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
  });

  it('opens the list on a tap, or the current page with video-ready when the push carries a video', async () => {
    const { push, tapWith } = fakePush('denied');
    serve();
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
