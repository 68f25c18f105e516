// The coach's watchlist (issue 10): cards with latest results, best rank and change since saved; tag filter in the
// URL; an entry's note and tags edited and the athlete removed; the profile's Add to watchlist button.
import { STORAGE_KEYS } from '@podium/core';
import type { WatchlistEntry } from '@podium/core/api/watchlist';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { buildDashProfile } from '../../test/athlete-fixtures.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { excerpt, rankChange } from './watchlist-view.ts';

configure({ asyncUtilTimeout: 5000 });

function signedInCoach() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return buildUser({ _id: 'c-1', userType: 2, activeProfile: 'coach', name: 'Cora Coach' });
}

const rank = (value: number) => ({ scope: 'sport' as const, rank: value, total: 40, testKey: 'dash40' });

function buildEntry(overrides: Partial<WatchlistEntry> = {}): WatchlistEntry {
  return {
    athlete: {
      profileId: 'ap-2',
      profileType: 'athlete',
      name: 'Dara Swift',
      photo: null,
      sport: 'Football (soccer)',
    },
    note: 'Quick off the mark',
    tags: ['sprinters'],
    savedAt: '2026-09-01T10:00:00.000Z',
    bestRank: rank(2),
    bestRankAtSave: rank(5),
    tests: [
      {
        testKey: 'dash40',
        latest: {
          score: '4.70',
          unit: 'sec',
          mfScore: 4.7,
          mfUnit: 'sec',
          recordedAt: '2026-10-01T10:00:00.000Z',
        },
        atSave: { score: '4.90', unit: 'sec', mfScore: 4.9, mfUnit: 'sec' },
        rank: rank(2),
        rankAtSave: rank(5),
      },
    ],
    ...overrides,
  };
}

const coachCalls = () => ({ 'GET /api/auth': { body: signedInCoach() } });

