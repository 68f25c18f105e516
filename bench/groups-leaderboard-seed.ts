// The group the leaderboard benchmark reads (bench/groups-leaderboard.ts), written by its server process
// (bench/groups-leaderboard-server.ts) into the database it serves: PGlite lives in that process alone.
import type { Db } from '../apps/server/src/db/connection.ts';
import { openSession } from '../apps/server/src/modules/auth/sessions.ts';
import { createTokens } from '../apps/server/src/modules/auth/tokens.ts';

export interface LeaderboardSetup {
  groupId: string;
  /** The group owner's session: the coach reads both boards. */
  token: string;
}

/**
 * A coach's group of `members` athletes (aged 12 to 30, half of them women), each with one to three 40 yard dashes
 * over the last two years, a fifth verified by the coach; and as many athletes outside the group with results too,
 * so the query must find the group's own. Written straight to the tables, as the app's calls would leave them.
 */
async function load(db: Db, members: number): Promise<{ groupId: string; coachId: string }> {
  const [coach] = await db.query<{ id: string }>(
    `insert into users (email, password_hash, user_type, name, birth_date, terms_agreed_at)
     values ('bench-coach-' || gen_random_uuid() || '@example.com', 'not-a-hash', 2, 'Bench Coach', '1980-01-01', now())
     returning id`,
  );
  const coachId = coach?.id ?? '';
  const [group] = await db.query<{ id: string }>(
    `insert into groups (kind, owner_profile_id, owner_profile_type, name) values ('coach', $1, 'coach', 'Bench Squad')
     returning id`,
    [coachId],
  );
  const groupId = group?.id ?? '';
  await db.query(
    `insert into group_members (group_id, member_profile_id, member_profile_type, role) values ($1, $2, 'coach', 'owner')`,
    [groupId, coachId],
  );
  const athletes = members * 2;
  await db.query(
    `with made as (
       insert into users (email, password_hash, user_type, name, birth_date, gender, terms_agreed_at)
       select 'bench-athlete-' || gen_random_uuid() || '@example.com', 'not-a-hash', 1, 'Athlete ' || i,
              current_date - (365.25 * 16 + random() * 365.25 * 14)::integer,
              case when i % 2 = 0 then 'female' else 'male' end, now()
         from generate_series(1, $1::integer) as i returning id)
     insert into athlete_profiles (user_id) select id from made`,
    [athletes],
  );
  await db.query(
    `insert into group_members (group_id, member_profile_id, member_profile_type, role)
     select $1, id, 'athlete', 'member' from athlete_profiles order by id limit $2`,
    [groupId, members],
  );
  await db.query(
    `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit, recorded_at,
                               verified_by, verified_at)
     select p.id, 'dash40', 'runTests', round(s.value::numeric, 2)::text, 'sec', round(s.value::numeric, 2), 'sec',
            s.at, case when s.verified then $1::uuid end, case when s.verified then s.at end
       from athlete_profiles p
      -- One to three attempts an athlete (from its id); each attempt's draw names its athlete and attempt, so
      -- PostgreSQL draws again for each (a lateral naming less is run once or memoized: until issue 24's speed stop
      -- every athlete had the same results).
      cross join lateral generate_series(1, 1 + abs(hashtext(p.id::text)) % 3) as attempt (n)
      cross join lateral (select 4.4 + random() * 1.6 as value, now() - random() * interval '700 days' as at,
                                 random() < 0.2 as verified where attempt.n > 0 and p.id is not null) s`,
    [coachId],
  );
  await db.exec('vacuum analyze');
  return { groupId, coachId };
}

/** The group, then a session of its coach signed with the server's secret. */
export async function seedLeaderboard(db: Db, members: number, secret: string): Promise<LeaderboardSetup> {
  const { groupId, coachId } = await load(db, members);
  const token = await openSession({ db, tokens: createTokens(secret, '30d') }, db, coachId, {
    address: '127.0.0.1',
  });
  return { groupId, token };
}
