// Athlete Connect on the web (issue 10): Connect on another athlete's profile, and your connections on your own.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { buildDashProfile } from '../../test/athlete-fixtures.ts';
import { signedInAthlete } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const other = buildDashProfile({ _id: 'ap-2', isOwner: false });
const FOLLOW = { isFollowing: false, isRequested: false, followsYou: false, isBlocked: false };

describe('connect button', () => {
  it('asks to connect, then reads Requested; pressing Requested withdraws it', async () => {
    let state = 'none';
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/ap-2': { body: other },
      'GET /api/following/status': { body: FOLLOW },
      'GET /api/connections/status/ap-2': () => ({ body: { state, notification_id: null } }),
      'POST /api/connections': () => {
        state = 'requested';
        return { body: { msg: 'You asked Dash to connect' } };
      },
      'DELETE /api/connections/ap-2': () => {
        state = 'none';
        return { body: { msg: 'You withdrew your request' } };
      },
    });
    const { user } = renderApp('/profile/ap-2');
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ profileId: 'ap-2' });
    expect(screen.getByText('You asked Dash to connect')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Requested' }));
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('sends you to your notifications when they asked you', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/ap-2': { body: other },
      'GET /api/following/status': { body: FOLLOW },
      'GET /api/connections/status/ap-2': { body: { state: 'received', notification_id: 'n-1' } },
    });
    renderApp('/profile/ap-2');
    expect(await screen.findByRole('link', { name: 'Answer connect request' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('shows no button when where the two stand cannot be told', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/ap-2': { body: other },
      'GET /api/following/status': { body: FOLLOW },
      'GET /api/connections/status/ap-2': {
        status: 409,
        body: { errors: [{ msg: 'Create your athlete profile first' }] },
      },
    });
    renderApp('/profile/ap-2');
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument());
  });
});

describe('athlete connections on one’s own profile', () => {
  it('lists connections with links to their profiles, and says when there are none', async () => {
    const mine = buildDashProfile({ _id: 'ap-1', isOwner: true, tourSeen: true });
    let profiles = [{ profileId: 'ap-2', profileType: 'athlete', name: 'Sam Reyes', photo: null }];
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/me': { body: mine },
      'POST /api/athleteProfile/athData': { body: {} },
      'GET /api/following/followers': { body: { profiles: [], nextCursor: null } },
      'GET /api/connections': () => ({ body: { profiles, nextCursor: null } }),
    });
    const { unmount } = renderApp('/AthleteProfile');
    const section = await screen.findByRole('region', { name: 'Athlete connections' });
    expect(await within(section).findByRole('link', { name: 'Sam Reyes' })).toHaveAttribute(
      'href',
      '/profile/ap-2',
    );
    unmount();
    profiles = [];
    renderApp('/AthleteProfile');
    const empty = await screen.findByRole('region', { name: 'Athlete connections' });
    expect(await within(empty).findByText(/No athlete connections yet/)).toBeInTheDocument();
  });
});
