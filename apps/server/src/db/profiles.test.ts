// Issue 23, the profiles kernel: every table that names a profile by id and type references `profiles` (migration
// 0040) with ON DELETE CASCADE, so a profile that goes takes what names it, whatever feature wrote it; and the
// triggers keep one row per athlete profile, organisation and coach.
import type { OrganisationAnswer } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, registerUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Names a profile by id and type on purpose without removing it with the profile: the sender's own history. */
const NOT_REMOVED_WITH_THE_PROFILE = new Set(['sent_requests.target']);

describe('the profiles table', () => {
  it('is referenced, with on delete cascade, by every pair of columns that names a profile', async () => {
    const pairs = await t.db.query<{ table_name: string; prefix: string }>(
      `select c.table_name, left(c.column_name, length(c.column_name) - length('_profile_id')) as prefix
         from information_schema.columns c
        where c.table_schema = 'public' and c.column_name like '%\\_profile\\_id'
          and exists (select 1 from information_schema.columns t
                       where t.table_schema = 'public' and t.table_name = c.table_name
                         and t.column_name = left(c.column_name, length(c.column_name) - 3) || '_type')`,
    );
    const referenced = await t.db.query<{ table_name: string; columns: string }>(
      `select cr.relname as table_name, string_agg(a.attname, ',' order by k.ord) as columns
         from pg_constraint con
         join pg_class cr on cr.oid = con.conrelid
         join pg_class cf on cf.oid = con.confrelid
         cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
         join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
        where con.contype = 'f' and cf.relname = 'profiles' and con.confdeltype = 'c'
        group by con.oid, cr.relname`,
    );
    const covered = new Set(referenced.map((row) => `${row.table_name}:${row.columns}`));
    const missing = pairs
      .map((pair) => ({ ...pair, key: `${pair.table_name}.${pair.prefix}` }))
      .filter((pair) => !NOT_REMOVED_WITH_THE_PROFILE.has(pair.key))
      .filter(
        (pair) => !covered.has(`${pair.table_name}:${pair.prefix}_profile_id,${pair.prefix}_profile_type`),
      )
      .map((pair) => pair.key);
    expect(pairs.length).toBeGreaterThan(8);
    expect(missing).toEqual([]);
  });

  it('holds every athlete profile, organisation and coach, and lets them go with what names them', async () => {
    const athlete = await createAthlete(t, { name: 'Ann Follower' });
    const coach = await registerUser(t, { userType: 2, name: 'Carl Coach' });
    const org = await t.app.inject({
      method: 'POST',
      url: '/api/organisation',
      headers: auth(coach.token),
      payload: { name: 'Gone Club' },
    });
    expect(org.statusCode, org.body).toBe(201);
    const orgId = org.json<OrganisationAnswer>().organisation._id;
    const kinds = await t.db.query<{ kind: string }>(
      'select kind from profiles where id = any($1::uuid[]) order by kind',
      [[athlete.profileId, coach.user._id, orgId]],
    );
    expect(kinds.map((row) => row.kind)).toEqual(['athlete', 'coach', 'org']);

    // The athlete asks to follow the organisation (a notification to it, from her); the organisation blocks a second
    // athlete. Then the organisation alone is deleted, straight in the database, as any path might.
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/active-profile',
      headers: auth(coach.token),
      payload: { activeProfile: 'org' },
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/following/request',
      headers: auth(athlete.token),
      payload: { profileId: orgId, profileType: 'org' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const other = await createAthlete(t, { name: 'Bea Blocked' });
    const blocked = await t.app.inject({
      method: 'PUT',
      url: '/api/following/block',
      headers: auth(coach.token),
      payload: { profileId: other.profileId, profileType: 'athlete' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const names = async () =>
      (
        await t.db.query<{ n: number }>(
          `select ((select count(*) from notifications where receiver_profile_id = $1 or sender_profile_id = $1)
                 + (select count(*) from blocks where blocker_profile_id = $1 or blocked_profile_id = $1)
                 + (select count(*) from follows where follower_profile_id = $1 or followed_profile_id = $1))::int as n`,
          [orgId],
        )
      )[0]?.n;
    expect(await names()).toBeGreaterThan(1);

    await t.db.query('delete from organisations where id = $1', [orgId]);
    expect(await names()).toBe(0);
    expect(await t.db.query('select 1 from profiles where id = $1', [orgId])).toEqual([]);
  });
});