describe('watchlist screen', () => {
  it('shows each saved athlete with best rank, latest result and the change since saved', async () => {
    stubApi({
      ...coachCalls(),
      'GET /api/watchlist': { body: { entries: [buildEntry()], tags: ['sprinters'] } },
    });
    renderApp('/CoachProfile/watchlist');
    const card = (await screen.findByRole('link', { name: 'Dara Swift' })).closest('article');
    if (!card) throw new Error('card expected');
    expect(within(card).getByText('2nd of 40 in their sport, 40 Yard Dash')).toBeInTheDocument();
    // Faster by 0.2 sec: green, said in words; the rank moved up three places.
    expect(within(card).getByText('Improved by 0.2 sec')).toBeInTheDocument();
    expect(within(card).getByText('Improved by 3 places')).toBeInTheDocument();
    expect(within(card).getByText('4.70 sec')).toBeInTheDocument();
    expect(within(card).getByText('Quick off the mark')).toBeInTheDocument();
    expect(within(card).getByText('sprinters')).toBeInTheDocument();
  });

  it('filters by tag through the URL', async () => {
    const calls = stubApi({
      ...coachCalls(),
      'GET /api/watchlist': { body: { entries: [buildEntry()], tags: ['keepers', 'sprinters'] } },
    });
    const { user, router } = renderApp('/CoachProfile/watchlist');
    await user.click(await screen.findByRole('button', { name: 'keepers' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tag=keepers'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/watchlist')).toBe(true));
    expect(screen.getByRole('button', { name: 'keepers' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when empty', async () => {
    stubApi({ ...coachCalls(), 'GET /api/watchlist': { body: { entries: [], tags: [] } } });
    renderApp('/CoachProfile/watchlist');
    expect(await screen.findByText('No athletes on your watchlist yet')).toBeInTheDocument();
  });

  it('says why a refused list is refused, with a way home and no Try again', async () => {
    stubApi({
      ...coachCalls(),
      'GET /api/watchlist': { status: 403, body: { errors: [{ msg: 'Only coaches keep a watchlist' }] } },
    });
    renderApp('/CoachProfile/watchlist');
    expect(await screen.findByText('Your watchlist could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Only coaches keep a watchlist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toBeInTheDocument();
  });

  it('shows a list that failed to load with a way to try again', async () => {
    let fails = true;
    stubApi({
      ...coachCalls(),
      'GET /api/watchlist': () => (fails ? { status: 500, body: {} } : { body: { entries: [], tags: [] } }),
    });
    const { user } = renderApp('/CoachProfile/watchlist');
    expect(await screen.findByText('Your watchlist could not be loaded')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No athletes on your watchlist yet')).toBeInTheDocument();
  });
});

describe('a watchlist entry', () => {
  it('saves the note and tags, and removes the athlete', async () => {
    const calls = stubApi({
      ...coachCalls(),
      'GET /api/watchlist/ap-2': { body: { ...buildEntry(), resultsSinceSaved: [] } },
      'PUT /api/watchlist/ap-2': { body: { msg: 'Watchlist updated', entry: buildEntry() } },
      'DELETE /api/watchlist/ap-2': { body: { msg: 'Removed from watchlist' } },
      'GET /api/watchlist': { body: { entries: [], tags: [] } },
    });
    const { user, router } = renderApp('/CoachProfile/watchlist/profile/ap-2');
    const tags = await screen.findByLabelText('Tags');
    await user.clear(tags);
    await user.type(tags, 'u18, sprinters, u18');
    await user.click(screen.getByRole('button', { name: 'Save note and tags' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        note: 'Quick off the mark',
        tags: ['u18', 'sprinters'],
      }),
    );
    expect(await screen.findByText('Watchlist updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove from watchlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CoachProfile/watchlist'));
  });

  it('says a test with too few athletes is not ranked, and shows times as m:ss (issue 22)', async () => {
    const row = {
      testKey: 'row2000',
      latest: {
        score: '7.16',
        unit: 'min/sec',
        mfScore: 436,
        mfUnit: 'sec',
        recordedAt: '2026-10-01T10:00:00.000Z',
      },
      atSave: { score: '7:30', unit: 'min/sec', mfScore: 450, mfUnit: 'sec' },
      rank: null,
      rankAtSave: null,
    };
    const entry = buildEntry();
    stubApi({
      ...coachCalls(),
      'GET /api/watchlist/ap-2': {
        body: { ...entry, tests: [row, ...entry.tests], resultsSinceSaved: [] },
      },
    });
    renderApp('/CoachProfile/watchlist/profile/ap-2');
    const rowItem = (await screen.findByRole('heading', { name: '2000 m Row' })).closest('li');
    if (!rowItem) throw new Error('no 2000 m Row row');
    expect(within(rowItem).getByText(/^7:16/)).toBeInTheDocument();
    expect(within(rowItem).getByText('7:30')).toBeInTheDocument();
    expect(within(rowItem).getByText('Not ranked yet')).toBeInTheDocument();
    expect(within(rowItem).queryByText(/—/)).not.toBeInTheDocument();
    const dash = screen.getByRole('heading', { name: '40 Yard Dash' }).closest('li');
    expect(dash).toHaveTextContent('5th of 40 → 2nd of 40');
  });

  it('after removing, Back shows the athlete is not on the list, never the old note form', async () => {
    let isSaved = true;
    const calls = stubApi({
      ...coachCalls(),
      'GET /api/watchlist/ap-2': () =>
        isSaved
          ? { body: { ...buildEntry(), resultsSinceSaved: [] } }
          : {
              status: 404,
              body: { errors: [{ msg: 'athleteProfileId: This athlete is not on your watchlist' }] },
            },
      'DELETE /api/watchlist/ap-2': () => {
        isSaved = false;
        return { body: { msg: 'Removed from watchlist' } };
      },
      'GET /api/watchlist': { body: { entries: [], tags: [] } },
    });
    const { user, router } = renderApp('/CoachProfile/watchlist/profile/ap-2');
    await user.click(await screen.findByRole('button', { name: 'Remove from watchlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CoachProfile/watchlist'));
    expect(await screen.findByText('No athletes on your watchlist yet')).toBeInTheDocument();
    // The browser's Back: react-router's navigate takes a history delta (renderApp types it for paths only).
    await act(() => router.navigate(-1 as unknown as string));
    expect(router.state.location.pathname).toBe('/CoachProfile/watchlist/profile/ap-2');
    // Not even for a moment: a stale form would save the note and so add the athlete again (PUT saves or adds).
    expect(screen.queryByRole('button', { name: 'Save note and tags' })).not.toBeInTheDocument();
    expect(await screen.findByText('Not on your watchlist')).toBeInTheDocument();
    expect(screen.queryByText('Dara Swift')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Note and tags' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says when the athlete is not on the list', async () => {
    stubApi({
      ...coachCalls(),
      'GET /api/watchlist/ap-9': {
        status: 404,
        body: { errors: [{ msg: 'athleteProfileId: This athlete is not on your watchlist' }] },
      },
    });
    renderApp('/CoachProfile/watchlist/profile/ap-9');
    expect(await screen.findByText('Not on your watchlist')).toBeInTheDocument();
  });
});

describe('Add to watchlist on an athlete’s profile', () => {
  it('adds the athlete for a coach, then reads On your watchlist', async () => {
    let isSaved = false;
    const calls = stubApi({
      ...coachCalls(),
      'GET /api/athleteProfile/ap-2': { body: buildDashProfile({ _id: 'ap-2', isOwner: false }) },
      'GET /api/watchlist/status/ap-2': () => ({ body: { isSaved } }),
      'PUT /api/watchlist/ap-2': () => {
        isSaved = true;
        return { body: { msg: 'Added to watchlist', entry: buildEntry() } };
      },
    });
    const { user } = renderApp('/profile/ap-2');
    await user.click(await screen.findByRole('button', { name: 'Add to watchlist' }));
    expect(await screen.findByRole('link', { name: 'On your watchlist' })).toHaveAttribute(
      'href',
      '/CoachProfile/watchlist/profile/ap-2',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({});
  });
});

describe('watchlist view rules', () => {
  it('reads a smaller rank as better, and no move as no change', () => {
    expect(rankChange({ rank: 1 }, { rank: 3 })?.change).toMatchObject({
      isImprovement: true,
      colour: 'green',
    });
    expect(rankChange({ rank: 4 }, { rank: 3 })).toMatchObject({
      amount: '1 place',
      change: { colour: 'red' },
    });
    expect(rankChange({ rank: 3 }, { rank: 3 })).toBeNull();
    expect(rankChange(null, { rank: 3 })).toBeNull();
  });

  it('cuts a long note with an ellipsis', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('x'.repeat(200))).toHaveLength(141);
  });
});
