// SQL for a group's leaderboard: the caller's right to read it and the page, in one statement. The page is read in
// score order from the group's kept board (group_bests, migration 0054: each athlete member's kept best of
// test_bests, 0048, with their user and birth date), only members the viewer may see (search's visibleSql, core
// isDiscoverable as SQL, consent read live); a row's result, name, consent and best before a day are read for the
// page's rows only, and the page comes back as one row holding its entries as JSON.
import type { ScoreDirection } from '@podium/core';
import type { ProfileKind } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import {
  consentColumnSql,
  hidden,
  ISO_TIME,
  Params,
  searchStatement,
  visibleSql,
  yearsBefore,
} from '../search/sql.ts';

export interface LeaderboardFilter {
  groupId: string;
  /** The caller's profile type acting (the spec's {type}). */
  type: ProfileKind;
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

/** May the caller read the group: they have a profile of the type, the group is there, and that profile is in it. */
export interface Gate {
  has_profile: boolean;
  found: boolean;
  member: boolean;
}

/**
 * A ranked member on the page, as PostgreSQL writes it into the page's JSON (one row and column for the whole page:
 * parsing fifty rows of twenty-odd columns, a date each, took as much of the server's CPU as checking and writing the
 * reply).
 */
export interface PageEntry {
  rank: number;
  profileId: string;
  userId: string;
  name: string;
  birthDate: string;
  isPublic: boolean;
  hasConsent: boolean;
  score: string;
  unit: string;
  mfScore: number;
  mfUnit: string | null;
  verified: boolean;
  /** As toISOString writes it (ISO_TIME). */
  recordedAt: string;
  previous: number | null;
}

/** The gate, and the page in rank order with how many rows the filters keep (null both when there is none). */
export interface LeaderboardRow extends Gate {
  entries: PageEntry[] | null;
  total: number | null;
}

/**
 * The gate as a CTE `gate` over parameters `group`, `viewer` and `type`: what findGroup, myProfile (ownedProfiles: an
 * organisation is any of its admins') and findMember answered in three round trips before.
 */
export function gateSql(group: string, viewer: string, type: string): string {
  return `viewer as (
       select p.id, p.kind from profiles p where p.owner_user_id = ${viewer} and p.kind <> 'org' and p.kind = ${type}
       union all
       select a.organisation_id, 'org' from organisation_admins a where a.user_id = ${viewer} and ${type} = 'org'),
     gate as (
       select exists (select 1 from viewer) as has_profile,
              exists (select 1 from groups g where g.id = ${group}) as found,
              exists (select 1 from group_members m join viewer v on v.id = m.member_profile_id
                       and v.kind = m.member_profile_type where m.group_id = ${group}) as member)`;
}

/** The best first: the most for a higher-is-better test, the least (a time) for a lower-is-better one. */
const order = (better: ScoreDirection) => (better === 'higher' ? 'desc' : 'asc');

/**
 * One row: the gate, and the page of the leaderboard as JSON, each entry with its rank among all rows the filters keep,
 * and how many they keep; no entries (null) when the caller may not read it or the page is empty.
 */
export function readLeaderboard(db: Queryable, filter: LeaderboardFilter) {
  const params = new Params();
  const direction = order(filter.better);
  const group = params.add(filter.groupId);
  const gate = gateSql(group, params.add(filter.viewerId), params.add(filter.type));
  const test = params.add(filter.testKey);
  const verifiedOnly = filter.verifiedOnly ? 'true' : 'false';
  // The day written into the text (as consentColumnSql does): one kept plan a shape a day (searchStatement).
  const where = [visibleSql(params, filter.viewerId, filter.today, { dayInText: true })];
  if (filter.gender !== null) where.push(`lower(us.gender) = lower(${params.add(filter.gender)})`);
  // minAge years or more: born on or before the day that many years ago; maxAge: born after maxAge + 1 years ago.
  if (filter.minAge !== null) {
    where.push(`u.birth_date <= ${params.add(yearsBefore(filter.today, filter.minAge))}::date`);
  }
  if (filter.maxAge !== null) {
    where.push(`u.birth_date > ${params.add(yearsBefore(filter.today, filter.maxAge + 1))}::date`);
  }
  // Hidden from the planner: one plan kept per connection for every page (a custom plan per request cost 0.7 ms).
  const offset = hidden(`${params.add(filter.offset)}::int`);
  const limit = hidden(`${params.add(filter.limit)}::int`);
  // The member's best before the day, by the results index (0045), for the page's rows only.
  const previous =
    filter.since === null
      ? 'null::float8'
      : `(select r.mf_score from test_results r
           where r.profile_id = ranked.profile_id and r.test_key = ${test} and r.mf_score is not null
             and r.out_of_bounds is null ${filter.verifiedOnly ? 'and r.verified_by is not null' : ''}
             and r.recorded_at < ${params.add(filter.since)}::date
           order by r.mf_score ${direction} limit 1)`;
  // The kept rows of the group, test and direction (group_bests, migration 0054) that the filters keep: read in board
  // order from the direction's index, the member's user and birth date beside them (u: what visibleSql reads).
  const board = `from group_bests gb
         cross join lateral (select gb.user_id as id, gb.birth_date) u
         ${filter.gender === null ? '' : 'join users us on us.id = gb.user_id'}
        where (select gate.member from gate) and gb.group_id = ${group} and gb.test_key = ${test}
          and gb.verified_only = ${verifiedOnly} and gb.direction = '${filter.better}' and ${where.join(' and ')}`;
  // A rank is one more than the rows before it with a better score (ties share it), so the page's ranks need only the
  // rows up to the page; the total is a count over the same index.
  const text = `with ${gate},
     ranked as (
       select gb.profile_id, gb.result_id, gb.mf_score, gb.recorded_at, gb.user_id,
              (rank() over (order by gb.mf_score ${direction}))::int as rank
         ${board}
        order by gb.mf_score ${direction}, gb.recorded_at, gb.profile_id offset ${offset} limit ${limit}),
     page as (
       select json_agg(json_build_object(
                'rank', ranked.rank, 'profileId', ranked.profile_id, 'userId', ranked.user_id, 'name', u.name,
                'birthDate', u.birth_date, 'isPublic', ap.public_link_enabled,
                'hasConsent', ${consentColumnSql(filter.today)}, 'score', r.score, 'unit', r.unit,
                'mfScore', ranked.mf_score, 'mfUnit', r.mf_unit, 'verified', r.verified_by is not null,
                'recordedAt', ${ISO_TIME('ranked.recorded_at')}, 'previous', ${previous})
                order by ranked.mf_score ${direction}, ranked.recorded_at, ranked.profile_id) as entries
         from ranked
         -- Looked up by key for each of the page's rows (limit: not joined as tables, hashed whole on a small database).
         cross join lateral (select r.score, r.unit, r.mf_unit, r.verified_by, ap.public_link_enabled, u.id, u.name,
                                    u.birth_date
                               from test_results r, athlete_profiles ap, users u
                              where r.id = ranked.result_id and ap.id = ranked.profile_id and u.id = ranked.user_id
                              limit 1) u
         cross join lateral (select u.verified_by, u.score, u.unit, u.mf_unit) r
         cross join lateral (select u.public_link_enabled) ap)
     select gate.*, case when page.entries is not null then (select count(*)::int ${board}) end as total, page.entries
       from gate cross join page`;
  // Named: each connection plans a shape once (planning was a tenth of its time at 1,000 members).
  return db.query<LeaderboardRow>(searchStatement(text), params.values);
}

export interface TestCountRow extends Gate {
  /** Null on the one row that says only the gate (no member with a result, or a refusal). */
  test_key: string | null;
  members: number;
}

/** The gate, then each test with how many members the viewer may see have a kept best in it. */
export function readLeaderboardTests(
  db: Queryable,
  groupId: string,
  type: ProfileKind,
  viewerId: string,
  today: Date,
) {
  const params = new Params();
  const group = params.add(groupId);
  const gate = gateSql(group, params.add(viewerId), params.add(type));
  const visible = visibleSql(params, viewerId, today, { dayInText: true });
  // One kept row a member and test on the group's board among all results in one direction (each pair has all four,
  // 0048), with the member's user and birth date beside it (u: what visibleSql reads).
  const text = `with ${gate},
     counted as (
       select gb.test_key, count(*)::int as members
         from group_bests gb
         cross join lateral (select gb.user_id as id, gb.birth_date) u
        where (select gate.member from gate) and gb.group_id = ${group} and not gb.verified_only
          and gb.direction = 'lower' and ${visible}
        group by gb.test_key)
     select gate.*, counted.test_key, counted.members from gate left join counted on true`;
  return db.query<TestCountRow>(searchStatement(text), params.values);
}
