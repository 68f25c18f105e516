// The athlete search's filters as the URL holds them (STYLE 10: filters live in the URL), and back.
import { findTestByKey } from '@podium/core';
import { isAmbiguous, resolveSport } from '@podium/core/sports';

export interface Threshold {
  testKey: string;
  op: 'under' | 'over';
  score: string;
  unit: string;
}

export interface AthleteFilters {
  name: string;
  sport: string;
  position: string;
  gender: string;
  ageMin: string;
  ageMax: string;
  gradFrom: string;
  gradTo: string;
  country: string;
  state: string;
  city: string;
  thresholds: Threshold[];
  rankTest: string;
  rankPercent: string;
  sort: string;
}

const TEXT_FIELDS = [
  'name',
  'sport',
  'position',
  'gender',
  'ageMin',
  'ageMax',
  'gradFrom',
  'gradTo',
  'country',
  'state',
  'city',
] as const;

export const EMPTY_FILTERS: AthleteFilters = {
  name: '',
  sport: '',
  position: '',
  gender: '',
  ageMin: '',
  ageMax: '',
  gradFrom: '',
  gradTo: '',
  country: '',
  state: '',
  city: '',
  thresholds: [],
  rankTest: '',
  rankPercent: '',
  sort: 'relevance',
};

/** How many filters are set (each threshold one, the rank one, a sort other than relevance one): the phone's toggle. */
export function activeFilters(filters: AthleteFilters): number {
  return (
    TEXT_FIELDS.filter((field) => filters[field].trim() !== '').length +
    filters.thresholds.length +
    (filters.rankTest ? 1 : 0) +
    (filters.sort !== EMPTY_FILTERS.sort ? 1 : 0)
  );
}

/** A score as typed, as the URL holds it: a decimal comma ("4,8", as much of Europe writes it) is a point. */
export function typedScore(score: string): string {
  return score.trim().replaceAll(',', '.');
}

// A threshold without a score, or a rank without its percent, searches nothing: the form leaves it out too, so what
// it shows is what is searched. The score is all between the side and the unit, so a time keeps its colons (7:30), as
// the server reads it (core api/search.ts).
function readThreshold(part: string): Threshold | undefined {
  const [testKey = '', op = '', ...rest] = part.split(':');
  const unit = rest.pop() ?? '';
  const score = rest.join(':');
  if (!findTestByKey(testKey) || !score.trim() || (op !== 'under' && op !== 'over')) return undefined;
  return { testKey, op, score, unit };
}

export function filtersFromParams(params: URLSearchParams): AthleteFilters {
  const filters: AthleteFilters = { ...EMPTY_FILTERS, thresholds: [] };
  for (const field of TEXT_FIELDS) filters[field] = params.get(field) ?? '';
  // A sport as a link may name it ("soccer"): the form shows the catalogue's name for it, as the server reads it. A
  // word naming several sports ("Football") stays as written: the page asks which (AthleteSearchPage).
  const sport = filters.sport.trim() ? resolveSport(filters.sport) : undefined;
  if (sport && !isAmbiguous(sport)) filters.sport = sport.sport;
  filters.thresholds = (params.get('tests') ?? '')
    .split(',')
    .map(readThreshold)
    .filter((threshold): threshold is Threshold => threshold !== undefined);
  const [rankTest = '', rankPercent = ''] = (params.get('rank') ?? '').split(':');
  if (rankTest && rankPercent.trim()) {
    filters.rankTest = rankTest;
    filters.rankPercent = rankPercent;
  }
  filters.sort = params.get('sort') ?? 'relevance';
  return filters;
}

/** Only what is set, in a stable order: the URL (and the cache key) stays short and the same for the same search. */
export function paramsFromFilters(filters: AthleteFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of TEXT_FIELDS) {
    const value = filters[field].trim();
    if (value) params.set(field, value);
  }
  const tests = filters.thresholds
    .filter((threshold) => threshold.testKey && threshold.score.trim())
    .map(({ testKey, op, score, unit }) => `${testKey}:${op}:${typedScore(score)}:${unit}`);
  if (tests.length > 0) params.set('tests', tests.join(','));
  if (filters.rankTest && filters.rankPercent.trim())
    params.set('rank', `${filters.rankTest}:${filters.rankPercent.trim()}`);
  if (filters.sort && filters.sort !== 'relevance') params.set('sort', filters.sort);
  return params;
}
