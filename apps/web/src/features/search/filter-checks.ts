// What the athlete search form refuses before it searches, said beside the field: a number that is not one, a
// threshold without a score or with one its unit cannot read, a rank filter with only one of its two halves. Each is
// checked by the server's own rule (core api/search.ts, STYLE 3); caught here, the coach is told which field to fix
// rather than shown a failed search.
import { normaliseScore } from '@podium/core';
import { AthleteSearchQuerySchema, SEARCH_AGES } from '@podium/core/api/search';
import { type AthleteFilters, typedScore } from './search-params.ts';

type CheckedField = 'sport' | 'ageMin' | 'ageMax' | 'gradFrom' | 'gradTo' | 'rankTest' | 'rankPercent';

export interface FilterErrors {
  fields: Partial<Record<CheckedField, string>>;
  /** Each threshold row's score message, by row. */
  thresholds: (string | undefined)[];
}

export const NO_FILTER_ERRORS: FilterErrors = { fields: {}, thresholds: [] };

const { shape } = AthleteSearchQuerySchema;

/** A from-to pair: each must be what the server takes, and from no more than to. */
function checkRange(
  fields: FilterErrors['fields'],
  filters: AthleteFilters,
  [from, to]: ['ageMin', 'ageMax'] | ['gradFrom', 'gradTo'],
  messages: { invalid: string; reversed: string },
) {
  const low = filters[from].trim();
  const high = filters[to].trim();
  const lowValue = low ? shape[from].safeParse(low) : undefined;
  const highValue = high ? shape[to].safeParse(high) : undefined;
  if (lowValue && !lowValue.success) fields[from] = messages.invalid;
  if (highValue && !highValue.success) fields[to] = messages.invalid;
  if ((lowValue?.data ?? -Infinity) > (highValue?.data ?? Infinity)) fields[from] = messages.reversed;
}

function checkRank(fields: FilterErrors['fields'], filters: AthleteFilters) {
  const percent = filters.rankPercent.trim();
  if (filters.rankTest && !percent) fields.rankPercent = 'Enter a percent from 1 to 99 for the rank filter';
  else if (percent && !filters.rankTest) fields.rankTest = 'Choose the test to rank by, or clear the percent';
  else if (percent && !shape.rank.safeParse(`${filters.rankTest}:${percent}`).success) {
    fields.rankPercent = 'Enter a percent from 1 to 99';
  }
}

function checkScore(threshold: AthleteFilters['thresholds'][number]): string | undefined {
  const score = typedScore(threshold.score);
  if (!score) return 'Enter a score, or remove this test';
  const normal = normaliseScore(score, threshold.unit, threshold.testKey);
  return normal.ok ? undefined : normal.msg;
}

/** What is wrong with each field, as the form shows it; none when the filters can be searched as they are. */
export function checkFilters(filters: AthleteFilters): FilterErrors {
  const fields: FilterErrors['fields'] = {};
  // A sport from a link that names several sports ("Football"): the server would refuse it, naming each.
  const sport = filters.sport.trim() ? shape.sport.safeParse(filters.sport) : undefined;
  if (sport && !sport.success) fields.sport = sport.error.issues[0]?.message;
  checkRange(fields, filters, ['ageMin', 'ageMax'], {
    invalid: `Enter an age in whole years, ${SEARCH_AGES.min} to ${SEARCH_AGES.max}`,
    reversed: 'Must not be more than Age to',
  });
  checkRange(fields, filters, ['gradFrom', 'gradTo'], {
    invalid: 'Enter a year, like 2027',
    reversed: 'Must not be after Class of, to',
  });
  checkRank(fields, filters);
  return { fields, thresholds: filters.thresholds.map(checkScore) };
}

export function hasFilterErrors(errors: FilterErrors): boolean {
  return Object.keys(errors.fields).length > 0 || errors.thresholds.some((message) => message !== undefined);
}
