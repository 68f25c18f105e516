// Follow, Requested and Unfollow on another athlete's profile, and followers/following on one's own (issue 9).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { buildDashProfile } from '../../test/athlete-fixtures.ts';
import { signedInAthlete } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const other = buildDashProfile({ _id: 'ap-2', isOwner: false });
const status = (overrides = {}) => ({
  isFollowing: false,
  isRequested: false,
  followsYou: false,
  isBlocked: false,
  ...overrides,
});

describe('follow button', () => {
  it('asks to follow, then reads Requested; pressing Requested withdraws it', async () => {
    let current = status();
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/ap-2': { body: other },
      'GET /api/following/status': () => ({ body: current }),
      'POST /api/following/request': () => {
        current = status({ isRequested: true });
        return { body: { msg: 'Follow request sent' } };
      },
      'DELETE /api/following': () => {
        current = status();
        return { body: { msg: 'Follow request withdrawn' } };
      },
    });
    const { user } = renderApp('/profile/ap-2');
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      profileId: 'ap-2',
      profileType: 'athlete',
    });
    await user.click(screen.getByRole('button', { name: 'Requested' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('unfollows someone followed, and shows a refusal as a danger alert', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/ap-2': { body: other },
      'GET /api/following/status': { body: status({ isFollowing: true }) },
      'DELETE /api/following': {
        status: 409,
        body: { errors: [{ msg: 'profileId: You do not follow them' }] },
      },
    });
    const { user } = renderApp('/profile/ap-2');
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));
    const alert = await screen.findByText('profileId: You do not follow them');
    expect(alert.closest('[data-alert]')).toHaveAttribute('data-alert', 'danger');
  });

  it('shows no button when the status cannot be read (no profile of your own yet)', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/ap-2': { body: other },
      'GET /api/following/status': { status: 409, body: { errors: [{ msg: 'Create your profile first' }] } },
    });
    renderApp('/profile/ap-2');
    await screen.findByRole('heading', { name: other.user.name });
    await waitFor(() => expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument());
  });
});

describe('followers and following on one’s own profile', () => {
  it('lists followers, then whom one follows, with links to their profiles, and says when there are none', async () => {
    const mine = buildDashProfile({ _id: 'ap-1', isOwner: true, tourSeen: true });
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/me': { body: mine },
      'POST /api/athleteProfile/athData': { body: {} },
      'GET /api/following/followers': {
        body: {
          profiles: [{ profileId: 'ap-2', profileType: 'athlete', name: 'Sam Reyes', photo: null }],
          nextCursor: null,
        },
      },
      'GET /api/following/following': { body: { profiles: [], nextCursor: null } },
    });
    const { user } = renderApp('/AthleteProfile');
    const section = await screen.findByRole('region', { name: 'Connections' });
    expect(await within(section).findByRole('link', { name: 'Sam Reyes' })).toHaveAttribute(
      'href',
      '/profile/ap-2',
    );
    await user.click(within(section).getByRole('button', { name: 'Following' }));
    expect(await within(section).findByText('You do not follow anyone yet.')).toBeInTheDocument();
  });
});
