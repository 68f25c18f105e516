// Search calls (profiles spec 7 "Search", issue 10): name search across profile kinds, coach, organisation and
// people search, and the athlete search coaches filter by sport, place, age, tests and rank.
import { z } from 'zod';
import { findTestByKey } from '../tests/catalogue.ts';
import { normaliseScore } from '../tests/units.ts';
import { VerificationFields } from './athletes.ts';
import { optional, ProfileKindSchema, text } from './common.ts';
import { sportName } from './sport-name.ts';

/** Most results one call returns: a page of a paged search, or the whole answer of the name search. */
export const SEARCH_PAGE_SIZE = 20;
export const NAME_SEARCH_LIMIT = 10;
/** A typed word finds the words it starts from this many letters ("jos" → "josé"); shorter, only words one edit away. */
export const NAME_PREFIX_LETTERS = 3;
/** How many test thresholds one athlete search combines (all must hold). */
export const MAX_TEST_THRESHOLDS = 3;

const SearchTextSchema = (label: string) =>
  text(label, { max: 100 }).describe(`${label}; typo-tolerant, accents ignored`);

/** Where the last page ended, as the reply's nextCursor gave it (opaque). */
export const SearchCursorSchema = text('cursor', { max: 120 })
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be the nextCursor of an earlier page')
  .describe('The nextCursor of the previous page; left out for the first page');

const PlaceFields = {
  country: optional(text('country', { max: 80 })).describe('Exact, case ignored'),
  state: optional(text('state', { max: 80 })).describe('Exact, case ignored'),
  city: optional(text('city', { max: 80 })).describe('Exact, case ignored'),
};

/** A profile kind list, comma joined as the spec sends it ("athlete,coach,org"). */
const TypesSchema = text('types', { max: 40 })
  .transform((value, ctx) => {
    const kinds = value === '' ? [] : value.split(',').map((kind) => kind.trim());
    const parsed = z.array(ProfileKindSchema).safeParse(kinds);
    if (!parsed.success || kinds.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Must be athlete, coach or org, comma joined' });
      return z.NEVER;
    }
    return [...new Set(parsed.data)];
  })
  .describe('Profile kinds to search, comma joined: athlete, coach, org');

export const NameSearchQuerySchema = z.object({
  name: SearchTextSchema('name'),
  types: optional(TypesSchema).describe('Profile kinds to search, comma joined; all when left out'),
});
export type NameSearchQuery = z.infer<typeof NameSearchQuerySchema>;

/** One profile found by name: who it is, and a line that tells two people of one name apart. */
export const SearchCardSchema = z.object({
  profileId: z.string(),
  profileType: ProfileKindSchema,
  name: z.string(),
  photo: z.string().nullable(),
  sport: z.string().nullable().describe('An athlete’s main sport'),
  place: z.string().nullable().describe('City, state, country as far as known'),
  score: z.number().describe('How closely the name matched, 0 to 1 (1 when no name was asked)'),
});
export type SearchCard = z.infer<typeof SearchCardSchema>;

export const NameSearchResultSchema = z.object({
  results: z.array(SearchCardSchema).describe(`Best match first, at most ${NAME_SEARCH_LIMIT}`),
});
export type NameSearchResult = z.infer<typeof NameSearchResultSchema>;

export const PeopleSearchQuerySchema = z.object({
  name: optional(SearchTextSchema('name')),
  ...PlaceFields,
  cursor: optional(SearchCursorSchema),
});
export type PeopleSearchQuery = z.infer<typeof PeopleSearchQuerySchema>;

