// Search rules (issue 10): who is searched, in which order, how pages join up, and that nobody hidden shows.
import { findTestByKey } from '@podium/core';
import {
  type AthleteSearchQuery,
  type AthleteSearchResult,
  NAME_SEARCH_LIMIT,
  type NameSearchQuery,
  type NameSearchResult,
  type PeopleSearchQuery,
  type ProfileKind,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  type TestThreshold,
  type UserSearchQuery,
} from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { badRequest } from '../../http/errors.ts';
import { catalogueSport } from '../../http/sports.ts';
import { ageCutoffs, type KeptCutoffs, type RankingDeps } from '../rankings/service.ts';
import { type AthleteOrder, findAthletes } from './athlete-store.ts';
import type { NameDictionary } from './name-dictionary.ts';
import type { MeritBound } from './passing.ts';
import { type TypedWord, typedWords } from './person-names.ts';
import { isShown, presentAthlete, presentCard, presentEntry } from './present.ts';
import type { KeptPassers } from './rank-passers.ts';
import { type Cursor, decodeCursor, encodeCursor } from './sql.ts';
import type { StandingsIndex } from './standings-index.ts';
import { byKey, findNamed, type NamedRow } from './store.ts';

export interface Viewer {
  id: string;
}

const ALL_KINDS: readonly ProfileKind[] = ['athlete', 'coach', 'org'];

function readCursor(text: string | undefined): Cursor | undefined {
  if (text === undefined) return undefined;
  const cursor = decodeCursor(text);
  if (!cursor) throw badRequest('cursor: Must be the nextCursor of an earlier page');
  return cursor;
}

/** A name's typed words, read once for every kind of person searched (organisations are matched whole). */
const typedFor = (
  db: Queryable,
  name: string | undefined,
  kinds: readonly ProfileKind[],
  names: NameDictionary | undefined,
) =>
  name && kinds.some((kind) => kind !== 'org') ? typedWords(db, name, names) : Promise.resolve(undefined);

/** Spec 5: an empty name finds nobody. Otherwise the best matches of every kind asked, best first. */
export async function searchNames(
  db: Queryable,
  viewer: Viewer,
  query: NameSearchQuery,
  names?: NameDictionary,
): Promise<NameSearchResult> {
  const name = query.name.trim();
  if (name === '') return { results: [] };
  const today = new Date();
  const kinds = query.types ?? ALL_KINDS;
  const typed = await typedFor(db, name, kinds, names);
  const found = await Promise.all(
    kinds.map((kind) =>
      findNamed(db, { kind, viewerId: viewer.id, today, name, typed, limit: NAME_SEARCH_LIMIT }),
    ),
  );
  const rows = found
    .flat()
    .filter((row) => isShown(row, viewer.id))
    .sort(byKey);
  return { results: rows.slice(0, NAME_SEARCH_LIMIT).map((row) => presentCard(row, true, viewer.id)) };
}

/**
 * A page over one or several kinds: each kind's next rows after the cursor, merged in the same (key, id) order,
 * so a page that mixes athletes and coaches pages on exactly.
 */
async function searchPage(
  db: Queryable,
  viewer: Viewer,
  kinds: readonly ProfileKind[],
  query: PeopleSearchQuery,
  names: NameDictionary | undefined,
): Promise<SearchPage> {
  const name = query.name?.trim() || undefined;
  const cursor = readCursor(query.cursor);
  const today = new Date();
  const typed = await typedFor(db, name, kinds, names);
  const found = await Promise.all(
    kinds.map((kind) =>
      findNamed(db, {
        kind,
        viewerId: viewer.id,
        today,
        name,
        typed,
        country: query.country,
        state: query.state,
        city: query.city,
        cursor,
        limit: SEARCH_PAGE_SIZE + 1,
      }),
    ),
  );
  const rows: NamedRow[] = found.flat().sort(byKey);
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = page.at(-1);
  return {
    results: page
      .filter((row) => isShown(row, viewer.id))
      .map((row) => presentCard(row, name !== undefined, viewer.id)),
    nextCursor:
      rows.length > SEARCH_PAGE_SIZE && last ? encodeCursor({ key: last.key, id: last.sort_id }) : null,
  };
}

export const searchCoaches = (
  db: Queryable,
  viewer: Viewer,
  query: PeopleSearchQuery,
  names?: NameDictionary,
) => searchPage(db, viewer, ['coach'], query, names);

