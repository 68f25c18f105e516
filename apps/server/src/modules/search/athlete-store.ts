// SQL for the athlete search coaches use: filters by sport, place, age and gender, test thresholds on each
// athlete's standing result (rankings' ranking_standings: their best, out-of-bounds results left out), and rank.
import type { RankFilter } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import {
  afterSql,
  CONSENT_SQL,
  type Cursor,
  equalsSql,
  nameMatchSql,
  nameScoreSql,
  Params,
  personCitySql,
  visibleSql,
  yearsBefore,
} from './sql.ts';

/** A threshold on one test's merit (higher is better for every test, rankings 0003): `merit > m` or `merit < m`. */
export interface MeritBound {
  testKey: string;
  side: 'above' | 'below';
  merit: number;
}

export type AthleteOrder = { by: 'name'; name: string } | { by: 'test'; testKey: string } | { by: 'newest' };

export interface AthleteFilter {
  viewerId: string;
  today: Date;
  name?: string | undefined;
  sport?: { name: string; other: boolean } | undefined;
  position?: string | undefined;
  gender?: string | undefined;
  ageMin?: number | undefined;
  ageMax?: number | undefined;
  country?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  bounds: readonly MeritBound[];
  rank?: RankFilter | undefined;
  order: AthleteOrder;
  cursor?: Cursor | undefined;
  limit: number;
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
  key: number;
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
 * "Top p % for their age" (rankings' age pools): an athlete whose rank among athletes of their age in the test,
 * 1 + those strictly better (core rankWithTies), leaves fewer than p % of the pool ahead of them.
 */
function rankSql(params: Params, rank: RankFilter | undefined): string {
  if (!rank) return 'true';
  return `p.id in (
    select profile_id from (
      select profile_id, rank() over pool as place, count(*) over (partition by age) as total
        from (select profile_id, merit, ranking_age(birth_date, ranking_today()) as age
                from ranking_standings where test_key = ${params.add(rank.testKey)}) standing
      window pool as (partition by age order by merit desc)) ranked
     where (place - 1) * 100 < ${params.add(rank.percent)} * total)`;
}

function orderKey(params: Params, order: AthleteOrder, joins: string[]): string {
  if (order.by === 'name') return nameScoreSql('u.search_name', params.add(order.name));
  if (order.by === 'test') {
    joins.push(
      `join ranking_standings sorted on sorted.profile_id = p.id and sorted.test_key = ${params.add(order.testKey)}`,
    );
    return 'sorted.merit';
  }
  // Athletes with no result yet come last.
  return `coalesce((select extract(epoch from max(r.recorded_at)) from test_results r where r.profile_id = p.id), 0)::float8`;
}

/** A threshold passed by fewer athletes than this drives the search (see selectiveBound). */
export const SELECTIVE_BOUND_ROWS = 5000;

const meritSql = (alias: string, bound: MeritBound, params: Params) =>
  `${alias}.test_key = ${params.add(bound.testKey)} and ${alias}.merit ${bound.side === 'above' ? '>' : '<'} ${params.add(bound.merit)}::float8`;

/**
 * The threshold fewest athletes pass, when fewer than SELECTIVE_BOUND_ROWS do (each counted through the standings
 * index, stopping at the cap). PostgreSQL takes two thresholds as independent and, sorting by the first test, walks
 * its standings best first hoping to fill a page early; when few athletes pass both, it walks tens of thousands of
 * rows in vain (bench/search.ts: 115 ms at 1,000,000 athletes, 28 ms driven from the rarer threshold).
 */
async function selectiveBound(db: Queryable, bounds: readonly MeritBound[]): Promise<MeritBound | undefined> {
  if (bounds.length < 2) return undefined;
  const counted = await Promise.all(
    bounds.map(async (bound) => {
      const params = new Params();
      const where = meritSql('s', bound, params);
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from (select 1 from ranking_standings s where ${where} limit ${params.add(SELECTIVE_BOUND_ROWS)}) passing`,
        params.values,
      );
      return { bound, passing: row?.n ?? SELECTIVE_BOUND_ROWS };
    }),
  );
  const rarest = counted.reduce((best, next) => (next.passing < best.passing ? next : best));
  return rarest.passing < SELECTIVE_BOUND_ROWS ? rarest.bound : undefined;
}

/** One page of athletes matching every filter, in the order asked, visible to the viewer only. */
export async function findAthletes(db: Queryable, filter: AthleteFilter): Promise<AthleteRow[]> {
  const driver = await selectiveBound(db, filter.bounds);
  const params = new Params();
  // The rarer threshold's athletes first, fenced (materialized) so the planner starts from them.
  const driverSql = driver
    ? `with driver as materialized (select s.profile_id from ranking_standings s where ${meritSql('s', driver, params)})`
    : '';
  const joins: string[] = [];
  filter.bounds.forEach((bound, index) => {
    const alias = `t${index}`;
    joins.push(
      `join ranking_standings ${alias} on ${alias}.profile_id = p.id and ${meritSql(alias, bound, params)}`,
    );
  });
  const key = orderKey(params, filter.order, joins);
  const where = [
    filter.name ? nameMatchSql('u.search_name', params.add(filter.name)) : 'true',
    visibleSql(params, filter.viewerId, filter.today),
    sportSql(params, filter),
    equalsSql(params, 'u.gender', filter.gender),
    equalsSql(params, 'u.country', filter.country),
    equalsSql(params, 'u.state', filter.state),
    personCitySql(params, filter.city, filter.viewerId, filter.today),
    ...ageSql(params, filter),
    rankSql(params, filter.rank),
    afterSql(params, key, 'p.id', filter.cursor),
  ];
  const sql = `
    ${driverSql}
    select p.id as profile_id, u.id as user_id, u.name, u.birth_date::text as birth_date,
           ${CONSENT_SQL('u.id')} as has_consent, u.gender, main.sport, main.position,
           u.city, u.state, u.country, ${key} as key
      from ${driver ? 'driver d join athlete_profiles p on p.id = d.profile_id' : 'athlete_profiles p'}
      join users u on u.id = p.user_id
      ${joins.join('\n      ')}
      left join athlete_sports main on main.profile_id = p.id and main.main
     where ${where.join('\n       and ')}
     order by key desc, p.id desc
     limit ${params.add(filter.limit)}`;
  return db.query<AthleteRow>(sql, params.values);
}

export interface StandingRow {
  profile_id: string;
  test_key: string;
  score: string;
  unit: string;
  mf_score: number;
  mf_unit: string;
  recorded_at: Date;
}

/** Every standing (best result per test) of these athletes, newest result first. */
export function findStandings(db: Queryable, profileIds: readonly string[]): Promise<StandingRow[]> {
  if (profileIds.length === 0) return Promise.resolve([]);
  return db.query<StandingRow>(
    `select s.profile_id, s.test_key, s.score, s.unit, s.mf_score, s.mf_unit, r.recorded_at
       from ranking_standings s join test_results r on r.id = s.result_id
      where s.profile_id = any($1::uuid[])
      order by r.recorded_at desc, s.test_key`,
    [profileIds],
  );
}