export const UserSearchQuerySchema = PeopleSearchQuerySchema.extend({
  userType: optional(z.enum(['athlete', 'coach'])).describe(
    'Only athletes or only coaches; both when left out',
  ),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuerySchema>;

export const SearchPageSchema = z.object({
  results: z
    .array(SearchCardSchema)
    .describe(`Best match first (by name when one was asked), at most ${SEARCH_PAGE_SIZE}`),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
});
export type SearchPage = z.infer<typeof SearchPageSchema>;

/** "40 yard dash under 4.6 s": a test, which side of a score, in any unit the test is recorded in. */
export interface TestThreshold {
  testKey: string;
  op: 'under' | 'over';
  score: string;
  unit: string;
  /** The score in the test's normalised unit (core units), what standings are compared in. */
  mfScore: number;
}

/**
 * One threshold as written in `tests`: `testKey:under|over:score:unit`, e.g. `dash40:under:4.6:sec` or
 * `row2000:under:7:30:min/sec`; several comma joined.
 */
function parseThreshold(part: string): TestThreshold | string {
  // The score is all between the side and the unit, so a time keeps its colons (`7:30` in min/sec, spec 9). The web
  // reads its URL the same way (search-params.ts).
  const [testKey = '', op = '', ...rest] = part.split(':');
  const unit = rest.pop() ?? '';
  const score = rest.join(':');
  const test = findTestByKey(testKey);
  if (!test) return `Unknown test '${testKey}'`;
  if (!score || (op !== 'under' && op !== 'over')) {
    return `Write each as test:under|over:score:unit, e.g. dash40:under:4.6:sec`;
  }
  const normal = normaliseScore(score, unit, test.key);
  if (!normal.ok) return `${test.name}: ${normal.msg}`;
  return { testKey: test.key, op, score, unit, mfScore: normal.value.mfScore };
}

const ThresholdsSchema = text('tests', { max: 300 })
  .transform((value, ctx) => {
    const parts = value === '' ? [] : value.split(',');
    if (parts.length > MAX_TEST_THRESHOLDS) {
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_TEST_THRESHOLDS} test thresholds` });
      return z.NEVER;
    }
    const thresholds: TestThreshold[] = [];
    for (const part of parts) {
      const parsed = parseThreshold(part.trim());
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      thresholds.push(parsed);
    }
    return thresholds;
  })
  .describe('Test thresholds, all of which must hold: testKey:under|over:score:unit, comma joined');

/** "Top 10 % in bench press for their age": `testKey:percent`. */
export interface RankFilter {
  testKey: string;
  percent: number;
}

const RankSchema = text('rank', { max: 40 })
  .transform((value, ctx): RankFilter => {
    const [testKey = '', percentText = ''] = value.split(':');
    const percent = Number(percentText);
    if (!findTestByKey(testKey) || !/^\d{1,2}$/.test(percentText) || percent < 1) {
      ctx.addIssue({ code: 'custom', message: 'Write as testKey:percent (1 to 99), e.g. benchPress1:10' });
      return z.NEVER;
    }
    return { testKey, percent };
  })
  .describe('Only athletes in the top percent of their age in a test: testKey:percent, e.g. benchPress1:10');

/** The ages the athlete search filters by, in whole years. */
export const SEARCH_AGES = { min: 5, max: 100 } as const;

const AgeSchema = (label: string) =>
  optional(
    z.coerce
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(SEARCH_AGES.min)
      .max(SEARCH_AGES.max),
  ).describe(`${label}, in whole years`);

const ClassOfSchema = (label: string) =>
  optional(
    z.coerce
      .number({ error: `${label} must be a year` })
      .int(`${label} must be a year`)
      .min(1900, `${label} must be a year`)
      .max(2200, `${label} must be a year`),
  ).describe(`${label}: the athlete's graduation year ("class of"), inclusive`);

const SortSchema = text('sort', { max: 40 })
  .refine((value) => value === 'relevance' || value === 'newest' || isTestSort(value), {
    message: 'Must be relevance, newest or test:<testKey>',
  })
  .describe(
    'relevance (name match, else the first threshold’s test), newest (latest result), or test:<testKey>',
  );

function isTestSort(value: string): boolean {
  return value.startsWith('test:') && findTestByKey(value.slice(5)) !== undefined;
}

export const AthleteSearchQuerySchema = z
  .object({
    name: optional(SearchTextSchema('name')),
    sport: optional(sportName('sport', { max: 60 })).describe(
      'A catalogue sport the athlete plays (any of theirs); a word naming several sports is refused',
    ),
    position: optional(text('position', { max: 60 })).describe('Contains, case ignored'),
    gender: optional(text('gender', { max: 40 })).describe('Exact, case ignored'),
    ageMin: AgeSchema('ageMin'),
    ageMax: AgeSchema('ageMax'),
    gradFrom: ClassOfSchema('gradFrom'),
    gradTo: ClassOfSchema('gradTo'),
    ...PlaceFields,
    tests: optional(ThresholdsSchema),
    rank: optional(RankSchema),
    verifiedAtEvent: optional(
      z
        .enum(['true', 'false'], { message: 'verifiedAtEvent: Must be true or false' })
        .transform((value) => value === 'true'),
    ).describe('true: only athletes with a result entered by staff at an event (issue 25)'),
    sort: optional(SortSchema),
    cursor: optional(SearchCursorSchema),
  })
  .refine(
    (query) => query.ageMin === undefined || query.ageMax === undefined || query.ageMin <= query.ageMax,
    {
      message: 'Must not be more than ageMax',
      path: ['ageMin'],
    },
  )
  .refine(
    (query) => query.gradFrom === undefined || query.gradTo === undefined || query.gradFrom <= query.gradTo,
    { message: 'Must not be after gradTo', path: ['gradFrom'] },
  );
export type AthleteSearchQuery = z.infer<typeof AthleteSearchQuerySchema>;

/** One of an athlete's best numbers: their standing result in a test (out-of-bounds results never count). */
export const BestResultSchema = z.object({
  testKey: z.string(),
  testName: z.string(),
  score: z.string(),
  unit: z.string(),
  mfScore: z.number(),
  mfUnit: z.string(),
  ...VerificationFields,
});
export type BestResult = z.infer<typeof BestResultSchema>;

export const AthleteCardSchema = z.object({
  profileId: z.string(),
  userId: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  age: z.number().int(),
  gender: z.string().nullable(),
  sport: z.string().nullable().describe('Main sport'),
  position: z.string().nullable().describe('Position in the main sport'),
  place: z.string().nullable(),
  graduationYear: z.number().int().nullable().describe('Class of, if the athlete gave it'),
  best: z
    .array(BestResultSchema)
    .describe('Best numbers: the tests searched or sorted by first, then the newest others; at most 4'),
});
export type AthleteCard = z.infer<typeof AthleteCardSchema>;

export const AthleteSearchEntrySchema = BestResultSchema.extend({
  profileId: z.string(),
  recordedAt: z.string().describe('ISO 8601'),
});
export type AthleteSearchEntry = z.infer<typeof AthleteSearchEntrySchema>;

export const AthleteSearchResultSchema = z.object({
  profiles: z.array(AthleteCardSchema).describe(`In the order asked for, at most ${SEARCH_PAGE_SIZE}`),
  entries: z
    .array(AthleteSearchEntrySchema)
    .describe(
      'For the profiles of this page, the results that met each test threshold (one per athlete and test)',
    ),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
});
export type AthleteSearchResult = z.infer<typeof AthleteSearchResultSchema>;
