// SQL for the athlete search coaches use: filters by sport, place, age and gender, test thresholds on each
// athlete's standing result (rankings' ranking_standings: their best, out-of-bounds results left out), and rank.
import type { Queryable } from '../../db/connection.ts';
import { type MeritBound, passing } from './passing.ts';
import { nameWordsSql, type TypedWord } from './person-names.ts';
import { type KeptPassers, rankPassers } from './rank-passers.ts';
import {
  afterSql,
  type Cursor,
  consentColumnSql,
  equalsSql,
  hidden,
  ISO_TIME,
  Params,
  personCitySql,
  searchStatement,
  VERIFIER_SQL,
  visibleSql,
  yearsBefore,
} from './sql.ts';
import type { StandingsIndex } from './standings-index.ts';

export type AthleteOrder =
  | { by: 'name'; typed: readonly TypedWord[] }
  | { by: 'test'; testKey: string }
  | { by: 'newest' };

export interface AthleteFilter {
  viewerId: string;
  today: Date;
  /** A name's typed words and what each may mean (person-names.ts); an athlete must match them all. */
  typed?: readonly TypedWord[] | undefined;
  sport?: { name: string; other: boolean } | undefined;
  position?: string | undefined;
  gender?: string | undefined;
  ageMin?: number | undefined;
  ageMax?: number | undefined;
  /** Graduation years, inclusive ("class of 2026 to 2027"). */
  gradFrom?: number | undefined;
  gradTo?: number | undefined;
  country?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  bounds: readonly MeritBound[];
  rank?: RankCutoffs | undefined;
  /** Only athletes with a current result entered at an event (modules/events; its partial index by profile). */
  verifiedAtEvent?: boolean | undefined;
  order: AthleteOrder;
  cursor?: Cursor | undefined;
  limit: number;
  /** Only these athletes (athlete_profiles.seq): the ones the standings index found passing the thresholds. */
  among?: readonly number[] | undefined;
}

/** "Top p % in a test for their age" as rankings' ageCutoffs gives it: the lowest merit in it, indexed by age. */
export interface RankCutoffs {
  testKey: string;
  cutoffs: readonly (number | null)[];
  /** Where a process keeps ranks' passers for the newest-first order (rank-passers.ts); read per search without. */
  passers?: KeptPassers | undefined;
}

