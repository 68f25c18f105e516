// /timeline/{id} (issue 10): a profile's activity, newest first, "Load more" for older, empty and error states.
import type { TimelinePage } from '@podium/core/api/timeline';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { signedInAthlete } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const CURSOR = `1700000000000000_${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
const profile = { profileId: 'ap-2', profileType: 'athlete' as const, name: 'Tia Timeline', photo: null };

const first: TimelinePage = {
  profile,
  items: [
    {
      kind: 'endorsement',
      _id: 'e-1',
      at: '2026-10-03T10:00:00.000Z',
      body: 'Quick and coachable.',
      role: 'received',
      other: { profileId: 'c-1', profileType: 'coach', name: 'Cora Endorser', photo: null },
    },
    {
      kind: 'video',
      _id: 'v-1',
      at: '2026-10-02T10:00:00.000Z',
      vidUrl: 'https://v.example.com/a.mp4',
      title: 'Cup final',
    },
  ],
  nextCursor: CURSOR,
};
const second: TimelinePage = {
  profile,
  items: [
    {
      kind: 'result',
      _id: 'r-1',
      at: '2026-10-01T10:00:00.000Z',
      testKey: 'dash40',
      score: '4.90',
      unit: 'sec',
      isVerified: true,
    },
  ],
  nextCursor: null,
};

describe('timeline screen', () => {
  it('lists the activity and loads older items with Load more', async () => {
    let served = 0;
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/timeline/ap-2': () => {
        served += 1;
        return { body: served === 1 ? first : second };
      },
    });
    const { user } = renderApp('/timeline/ap-2');
    expect(await screen.findByRole('heading', { name: 'Tia Timeline' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cora Endorser' })).toHaveAttribute(
      'href',
      '/profile/c-1?profileType=coach',
    );
    expect(screen.getByText('Quick and coachable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cup final' })).toHaveAttribute(
      'href',
      'https://v.example.com/a.mp4',
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('40 Yard Dash')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });

  it('says when there is nothing yet', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/timeline/ap-2': { body: { profile, items: [], nextCursor: null } },
    });
    renderApp('/timeline/ap-2');
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('answers a hidden or unknown profile as not found, and other failures with Try again', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/timeline/ap-9': { status: 404, body: { errors: [{ msg: 'profileId: No such profile' }] } },
      'GET /api/timeline/ap-8': { status: 503, body: { errors: [{ msg: 'Down for a moment' }] } },
    });
    const { router } = renderApp('/timeline/ap-9');
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    await router.navigate('/timeline/ap-8');
    expect(await screen.findByText('This activity could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
