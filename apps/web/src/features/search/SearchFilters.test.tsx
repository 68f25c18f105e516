// The athlete search form's own checks: a field it cannot search by says why beside it and nothing is asked of the
// server; times typed as m:ss and scores with a decimal comma are searched as typed, through the URL and back.
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { signedInAthlete } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { checkFilters, hasFilterErrors } from './filter-checks.ts';
import { EMPTY_FILTERS } from './search-params.ts';

configure({ asyncUtilTimeout: 5000 });

const NOBODY = { profiles: [], entries: [], nextCursor: null };

function stubSearch() {
  stubApi({
    'GET /api/auth': { body: signedInAthlete() },
    'GET /api/athleteProfile/search': { body: NOBODY },
  });
}

/** The query of every athlete search asked so far, oldest first. */
function searchesAsked(): URLSearchParams[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === '/api/athleteProfile/search')
    .map((url) => url.searchParams);
}

async function renderSearch(path = '/CoachProfile/search?sport=Rowing') {
  stubSearch();
  const view = renderApp(path);
  await screen.findByText('No athletes match');
  return view;
}

const thresholdRow = (index: number) => screen.getByRole('group', { name: `Test ${index}` });

describe('athlete search form', () => {
  it('says beside Age from that abc is not an age, and asks the server nothing until it is', async () => {
    const { user, router } = await renderSearch();
    const asked = searchesAsked().length;
    const ageFrom = screen.getByLabelText(/Age from/);
    await user.type(ageFrom, 'abc');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(ageFrom).toHaveAccessibleDescription('Enter an age in whole years, 5 to 100');
    expect(ageFrom).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?sport=Rowing');
    expect(searchesAsked()).toHaveLength(asked);
    await user.clear(ageFrom);
    await user.type(ageFrom, '16');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No athletes match')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sport=Rowing&ageMin=16');
    expect(screen.getByLabelText(/Age from/)).not.toHaveAttribute('aria-invalid');
  });

  it('searches a 2000 m Row time typed as m:ss, and shows it as typed after', async () => {
    const { user, router } = await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Add a test threshold' }));
    const row = thresholdRow(1);
    await user.selectOptions(within(row).getByLabelText('Test'), '2000 m Row');
    expect(within(row).getByLabelText('Unit')).toHaveDisplayValue('min/sec');
    await user.type(within(row).getByLabelText('Score'), '7:30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(searchesAsked().at(-1)?.get('tests')).toBe('row2000:under:7:30:min/sec'));
    expect(new URLSearchParams(router.state.location.search).get('tests')).toBe('row2000:under:7:30:min/sec');
    expect(within(thresholdRow(1)).getByLabelText('Score')).toHaveValue('7:30');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a decimal comma as a decimal point: 4,8 s in the 40 Yard Dash is 4.8', async () => {
    const { user } = await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Add a test threshold' }));
    await user.type(within(thresholdRow(1)).getByLabelText('Score'), '4,8');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(searchesAsked().at(-1)?.get('tests')).toBe('dash40:under:4.8:sec'));
    expect(within(thresholdRow(1)).getByLabelText('Score')).toHaveValue('4.8');
  });

  it('says what a time it cannot read should look like, beside its score', async () => {
    const { user } = await renderSearch();
    const asked = searchesAsked().length;
    await user.click(screen.getByRole('button', { name: 'Add a test threshold' }));
    const row = thresholdRow(1);
    await user.selectOptions(within(row).getByLabelText('Test'), '2000 m Row');
    await user.type(within(row).getByLabelText('Score'), '7:75');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(row).getByLabelText('Score')).toHaveAccessibleDescription('Seconds must be less than 60');
    expect(searchesAsked()).toHaveLength(asked);
  });

  it('flags a threshold without a score, and searches nothing until it has one or is removed', async () => {
    const { user, router } = await renderSearch();
    const asked = searchesAsked().length;
    await user.click(screen.getByRole('button', { name: 'Add a test threshold' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const score = within(thresholdRow(1)).getByLabelText('Score');
    expect(score).toHaveAccessibleDescription('Enter a score, or remove this test');
    expect(searchesAsked()).toHaveLength(asked);
    await user.click(within(thresholdRow(1)).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?sport=Rowing');
  });

  it('flags a rank filter with a test but no percent, or a percent but no test', async () => {
    const { user, router } = await renderSearch();
    const asked = searchesAsked().length;
    const rankTest = screen.getByLabelText(/Top percent in/);
    const percent = screen.getByLabelText(/Top % for their age/);
    await user.selectOptions(rankTest, '40 Yard Dash');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(percent).toHaveAccessibleDescription('Enter a percent from 1 to 99 for the rank filter');
    expect(rankTest).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(rankTest, 'No rank filter');
    await user.type(percent, '10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(rankTest).toHaveAccessibleDescription('Choose the test to rank by, or clear the percent');
    expect(percent).not.toHaveAttribute('aria-invalid');
    expect(searchesAsked()).toHaveLength(asked);
    await user.selectOptions(rankTest, '40 Yard Dash');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?sport=Rowing&rank=dash40%3A10');
  });
});

describe('filter checks', () => {
  const fieldsOf = (filters: Partial<typeof EMPTY_FILTERS>) =>
    checkFilters({ ...EMPTY_FILTERS, ...filters }).fields;

  it('takes what the server takes, and nothing set', () => {
    expect(hasFilterErrors(checkFilters(EMPTY_FILTERS))).toBe(false);
    const filters = {
      ...EMPTY_FILTERS,
      ageMin: ' 16 ',
      ageMax: '18',
      gradFrom: '2026',
      gradTo: '2026',
      rankTest: 'dash40',
      rankPercent: '5',
      thresholds: [{ testKey: 'dash40', op: 'under' as const, score: '4,8', unit: 'sec' }],
    };
    expect(hasFilterErrors(checkFilters(filters))).toBe(false);
  });

  it('refuses ages and years out of range or the wrong way round, and a percent outside 1 to 99', () => {
    expect(fieldsOf({ ageMin: '3', ageMax: '101' })).toEqual({
      ageMin: 'Enter an age in whole years, 5 to 100',
      ageMax: 'Enter an age in whole years, 5 to 100',
    });
    expect(fieldsOf({ ageMin: '18', ageMax: '16' })).toEqual({ ageMin: 'Must not be more than Age to' });
    expect(fieldsOf({ gradFrom: '27', gradTo: '2026' })).toEqual({ gradFrom: 'Enter a year, like 2027' });
    expect(fieldsOf({ gradFrom: '2028', gradTo: '2026' })).toEqual({
      gradFrom: 'Must not be after Class of, to',
    });
    expect(fieldsOf({ rankTest: 'dash40', rankPercent: '0' })).toEqual({
      rankPercent: 'Enter a percent from 1 to 99',
    });
  });
});