export const searchOrganisations = (
  db: Queryable,
  viewer: Viewer,
  query: PeopleSearchQuery,
  names?: NameDictionary,
) => searchPage(db, viewer, ['org'], query, names);

export const searchUsers = (db: Queryable, viewer: Viewer, query: UserSearchQuery, names?: NameDictionary) =>
  searchPage(db, viewer, query.userType ? [query.userType] : ['athlete', 'coach'], query, names);

/** A threshold as a bound on merit, higher-is-better for every test (rankings 0003: merit = -score when lower wins). */
function meritBound(threshold: TestThreshold): MeritBound {
  const lowerWins = findTestByKey(threshold.testKey)?.better === 'lower';
  const merit = lowerWins ? -threshold.mfScore : threshold.mfScore;
  const wantsBetter = (threshold.op === 'over') !== lowerWins;
  return { testKey: threshold.testKey, side: wantsBetter ? 'above' : 'below', merit };
}

/** relevance: the name's match, else the first threshold's test (best first), else the rank's test, else newest. */
function orderOf(query: AthleteSearchQuery, typed: readonly TypedWord[] | undefined): AthleteOrder {
  const sort = query.sort ?? 'relevance';
  if (sort === 'newest') return { by: 'newest' };
  if (sort.startsWith('test:')) return { by: 'test', testKey: sort.slice(5) };
  if (typed) return { by: 'name', typed };
  const testKey = query.tests?.[0]?.testKey ?? query.rank?.testKey;
  return testKey ? { by: 'test', testKey } : { by: 'newest' };
}

/** What a process keeps in memory that a search may answer from (each is asked of the database when not given). */
export interface KeptForSearch {
  names?: NameDictionary | undefined;
  standings?: StandingsIndex | undefined;
  cutoffs?: KeptCutoffs | undefined;
  passers?: KeptPassers | undefined;
}

export async function searchAthletes(
  db: RankingDeps,
  viewer: Viewer,
  query: AthleteSearchQuery,
  kept: KeptForSearch = {},
): Promise<AthleteSearchResult> {
  const name = query.name?.trim() || undefined;
  const sport = query.sport?.trim() ? catalogueSport(query.sport, 'sport') : undefined;
  const thresholds = query.tests ?? [];
  const typed = name ? await typedWords(db, name, kept.names) : undefined;
  const order = orderOf(query, typed);
  const rank = query.rank && {
    testKey: query.rank.testKey,
    cutoffs: await ageCutoffs(db, query.rank.testKey, query.rank.percent, kept.cutoffs),
    passers: kept.passers,
  };
  const rows = await findAthletes(
    db,
    {
      viewerId: viewer.id,
      today: new Date(),
      typed,
      sport: sport && { name: sport.sport, other: sport.other },
      position: query.position?.trim() || undefined,
      gender: query.gender,
      ageMin: query.ageMin,
      ageMax: query.ageMax,
      gradFrom: query.gradFrom,
      gradTo: query.gradTo,
      country: query.country,
      state: query.state,
      city: query.city,
      bounds: thresholds.map(meritBound),
      rank,
      verifiedAtEvent: query.verifiedAtEvent,
      order,
      cursor: readCursor(query.cursor),
      limit: SEARCH_PAGE_SIZE + 1,
    },
    { standings: kept.standings },
  );
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = page.at(-1);
  const shown = page.filter((row) => isShown(row, viewer.id));
  const standings = shown.flatMap((row) => row.standings);
  const thresholdTests = [...new Set(thresholds.map((threshold) => threshold.testKey))];
  const focus = [
    ...thresholdTests,
    ...(order.by === 'test' ? [order.testKey] : []),
    ...(query.rank ? [query.rank.testKey] : []),
  ];
  return {
    profiles: shown.map((row) =>
      presentAthlete(
        row,
        standings.filter((standing) => standing.profile_id === row.profile_id),
        [...new Set(focus)],
        viewer.id,
      ),
    ),
    entries: standings.filter((standing) => thresholdTests.includes(standing.test_key)).map(presentEntry),
    nextCursor:
      rows.length > SEARCH_PAGE_SIZE && last ? encodeCursor({ key: last.key, id: last.profile_id }) : null,
  };
}
