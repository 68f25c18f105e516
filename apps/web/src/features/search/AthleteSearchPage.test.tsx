// The athlete search screen (issue 10): filters from the URL, results with best numbers, empty and error states,
// "Load more" with the cursor, and the name box that asks nothing for an empty name (profiles spec 5).
import { sportQuestion } from '@podium/core/sports';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_ERROR } from '../../state/messages.ts';
import { stubApi } from '../../test/api-stub.ts';
import { signedInAthlete } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { activeFilters, EMPTY_FILTERS, filtersFromParams, paramsFromFilters } from './search-params.ts';

configure({ asyncUtilTimeout: 5000 });

const card = (index: number) => ({
  profileId: `ap-${index}`,
  userId: `u-${index}`,
  name: `Athlete Number ${index}`,
  photo: null,
  age: 17,
  gender: 'Female',
  sport: 'Basketball',
  position: 'Point guard',
  place: 'Cork, Ireland',
  graduationYear: 2027,
  best: [
    {
      testKey: 'dash40',
      testName: '40 Yard Dash',
      score: '4.5',
      unit: 'sec',
      mfScore: 4.5,
      mfUnit: 'sec',
      verifiedBy: { name: 'Vera Verifier', profileId: 'c-1' },
      verifiedAt: '2026-03-04T10:00:00.000Z',
    },
    {
      testKey: 'benchPress1',
      testName: 'Bench Press 1 RM',
      score: '100',
      unit: 'kg',
      mfScore: 100,
      mfUnit: 'kg',
      verifiedBy: null,
      verifiedAt: null,
    },
    {
      testKey: 'row2000',
      testName: '2000 m Row',
      score: '7.16',
      unit: 'min/sec',
      mfScore: 436,
      mfUnit: 'sec',
      verifiedBy: null,
      verifiedAt: null,
    },
  ],
});

describe('search params', () => {
  it('round-trips filters through the URL, leaving out what is not set', () => {
    const params = new URLSearchParams(
      'sport=Basketball&gradFrom=2026&gradTo=2027&tests=dash40:under:4.6:sec,verticalJump:over:31:in.&rank=benchPress1:10&sort=newest',
    );
    const filters = filtersFromParams(params);
    expect(filters.thresholds).toEqual([
      { testKey: 'dash40', op: 'under', score: '4.6', unit: 'sec' },
      { testKey: 'verticalJump', op: 'over', score: '31', unit: 'in.' },
    ]);
    expect(paramsFromFilters(filters).toString()).toBe(
      'sport=Basketball&gradFrom=2026&gradTo=2027&tests=dash40%3Aunder%3A4.6%3Asec%2CverticalJump%3Aover%3A31%3Ain.&rank=benchPress1%3A10&sort=newest',
    );
  });
  it('keeps a time written with colons whole, beside thresholds written before', () => {
    const params = new URLSearchParams('tests=row2000:under:7:30:min/sec,dash40:over:4.6:sec');
    const filters = filtersFromParams(params);
    expect(filters.thresholds).toEqual([
      { testKey: 'row2000', op: 'under', score: '7:30', unit: 'min/sec' },
      { testKey: 'dash40', op: 'over', score: '4.6', unit: 'sec' },
    ]);
    expect(paramsFromFilters(filters).get('tests')).toBe('row2000:under:7:30:min/sec,dash40:over:4.6:sec');
  });

  it('writes a score typed with a decimal comma with a point, so it is not taken for a second threshold', () => {
    const thresholds = [{ testKey: 'dash40', op: 'under' as const, score: ' 4,8 ', unit: 'sec' }];
    const params = paramsFromFilters({ ...EMPTY_FILTERS, thresholds });
    expect(params.get('tests')).toBe('dash40:under:4.8:sec');
    expect(filtersFromParams(params).thresholds).toEqual([{ ...thresholds[0], score: '4.8' }]);
  });
});