export interface AthleteRow {
  profile_id: string;
  user_id: string;
  name: string;
  birth_date: string;
  has_consent: boolean;
  gender: string | null;
  sport: string | null;
  position: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  graduation_year: number | null;
  key: number;
  /** Every standing (best result per test) of the athlete, newest result first. */
  standings: StandingRow[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function sportSql(params: Params, filter: AthleteFilter): string {
  if (!filter.sport && !filter.position) return 'true';
  const conditions = ['s.profile_id = p.id'];
  if (filter.sport) {
    // A catalogue sport is stored by its one name (migration 0010); an other sport as typed, so case is ignored.
    const sport = params.add(filter.sport.name);
    conditions.push(filter.sport.other ? `lower(s.sport) = lower(${sport})` : `s.sport = ${sport}`);
  }
  if (filter.position) conditions.push(`s.position ilike ${params.add(`%${escapeLike(filter.position)}%`)}`);
  return `exists (select 1 from athlete_sports s where ${conditions.join(' and ')})`;
}

function ageSql(params: Params, filter: AthleteFilter): string[] {
  const clauses: string[] = [];
  // ageMin years or more: born on or before the day ageMin years ago; at most ageMax: born after ageMax + 1 years ago.
  if (filter.ageMin !== undefined)
    clauses.push(`u.birth_date <= ${params.add(yearsBefore(filter.today, filter.ageMin))}::date`);
  if (filter.ageMax !== undefined)
    clauses.push(`u.birth_date > ${params.add(yearsBefore(filter.today, filter.ageMax + 1))}::date`);
  return clauses;
}

/**
 * A standing (`alias`) in the top p % of its age pool: its merit at least its kept age's cutoff. The pools are the
 * ages rankings keep on each standing, fresh for the day (rankings ageCutoffs, migration 0025); an age with no
 * cutoff (null) has no pool, so nobody of it passes.
 */
const cutoffSql = (alias: string, params: Params, rank: RankCutoffs) =>
  `${alias}.merit >= (${hidden(`${params.add(rank.cutoffs)}::float8[]`)})[${alias}.age + 1]`;

function graduationSql(params: Params, filter: AthleteFilter): string[] {
  const clauses: string[] = [];
  if (filter.gradFrom !== undefined) clauses.push(`p.graduation_year >= ${params.add(filter.gradFrom)}::int`);
  if (filter.gradTo !== undefined) clauses.push(`p.graduation_year <= ${params.add(filter.gradTo)}::int`);
  return clauses;
}

function orderKey(params: Params, order: AthleteOrder, joins: string[]): string {
  if (order.by === 'name') return nameWordsSql(params, order.typed).score;
  if (order.by === 'test') {
    joins.push(
      `join ranking_standings sorted on sorted.profile_id = p.id and sorted.test_key = ${hidden(`${params.add(order.testKey)}::text`)}`,
    );
    return 'sorted.merit';
  }
  // The newest result's time, kept with the profile (migration 0024); athletes with no result yet come last.
  return 'p.latest_result_key';
}

/** A threshold passed by at most this many athletes is checked against all of them at once (see boundSql). */
export const HASHED_BOUND_ROWS = 20_000;

/** The test and the merit are `hidden` (sql.ts): planning took three times as long as running the search. */
const meritSql = (alias: string, bound: MeritBound, params: Params) =>
  `${alias}.test_key = ${hidden(`${params.add(bound.testKey)}::text`)} and ${alias}.merit ${bound.side === 'above' ? '>' : '<'} ${hidden(`${params.add(bound.merit)}::float8`)}`;

/**
 * Everyone passing a threshold, as a set PostgreSQL reads once from the standings index and hashes. The bound is
 * closed on its far side by an infinity (`merit > m and merit < 'Infinity'`): with both ends hidden from the planner,
 * PostgreSQL estimates a range's share of the test's standings (half a percent) rather than an open bound's third.
 * The sets it is used for hold at most about 20,000 (HASHED_BOUND_ROWS); a third of the standings would be 175,000
 * at 1,000,000 athletes, and past the hash's memory as the table grows, when PostgreSQL would stop hashing the set
 * and scan it for every athlete walked. Read straight from the index, not through a set-returning function that
 * states its own estimate (migration 0023, dropped in 0027): that function's copy of every row cost as much again
 * as reading them (for "vertical over 76 cm", 8,600 athletes, 5.3 ms a search against 3.0 ms).
 */
function passersSql(params: Params, bound: MeritBound): string {
  const [near, far, end] = bound.side === 'above' ? ['>', '<', "'Infinity'"] : ['<', '>', "'-Infinity'"];
  return `select x.profile_id from ranking_standings x
           where x.test_key = ${hidden(`${params.add(bound.testKey)}::text`)}
             and x.merit ${near} ${hidden(`${params.add(bound.merit)}::float8`)} and x.merit ${far} ${hidden(`${end}::float8`)}`;
}

/**
 * One threshold as a condition on the athlete `id` (the sorted standings' profile id when sorting by a test, so the
 * condition is checked while walking them best first). A threshold few pass is one set of all who pass, read once
 * and hashed (passersSql; a subplan: `coalesce` keeps PostgreSQL from turning it into a join it would start from);
 * one most pass is each athlete's own standing, read by primary key. Joining on every threshold as PostgreSQL
 * prefers took 130 ms for "dash under 4.7 s, vertical over 76 cm" at 1,000,000 athletes: it walked 75,000 dash
 * standings, reading each one's vertical jump, to find 21 athletes; the hashed set takes 3 ms.
 */
function boundSql(params: Params, bound: MeritBound, hashed: boolean, id: string, joins: string[]): string {
  if (hashed) return `coalesce(${id} in (${passersSql(params, bound)}), false)`;
  const alias = `t${joins.length}`;
  joins.push(
    `join ranking_standings ${alias} on ${alias}.profile_id = ${id} and ${meritSql(alias, bound, params)}`,
  );
  return 'true';
}

/**
 * A threshold every athlete in the rank filter passes: just under its lowest cutoff (the slack keeps an athlete on
 * that cutoff in; the few more it lets in are dropped by the cutoff of their own age). Checked as one hashed set when
 * few pass it, like a threshold (boundSql): ordered by newest result, "top 1 % in vertical jump" otherwise read the
 * standing of each of the 2,900 athletes walked to fill a page at 1,000,000 athletes (the search 18 ms; 13 ms).
 */
function floorOf(rank: RankCutoffs): MeritBound | undefined {
  const cutoffs = rank.cutoffs.filter((cutoff): cutoff is number => cutoff !== null);
  if (cutoffs.length === 0) return undefined;
  const lowest = Math.min(...cutoffs);
  return { testKey: rank.testKey, side: 'above', merit: lowest - Math.max(Math.abs(lowest), 1) * 1e-9 };
}

/** The rank filter on the sorted standings when they are its test's, else on the athlete's own standing, joined. */
function rankSql(
  params: Params,
  rank: RankCutoffs | undefined,
  sortTest: string | undefined,
  id: string,
  joins: string[],
): string {
  if (!rank) return 'true';
  if (rank.testKey === sortTest) return cutoffSql('sorted', params, rank);
  joins.push(
    `join ranking_standings rk on rk.profile_id = ${id} and rk.test_key = ${hidden(`${params.add(rank.testKey)}::text`)} and ${cutoffSql('rk', params, rank)}`,
  );
  return 'true';
}

/**
 * Athletes newest result first, from the cursor on, who are among a rank's passers (`seqs`, PostgreSQL's text for an
 * integer array: rank-passers.ts), read from the newest-result index alone (migration 0042 gives it each athlete's
 * number): the thousands walked past are never read from the table. `offset 0` keeps the walk apart, so PostgreSQL
 * does not fold it into the page's joins and read each walked profile whole; the page keeps the walk's order.
 */
function newestWalkSql(params: Params, seqs: string, cursor: Cursor | undefined): string {
  return `(select w.id, w.latest_result_key as key from athlete_profiles w
            where coalesce(w.seq in (select unnest(${params.add(seqs)}::int[])), false)
              and ${afterSql(params, 'w.latest_result_key', 'w.id', cursor)}
            order by w.latest_result_key desc, w.id desc
           offset 0) walked`;
}

/**
 * One page of athletes matching every filter, in the order asked, visible to the viewer only: from the standings
 * kept in memory when given and they can answer (findWalked), else in SQL alone. `hashedBoundRows` moves the line
 * between boundSql's two ways of checking a threshold, `walkedCandidates` the point where a walk gives up to SQL
 * (tests check that every way finds the same).
 */
export async function findAthletes(
  db: Queryable,
  filter: AthleteFilter,
  options: {
    hashedBoundRows?: number;
    standings?: StandingsIndex | undefined;
    walkedCandidates?: number;
  } = {},
): Promise<AthleteRow[]> {
  const walked =
    options.standings &&
    (await findWalked(db, filter, options.standings, options.walkedCandidates ?? WALKED_CANDIDATES));
  return walked ?? findInSql(db, filter, options.hashedBoundRows);
}

/** A threshold's passers the standings index marks at most, per walk step (more cost more than SQL's look-ups). */
export const MARKED_PASSERS = 100_000;
/** Athletes found in memory the database checks at most before the search is left to SQL alone. */
export const WALKED_CANDIDATES = 5_000;

/**
 * A search sorted by one test with thresholds on others, from the standings kept in memory (standings-index.ts): the
 * athletes passing every threshold, best first, a batch at a time (a third more than the page, for the few the other
 * filters drop, such as minors without consent; then four times more each time) until the database, checking every
 * filter on them, fills the page. Undefined when the index cannot answer, or when the other filters keep so few that
 * the next batch would take the candidates past WALKED_CANDIDATES: SQL alone then does better.
 */
async function findWalked(
  db: Queryable,
  filter: AthleteFilter,
  standings: StandingsIndex,
  walkedCandidates: number,
): Promise<AthleteRow[] | undefined> {
  if (filter.order.by !== 'test' || filter.rank || filter.among) return undefined;
  const walk = standings.walk({
    sortTest: filter.order.testKey,
    bounds: filter.bounds,
    from: filter.cursor && { merit: filter.cursor.key, id: filter.cursor.id },
    maxPassers: MARKED_PASSERS,
  });
  if (!walk) return undefined;
  const rows: AthleteRow[] = [];
  let batch = Math.ceil((filter.limit * 4) / 3);
  let checked = 0;
  while (rows.length < filter.limit) {
    const among = walk.next(batch);
    if (!among) return undefined;
    if (among.length > 0)
      rows.push(...(await findInSql(db, { ...filter, among, limit: filter.limit - rows.length })));
    checked += among.length;
    if (walk.done) break;
    batch *= 4;
    if (checked + batch > walkedCandidates) return undefined;
  }
  return rows;
}

/**
 * The page in one statement. A threshold passed by at most `hashedBoundRows` athletes is checked against the set of
 * them all (boundSql), any other on each row's own standing, as every threshold is for the standings index's
 * candidates (`among`: few, each looked up by number).
 */
async function findInSql(
  db: Queryable,
  filter: AthleteFilter,
  hashedBoundRows = HASHED_BOUND_ROWS,
): Promise<AthleteRow[]> {
  const sortTest = filter.order.by === 'test' ? filter.order.testKey : undefined;
  const rankFloor = filter.rank && filter.rank.testKey !== sortTest ? floorOf(filter.rank) : undefined;
  // How many pass each threshold (and the rank's floor), counted only when a set of them all may be worth it.
  const passers = filter.among
    ? []
    : await passing(db, rankFloor ? [...filter.bounds, rankFloor] : filter.bounds);
  const hashed = (passed: number | undefined) => passed !== undefined && passed <= hashedBoundRows;
  const params = new Params();
  const joins: string[] = [];
  // Newest first with a rank few reach: the newest-result index alone is walked against the rank's passers.
  const passersWalk =
    filter.order.by === 'newest' && !filter.among && rankFloor && filter.rank && hashed(passers.at(-1))
      ? newestWalkSql(
          params,
          await rankPassers(db, filter.rank, rankFloor, filter.rank.passers),
          filter.cursor,
        )
      : undefined;
  const key = passersWalk ? 'walked.key' : orderKey(params, filter.order, joins);
  // Sorting by a test, its standings are walked best first and every other filter checked on the way.
  const id = sortTest ? 'sorted.profile_id' : 'p.id';
  const bounds = filter.bounds.map((bound, index) =>
    bound.testKey === sortTest
      ? meritSql('sorted', bound, params)
      : boundSql(params, bound, hashed(passers[index]), id, joins),
  );
  const where = [
    ...bounds,
    filter.typed ? nameWordsSql(params, filter.typed).matches : 'true',
    visibleSql(params, filter.viewerId, filter.today, { dayInText: true }),
    sportSql(params, filter),
    equalsSql(params, 'u.gender', filter.gender),
    equalsSql(params, 'u.country', filter.country),
    equalsSql(params, 'u.state', filter.state),
    personCitySql(params, filter.city, filter.viewerId, filter.today),
    ...ageSql(params, filter),
    ...graduationSql(params, filter),
    rankSql(params, filter.rank, sortTest, id, joins),
    filter.verifiedAtEvent
      ? 'exists (select 1 from event_results er where er.athlete_profile_id = p.id and er.superseded_by is null)'
      : 'true',
    // A rank few reach is first looked up in the set of all who pass its lowest cutoff (see floorOf).
    rankFloor && hashed(passers.at(-1)) && !passersWalk
      ? boundSql(params, rankFloor, true, id, joins)
      : 'true',
    passersWalk ? 'true' : afterSql(params, key, 'p.id', filter.cursor),
  ];
  // The athletes the standings index found, each looked up by number, every threshold checked on their own standings.
  const from = filter.among
    ? `unnest(${params.add(filter.among)}::int[]) as candidate (seq) join athlete_profiles p on p.seq = candidate.seq`
    : passersWalk
      ? `${passersWalk} join athlete_profiles p on p.id = walked.id`
      : 'athlete_profiles p';
  const tieBreak = passersWalk ? 'walked.id' : 'p.id';
  const sql = `
    select p.id as profile_id, u.id as user_id, u.name, u.birth_date::text as birth_date,
           ${consentColumnSql(filter.today)} as has_consent, u.gender, main.sport, main.position,
           u.city, u.state, u.country, p.graduation_year, ${key} as key,
           (select coalesce(json_agg(json_build_object('profile_id', s.profile_id, 'test_key', s.test_key,
                                       'score', s.score, 'unit', s.unit, 'mf_score', s.mf_score, 'mf_unit', s.mf_unit,
                                       'recorded_at', ${ISO_TIME('s.recorded_at')},
                                       'verified_at', ${ISO_TIME('s.verified_at')}, 'verified_by', ${VERIFIER_SQL('s')})
                                     order by s.recorded_at desc, s.test_key), '[]')
              from ranking_standings s
             where s.profile_id = p.id) as standings
      from ${from}
      join users u on u.id = p.user_id
      ${joins.join('\n      ')}
      left join athlete_sports main on main.profile_id = p.id and main.main
     where ${where.filter((clause) => clause !== 'true').join('\n       and ') || 'true'}
     order by key desc, ${tieBreak} desc
     limit ${Math.trunc(filter.limit)}`;
  return db.query<AthleteRow>(searchStatement(sql), params.values);
}

export interface StandingRow {
  profile_id: string;
  test_key: string;
  score: string;
  unit: string;
  mf_score: number;
  mf_unit: string;
  /** The result's time as the API writes it (ISO_TIME). */
  recorded_at: string;
  /** When a coach collaborator verified the result (ISO_TIME); null if not verified. */
  verified_at: string | null;
  /** That coach (their profile id is their user id); null if not verified, or their account is gone. */
  verified_by: { name: string; profileId: string } | null;
}
