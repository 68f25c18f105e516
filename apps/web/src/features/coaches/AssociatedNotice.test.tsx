// Confirm in the detail view of Added Associated, Added Associated Coach and Associated Coach Request (issue 10):
// the athlete's confirmAssociated call or ours for coaches, `Confirmed!` on success, the server's message on failure.
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../test/api-stub.ts';
import { withFakeRealtime } from '../../test/fake-realtime.ts';
import { buildUser } from '../../test/fixtures.ts';
import { buildNotification } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

await Promise.all([
  import('../notifications/SignedInNotifications.tsx'),
  import('../notifications/NotificationBadge.tsx'),
]);

// The socket is tested on its own (notifications/realtime.test.ts); here it must not try to connect.
withFakeRealtime();

interface Viewer {
  user: ReturnType<typeof buildUser>;
  profile: { profileId: string; profileType: 'athlete' | 'coach' };
}

const ATHLETE: Viewer = {
  user: buildUser({ profileId: 'ap-1' }),
  profile: { profileId: 'ap-1', profileType: 'athlete' },
};
const COACH: Viewer = {
  user: buildUser({ _id: 'c-1', userType: 2, activeProfile: 'coach', name: 'Dana Reid' }),
  profile: { profileId: 'c-1', profileType: 'coach' },
};

const associated = {
  _id: 'as-7',
  profile: { profileId: 'c-9', profileType: 'coach', name: 'Coach Lee', photo: null },
  confirmed: true,
  requestedBy: 'owner',
};

/** Opens the one notification of `type` sent to `who` and returns its detail dialog. */
async function openDetail(
  who: typeof ATHLETE,
  type: string,
  title: string,
  routes: Record<string, StubReply>,
) {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  const notification = buildNotification({
    type,
    seen: true,
    body: 'added you',
    data: { _id: 'as-7' },
    sender: { profileId: 'c-9', profileType: 'coach', name: 'Coach Lee', photo: null },
    receiver: who.profile,
  });
  const calls = stubApi({
    'GET /api/auth': { body: who.user },
    'GET /api/notifications/unseen-count': { body: { total: 0, profiles: [{ ...who.profile, unseen: 0 }] } },
    'GET /api/notifications': { body: { notifications: [notification], nextCursor: null } },
    ...routes,
  });
  const { user } = renderApp('/notifications');
  const list = await screen.findByRole('list', { name: 'Notifications' });
  await user.click(within(list).getByRole('button', { name: 'View' }));
  return { calls, user, dialog: await screen.findByRole('dialog', { name: title }) };
}

describe('Confirm in an associated notification', () => {
  it('confirms an athlete’s Added Associated with PUT /api/athleteProfile/confirmAssociated/{id}', async () => {
    const { calls, user, dialog } = await openDetail(ATHLETE, 'Added Associated', 'Added as associated', {
      'PUT /api/athleteProfile/confirmAssociated/as-7': { body: { msg: 'Confirmed!', associated } },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmed!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/athleteProfile/confirmAssociated/as-7',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Confirmed' })).toBeDisabled();
  });

  it.each([
    ['Added Associated Coach', 'Added as associated coach'],
    ['Associated Coach Request', 'Associated coach request'],
  ])('confirms a coach’s %s with PUT /api/associated/{id}/confirm', async (type, title) => {
    const { calls, user, dialog } = await openDetail(COACH, type, title, {
      'PUT /api/associated/as-7/confirm': { body: { msg: 'Confirmed!', associated } },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmed!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/associated/as-7/confirm',
    ]);
  });

  it('shows the server’s message when confirming fails, and lets the user try again', async () => {
    const { user, dialog } = await openDetail(ATHLETE, 'Added Associated', 'Added as associated', {
      'PUT /api/athleteProfile/confirmAssociated/as-7': {
        status: 404,
        body: { errors: [{ msg: 'This request is no longer open' }] },
      },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This request is no longer open')).toBeInTheDocument();
    expect(screen.queryByText('Confirmed!')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
