// The Leaderboard tab (issue 24): it opens on the test most members have results in (those tests offered first), or
// nothing until a test is chosen when none has any; then loading, error, empty and the ranked members
// (rank, best in the test's unit, verified marked, the change since a day) with the filters sent to the server, paged
// with Load more; admins download the CSV named after the group, with the session's header.
import type { LeaderboardEntry } from '@podium/core/api/group-requests';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, type StubRequest, stubApi } from '../../test/api-stub.ts';
import { buildGroupPage, signedInAthlete, signedInCoach } from '../../test/group-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { barShare } from './LeaderboardChart.tsx';

configure({ asyncUtilTimeout: 5000 });

const BOARD = 'GET /api/groups/g-1/leaderboard';
const TESTS = 'GET /api/groups/g-1/leaderboard/tests';
const TEST = { key: 'dash40', name: '40 Yard Dash', better: 'lower' as const };
const boardCalls = (calls: StubRequest[]) =>
  calls.filter((call) => call.path === '/api/groups/g-1/leaderboard');

function entry(rank: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    rank,
    profile: { profileId: `ap-${rank}`, profileType: 'athlete', name: `Runner ${rank}`, photo: null },
    score: String(4.4 + rank / 10),
    unitOfMeasurement: 'sec',
    mfScore: 4.4 + rank / 10,
    mfUnit: 'sec',
    verified: false,
    recordedAt: '2026-10-01T10:00:00.000Z',
    previous: null,
    change: null,
    ...overrides,
  };
}

function asCoach(board: StubReply, extra: Record<string, StubReply> = {}) {
  return stubApi({
    'GET /api/auth': { body: signedInCoach() },
    'GET /api/groups/g-1/coach': { body: buildGroupPage() },
    [BOARD]: board,
    [TESTS]: { body: { tests: [] } },
    ...extra,
  });
}

async function chooseDash(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(await screen.findByLabelText('Test'), 'dash40');
}

const optionTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => vi.restoreAllMocks());