describe('active filters', () => {
  it('reads a sport by any of its names, and keeps one the catalogue lacks', () => {
    expect(filtersFromParams(new URLSearchParams('sport=soccer')).sport).toBe('Football (soccer)');
    expect(filtersFromParams(new URLSearchParams('sport=Underwater%20hockey')).sport).toBe(
      'Underwater hockey',
    );
    // A word naming several sports is kept as written: the page asks which.
    expect(filtersFromParams(new URLSearchParams('sport=hockey')).sport).toBe('hockey');
  });

  it('counts what is set: each field, each threshold, the rank and a sort other than relevance', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'name=%20&sport=Basketball&tests=dash40:under:4.6:sec,verticalJump:over:31:in.&rank=benchPress1:10',
      ),
    );
    expect(activeFilters(filters)).toBe(4);
    expect(activeFilters({ ...filters, sort: 'newest' })).toBe(5);
    expect(activeFilters(filtersFromParams(new URLSearchParams()))).toBe(0);
  });
});

describe('athlete search screen', () => {
  it('asks which sport a linked "football" means, and searches nothing until the coach picks', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': { body: { profiles: [card(1)], entries: [], nextCursor: null } },
    });
    const searches = () => calls.filter((call) => call.path === '/api/athleteProfile/search').length;
    const { user, router } = renderApp('/AthleteProfile/search?sport=Football');
    expect(await screen.findByRole('heading', { name: 'Which Football?' })).toBeInTheDocument();
    expect(screen.getByText(sportQuestion('Football'))).toBeInTheDocument();
    expect(searches()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'American football' }));
    expect(await screen.findByRole('link', { name: 'Athlete Number 1' })).toBeInTheDocument();
    expect(searches()).toBe(1);
    expect(router.state.location.search).toBe('?sport=American+football');
    expect(screen.getByLabelText(/^Sport/)).toHaveValue('American football');
  });

  it('shows each athlete with their best numbers, a coach-verified one marked with who and when, and loads more with the cursor', async () => {
    let pages = 0;
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': () => {
        pages += 1;
        return pages === 1
          ? { body: { profiles: [card(1)], entries: [], nextCursor: 'next' } }
          : { body: { profiles: [card(2)], entries: [], nextCursor: null } };
      },
    });
    const { user } = renderApp('/AthleteProfile/search?tests=dash40:under:4.6:sec');
    expect(await screen.findByRole('link', { name: 'Athlete Number 1' })).toHaveAttribute(
      'href',
      '/profile/ap-1',
    );
    const dash = screen.getByText('4.5 sec').closest('div');
    expect(dash).toHaveTextContent('Verified by Vera Verifier on 4 Mar 2026');
    expect(screen.getByText('100 kg').closest('div')).not.toHaveTextContent('Verified');
    // 7 min 16 s, as every time reads: never '7.16 min/sec', which reads as decimal minutes (issue 22).
    expect(screen.getByText('7:16').closest('div')).toHaveTextContent('2000 m Row');
    expect(screen.queryByText(/min\/sec/)).not.toBeInTheDocument();
    expect(
      screen.getByText('17 years old · Class of 2027 · Basketball · Point guard · Cork, Ireland'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Score')).toHaveValue('4.6');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Athlete Number 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('folds the filters behind a toggle once a search is made, open for a first search', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': { body: { profiles: [card(1)], entries: [], nextCursor: null } },
    });
    const { user } = renderApp('/AthleteProfile/search?sport=Basketball&tests=dash40:under:4.6:sec');
    // Two filters set: folded on a phone (search.css shows them on wider screens whatever the toggle says).
    const toggle = await screen.findByRole('button', { name: 'Filters (2 set)' });
    expect(screen.getByLabelText(/Sport/)).toHaveDisplayValue('Basketball');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so when nobody matches', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': { body: { profiles: [], entries: [], nextCursor: null } },
    });
    renderApp('/CoachProfile/search?sport=Basketball');
    expect(await screen.findByText('No athletes match')).toBeInTheDocument();
  });

  it('shows the loader while a changed search loads and its error when it fails, never the last search’s athletes', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    let calls = 0;
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': () => {
        calls += 1;
        if (calls === 1) return { body: { profiles: [card(1)], entries: [], nextCursor: null } };
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const { user } = renderApp('/CoachProfile/search?sport=Rowing');
    expect(await screen.findByRole('link', { name: 'Athlete Number 1' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Gender/), 'Female');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Athlete Number 1' })).not.toBeInTheDocument();
    answer({ status: 500, body: {} });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('We could not search');
    expect(panel).toHaveTextContent(SERVER_ERROR);
    expect(screen.queryByRole('link', { name: 'Athlete Number 1' })).not.toBeInTheDocument();
  });

  it('tries a failed search again from its error, showing the loader and then what it found', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    let calls = 0;
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': () => {
        calls += 1;
        if (calls === 1) return { body: { profiles: [card(1)], entries: [], nextCursor: null } };
        if (calls === 2) return { status: 500, body: {} };
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const { user } = renderApp('/CoachProfile/search?sport=Rowing');
    expect(await screen.findByRole('link', { name: 'Athlete Number 1' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Gender/), 'Male');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('We could not search')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Athlete Number 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    expect(screen.queryByText('We could not search')).not.toBeInTheDocument();
    answer({ body: { profiles: [card(3)], entries: [], nextCursor: null } });
    expect(await screen.findByRole('link', { name: 'Athlete Number 3' })).toBeInTheDocument();
  });

  it('says when Load more failed, keeps the athletes found, and tries again', async () => {
    let calls = 0;
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': () => {
        calls += 1;
        if (calls === 1) return { body: { profiles: [card(1)], entries: [], nextCursor: 'next' } };
        if (calls === 2) return { status: 500, body: {} };
        return { body: { profiles: [card(2)], entries: [], nextCursor: null } };
      },
    });
    const { user } = renderApp('/CoachProfile/search?sport=Rowing');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(`We could not load more athletes. ${SERVER_ERROR}`);
    expect(screen.getByRole('link', { name: 'Athlete Number 1' })).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Athlete Number 2' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error with the server’s message', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': { status: 400, body: { errors: [{ msg: 'tests: Unknown test' }] } },
    });
    renderApp('/AthleteProfile/search?tests=dash40:under:4.6:sec');
    expect(await screen.findByText('We could not search')).toBeInTheDocument();
    expect(screen.getByText(/Unknown test/)).toBeInTheDocument();
  });

  it('asks the server nothing for an empty name, and finds people as a name is typed', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': { body: { profiles: [], entries: [], nextCursor: null } },
      'GET /api/search/name': {
        body: {
          results: [
            {
              profileId: 'ap-9',
              profileType: 'athlete',
              name: 'José Ramírez',
              photo: null,
              sport: null,
              place: null,
              score: 1,
            },
          ],
        },
      },
    });
    const { user } = renderApp('/AthleteProfile/search');
    const box = await screen.findByRole('searchbox', { name: 'Find someone by name' });
    await user.type(box, '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.some((call) => call.path === '/api/search/name')).toBe(false);
    await user.type(box, 'jose');
    expect(await screen.findByRole('link', { name: 'José Ramírez' })).toHaveAttribute(
      'href',
      '/profile/ap-9',
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/api/search/name')).toBe(true));
  });
  it('asks for more letters when nobody is found by a name too short to match the start of one', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': { body: { profiles: [], entries: [], nextCursor: null } },
      'GET /api/search/name': { body: { results: [] } },
    });
    const { user } = renderApp('/AthleteProfile/search');
    const box = await screen.findByRole('searchbox', { name: 'Find someone by name' });
    await user.type(box, 'jo');
    expect(
      await screen.findByText(
        'Nobody found yet: names are matched from their first 3 letters, so keep typing.',
      ),
    ).toBeInTheDocument();
    await user.type(box, 'sephine');
    expect(await screen.findByText('Nobody found by that name.')).toBeInTheDocument();
  });

  it('says when it shows only the closest names, so more of the name may find someone else', async () => {
    const kelly = (index: number) => ({
      profileId: `ap-${index}`,
      profileType: 'athlete',
      name: `Kelly Number ${index}`,
      photo: null,
      sport: null,
      place: null,
      score: 1,
    });
    let shown = 10;
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/search': { body: { profiles: [], entries: [], nextCursor: null } },
      'GET /api/search/name': () => ({
        body: { results: Array.from({ length: shown }, (_, i) => kelly(i)) },
      }),
    });
    const { user } = renderApp('/AthleteProfile/search');
    const box = await screen.findByRole('searchbox', { name: 'Find someone by name' });
    await user.type(box, 'kelly');
    expect(
      await screen.findByText('The 10 closest names. Type more of the name to find someone else.'),
    ).toBeInTheDocument();
    shown = 3;
    await user.type(box, ' n');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Kelly Number/ })).toHaveLength(3));
    expect(screen.queryByText(/closest names/)).not.toBeInTheDocument();
  });
});
