// SQL for a group's leaderboard (migration 0045's index): each athlete member's best result of one test, ranked, with
// their best before a chosen day; only members the viewer may see (search's visibleSql, core isDiscoverable as SQL).
import type { ScoreDirection } from '@podium/core';
import type { Queryable } from '../../db/connection.ts';
import { consentColumnSql, Params, searchStatement, visibleSql, yearsBefore } from '../search/sql.ts';

export interface LeaderboardFilter {
  groupId: string;
  testKey: string;
  better: ScoreDirection;
  viewerId: string;
  today: Date;
  since: string | null;
  gender: string | null;
  minAge: number | null;
  maxAge: number | null;
  verifiedOnly: boolean;
  offset: number;
  limit: number;
}

export interface LeaderboardRow {
  profile_id: string;
  user_id: string;
  name: string;
  birth_date: string;
  public_link_enabled: boolean;
  has_consent: boolean;
  score: string;
  unit: string;
  mf_score: number;
  mf_unit: string | null;
  verified: boolean;
  recorded_at: Date;
  previous: number | null;
  rank: number;
  total: number;
}

/** The best first: the most for a higher-is-better test, the least (a time) for a lower-is-better one. */
const order = (better: ScoreDirection) => (better === 'higher' ? 'desc' : 'asc');

/**
 * The page of the leaderboard, each row with its rank among all rows the filters keep and how many they keep. Each
 * member's best is one set-based pass (the group's members joined to their results of the test, `distinct on` the
 * profile in the test's order), not a look-up per member: a third of the time at 1,000 members.
 */
export function readLeaderboard(db: Queryable, filter: LeaderboardFilter) {
  const params = new Params();
  const direction = order(filter.better);
  const group = params.add(filter.groupId);
  const test = params.add(filter.testKey);
  const verified = filter.verifiedOnly ? 'and r.verified_by is not null' : '';
  const best = (extra: string) => `
    select distinct on (r.profile_id) r.profile_id, r.score, r.unit, r.mf_score, r.mf_unit,
           r.verified_by is not null as verified, r.recorded_at
      from group_members m
      join test_results r on r.profile_id = m.member_profile_id and r.test_key = ${test}
       and r.mf_score is not null and r.out_of_bounds is null ${verified} ${extra}
     where m.group_id = ${group} and m.member_profile_type = 'athlete'
     order by r.profile_id, r.mf_score ${direction}, r.recorded_at, r.id`;
  const since = filter.since === null ? null : params.add(filter.since);
  // The day written into the text (as consentColumnSql does): one kept plan a shape a day (searchStatement).
  const where = [visibleSql(params, filter.viewerId, filter.today, { dayInText: true })];
  if (filter.gender !== null) where.push(`lower(u.gender) = lower(${params.add(filter.gender)})`);
  // minAge years or more: born on or before the day that many years ago; maxAge: born after maxAge + 1 years ago.
  if (filter.minAge !== null) {
    where.push(`u.birth_date <= ${params.add(yearsBefore(filter.today, filter.minAge))}::date`);
  }
  if (filter.maxAge !== null) {
    where.push(`u.birth_date > ${params.add(yearsBefore(filter.today, filter.maxAge + 1))}::date`);
  }
  const offset = params.add(filter.offset);
  const limit = params.add(filter.limit);
  const before =
    since === null
      ? ''
      : `left join (${best(`and r.recorded_at < ${since}::date`)}) p on p.profile_id = b.profile_id`;
  const text = `with ranked as (
       select ap.id as profile_id, u.id as user_id, u.name, u.birth_date, ap.public_link_enabled,
              ${consentColumnSql(filter.today)} as has_consent,
              b.score, b.unit, b.mf_score, b.mf_unit, b.verified, b.recorded_at,
              ${since === null ? 'null::float8' : 'p.mf_score'} as previous
         from (${best('')}) b
         join athlete_profiles ap on ap.id = b.profile_id
         join users u on u.id = ap.user_id
         ${before}
        where ${where.join(' and ')})
     select *, (rank() over (order by mf_score ${direction}))::int as rank, (count(*) over ())::int as total
       from ranked order by mf_score ${direction}, recorded_at, profile_id offset ${offset} limit ${limit}`;
  // Named: each connection plans a shape once (planning was a tenth of its time at 1,000 members).
  return db.query<LeaderboardRow>(searchStatement(text), params.values);
}