describe('group leaderboard tab', () => {
  it('asks for a test first, then ranks members by their best with verified marked and the change since a day', async () => {
    const calls = asCoach(() => ({
      body: {
        test: TEST,
        entries: [
          entry(1, { verified: true, previous: 4.7, change: 0.2 }),
          entry(2, { previous: 4.5, change: -0.1 }),
        ],
        total: 2,
        nextCursor: null,
      },
    }));
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=leaderboard');
    expect(await screen.findByRole('heading', { name: 'Choose a test' })).toBeInTheDocument();
    expect(boardCalls(calls)).toHaveLength(0);
    await chooseDash(user);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Runner 1')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/4\.5 sec/)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/Verified/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByText(/Verified/)).toBeNull();
    expect(screen.getByRole('figure', { name: 'Top 2 scores in 40 Yard Dash' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Change since/), '2026-09-01');
    expect(await screen.findByText('Better by 0.2 sec')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Worse by 0.1 sec')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.type(screen.getByLabelText(/Age from/), '14');
    await user.click(screen.getByLabelText('Verified results only'));
    await waitFor(() => {
      const last = boardCalls(calls).at(-1)?.query;
      expect(Object.fromEntries(last ?? [])).toEqual({
        type: 'coach',
        test: 'dash40',
        since: '2026-09-01',
        gender: 'female',
        minAge: '14',
        verified: 'true',
      });
    });
  });

  it('opens on the test most members have results in, offered first with their counts, then the rest of the catalogue', async () => {
    const calls = asCoach(
      ({ query }) => ({
        body: {
          test:
            query.get('test') === 'verticalJump'
              ? { key: 'verticalJump', name: 'Vertical Jump', better: 'higher' }
              : TEST,
          entries: [entry(1)],
          total: 1,
          nextCursor: null,
        },
      }),
      {
        [TESTS]: {
          body: {
            tests: [
              { ...TEST, members: 3 },
              { key: 'verticalJump', name: 'Vertical Jump', better: 'higher', members: 1 },
            ],
          },
        },
      },
    );
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=leaderboard');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(boardCalls(calls)[0]?.query.get('test')).toBe('dash40');
    expect(calls.find((call) => call.path === '/api/groups/g-1/leaderboard/tests')?.query.get('type')).toBe(
      'coach',
    );
    const picker = screen.getByLabelText('Test');
    expect(picker).toHaveValue('dash40');
    const [first, ...rest] = within(picker).getAllByRole('group');
    expect(first).toHaveAttribute('label', 'Results in this group');
    expect(optionTexts(first as HTMLElement)).toEqual([
      '40 Yard Dash (3 members)',
      'Vertical Jump (1 member)',
    ]);
    // The rest of the ranked catalogue follows by category, without the two above again.
    const others = rest.flatMap((group) => optionTexts(group));
    expect(others.length).toBeGreaterThan(10);
    expect(others).not.toContain('40 Yard Dash');
    expect(others).not.toContain('Vertical Jump');
    await user.selectOptions(picker, 'verticalJump');
    await waitFor(() => expect(boardCalls(calls).at(-1)?.query.get('test')).toBe('verticalJump'));
  });

  it('asks for a test when no member has a result yet, and still offers the catalogue when the list fails', async () => {
    const calls = asCoach(
      { body: { test: TEST, entries: [], total: 0, nextCursor: null } },
      { [TESTS]: { status: 500, body: { errors: [{ msg: 'boom' }] } } },
    );
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=leaderboard');
    expect(await screen.findByRole('heading', { name: 'Choose a test' })).toBeInTheDocument();
    expect(boardCalls(calls)).toHaveLength(0);
    expect(
      within(screen.getByLabelText('Test')).queryByRole('group', { name: 'Results in this group' }),
    ).toBeNull();
    await chooseDash(user);
    expect(await screen.findByRole('heading', { name: 'No results yet' })).toBeInTheDocument();
  });

  it('pages on with Load more, ranks going on', async () => {
    const calls = asCoach(({ query }) => {
      const cursor = Number(query.get('cursor') ?? 0);
      return {
        body: {
          test: TEST,
          entries: Array.from({ length: 50 }, (_, index) => entry(cursor + index + 1)),
          total: 60,
          nextCursor: cursor === 0 ? 50 : null,
        },
      };
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=leaderboard');
    await chooseDash(user);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(101));
    expect(boardCalls(calls).at(-1)?.query.get('cursor')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nobody has a result, and when the board did not load, with Try again', async () => {
    let isDown = false;
    asCoach(() =>
      isDown
        ? { status: 500, body: { errors: [{ msg: 'boom' }] } }
        : { body: { test: TEST, entries: [], total: 0, nextCursor: null } },
    );
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=leaderboard');
    await chooseDash(user);
    expect(await screen.findByRole('heading', { name: 'No results yet' })).toBeInTheDocument();
    isDown = true;
    await user.click(screen.getByLabelText('Verified results only'));
    expect(await screen.findByRole('heading', { name: 'The leaderboard did not load' })).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No results yet' })).toBeInTheDocument();
  });

  it('downloads the CSV with the session header, named after the group; a refusal shows the server’s words', async () => {
    let isRefused = false;
    const calls = asCoach(
      { body: { test: TEST, entries: [], total: 0, nextCursor: null } },
      {
        'GET /api/groups/g-1/csv': () =>
          isRefused
            ? { status: 403, body: { errors: [{ msg: 'Only admins export the group' }] } }
            : { body: 'x' },
      },
    );
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=leaderboard');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['Harriers U18 results.csv']));
    const csv = calls.find((call) => call.path === '/api/groups/g-1/csv');
    expect(csv?.headers.get('x-auth-token')).toBe('tok');
    expect(csv?.query.get('type')).toBe('coach');
    isRefused = true;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Only admins export the group')).toBeInTheDocument();
  });

  it('gives a member the board but no CSV', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete('ap-2') },
      'GET /api/groups/g-1/athlete': {
        body: buildGroupPage({
          myProf: {
            profileId: 'ap-2',
            profileType: 'athlete',
            role: 'member',
            notifications: 'all',
            showContact: false,
          },
        }),
      },
    });
    renderApp('/groups/g-1?tab=leaderboard');
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('draws the best score longest, whichever way the test is better', () => {
    expect(barShare(4.5, 4.5, 'lower')).toBe(100);
    expect(barShare(9, 4.5, 'lower')).toBe(50);
    expect(barShare(50, 100, 'higher')).toBe(50);
  });
});
