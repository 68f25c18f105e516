// A notification that reports a change makes what it changed fresh on the screen showing it, without a reload
// (issue 22, item 14): the follow button, the endorsement's state, the consent notice; and only what it changed.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '../../test/api-stub.ts';
import { buildProfile } from '../../test/athlete-fixtures.ts';
import { withFakeRealtime } from '../../test/fake-realtime.ts';
import { buildNotification, signedInAthlete, unseenCount } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

await import('./SignedInNotifications.tsx');

const sockets = withFakeRealtime();

/** Hands a notification of `type` to the socket once it is open. */
async function arrives(type: string) {
  await waitFor(() => expect(sockets).toHaveLength(1));
  sockets[0]?.handlers.onNotification(buildNotification({ type }));
}

const asked = (calls: StubRequest[], path: string) => calls.filter((call) => call.path === path).length;

describe('a notification refreshes what it changed', () => {
  it('turns Requested into Unfollow on the profile when follow_accepted arrives', async () => {
    let isAccepted = false;
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'GET /api/athleteProfile/ap-2': {
        body: buildProfile({ _id: 'ap-2', isOwner: false, publicLink: null, tourSeen: true }),
      },
      'GET /api/following/status': () => ({
        body: { isFollowing: isAccepted, isRequested: !isAccepted, followsYou: false, isBlocked: false },
      }),
    });
    renderApp('/profile/ap-2');
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeInTheDocument();
    isAccepted = true;
    await arrives('follow_accepted');
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    // The profile itself did not change: it is not asked for again.
    expect(asked(calls, '/api/athleteProfile/ap-2')).toBe(1);
  });

  it('leaves the follow button alone when a notification that does not change it arrives', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'GET /api/athleteProfile/ap-2': {
        body: buildProfile({ _id: 'ap-2', isOwner: false, publicLink: null, tourSeen: true }),
      },
      'GET /api/following/status': {
        body: { isFollowing: false, isRequested: true, followsYou: false, isBlocked: false },
      },
    });
    renderApp('/profile/ap-2');
    await screen.findByRole('button', { name: 'Requested' });
    await arrives('Athlete CV');
    // The badge's count is asked again (every notification), the follow status is not.
    await waitFor(() => expect(asked(calls, '/api/notifications/unseen-count')).toBe(2));
    expect(asked(calls, '/api/following/status')).toBe(1);
  });

  it('shows the endorsement written when Endorsement Submitted arrives', async () => {
    let state = 'requested';
    const endorsement = () => ({
      _id: 'e-1',
      state,
      text: state === 'requested' ? null : 'Quick off the mark.',
      hidden: false,
      coach: { profileId: 'c-1', profileType: 'coach', name: 'Cora Coach', photo: null },
      athlete: { profileId: 'ap-1', profileType: 'athlete', name: 'Maya Okafor', photo: null },
      requestedAt: '2025-01-01T00:00:00.000Z',
      submittedAt: state === 'requested' ? null : '2025-01-02T00:00:00.000Z',
      acceptedAt: null,
    });
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'GET /api/athleteProfile/me': { body: buildProfile({ _id: 'ap-1', tourSeen: true }) },
      'GET /api/athleteProfile/endorsements/me': () => ({ body: { endorsements: [endorsement()] } }),
    });
    renderApp('/AthleteProfile');
    const section = await screen.findByRole('region', { name: 'Endorsements' });
    expect(await within(section).findByText('Waiting for the coach')).toBeInTheDocument();
    state = 'submitted';
    await arrives('Endorsement Submitted');
    expect(await within(section).findByText('Written: accept to add it')).toBeInTheDocument();
  });

  it('takes the consent notice away when the caregiver’s consent arrives', async () => {
    let isGiven = false;
    const birthDate = `${new Date().getUTCFullYear() - 14}-01-01`;
    stubApi({
      'GET /api/auth': { body: { ...signedInAthlete(), birthDate, caregiverEmail: 'mum@example.com' } },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'GET /api/users/caregiver-consent': () => ({
        body: {
          state: isGiven ? 'given' : 'pending',
          caregiverEmail: 'mum@example.com',
          requestedAt: '2025-01-01T00:00:00.000Z',
          isHidden: !isGiven,
          heldChanges: [],
        },
      }),
    });
    renderApp('/account');
    expect(await screen.findByText(/Waiting for your caregiver's consent/)).toBeInTheDocument();
    isGiven = true;
    await arrives('Caregiver Consent Given');
    expect(await screen.findByText(/Your caregiver gave their consent/)).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for your caregiver's consent/)).not.toBeInTheDocument();
  });
});

describe('what came while the socket did not listen', () => {
  const watching = () => {
    let isAccepted = false;
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': () => ({ body: unseenCount(isAccepted ? 1 : 0) }),
      'GET /api/athleteProfile/ap-2': {
        body: buildProfile({ _id: 'ap-2', isOwner: false, publicLink: null, tourSeen: true }),
      },
      'GET /api/following/status': () => ({
        body: { isFollowing: isAccepted, isRequested: !isAccepted, followsYou: false, isBlocked: false },
      }),
    });
    return {
      calls,
      accept: () => {
        isAccepted = true;
      },
    };
  };

  it('reads the badge again once the socket first listens, and nothing else when nothing came', async () => {
    const { calls } = watching();
    renderApp('/profile/ap-2');
    await screen.findByRole('button', { name: 'Requested' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]?.handlers.onListening(false);
    await waitFor(() => expect(asked(calls, '/api/notifications/unseen-count')).toBe(2));
    expect(screen.getByRole('button', { name: 'Requested' })).toBeInTheDocument();
    expect(asked(calls, '/api/following/status')).toBe(1);
  });

  it('refreshes what a notification sent before the socket first listened changed, once the badge grew', async () => {
    const { accept } = watching();
    renderApp('/profile/ap-2');
    await screen.findByRole('button', { name: 'Requested' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    // The athlete accepted between the page's reads and the registration's answer: its follow_accepted went to a
    // room this socket was not in yet. The badge's count, read again, says something came.
    accept();
    sockets[0]?.handlers.onListening(false);
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
  });

  it('reads again everything a notification can change after a reconnect', async () => {
    const { accept } = watching();
    renderApp('/profile/ap-2');
    await screen.findByRole('button', { name: 'Requested' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    sockets[0]?.handlers.onListening(false);
    // Cut off: the athlete accepted meanwhile, and the follow_accepted was never heard.
    accept();
    sockets[0]?.handlers.onListening(true);
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
  });
});
