// Issue 24, the leaderboard's speed target: each group's board is kept in score order (group_bests, migration 0054)
// by every write that changes it (a best, a member joining or leaving, a birth date), in the writer's transaction,
// and the page read from it still hides every minor the one rule hides (consent is read live, the day per request).
import type { Leaderboard } from '@podium/core/api';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { bornYearsAgo, consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { addResult } from '../../test/factories.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';

const { t, g } = useGroupsApp();

const dash = (who: Person, score: string) =>
  addResult(t, who.token, { attribute: 'Run Tests', test: '40 Yard Dash', score, unitOfMeasurement: 'sec' });

async function board(groupId: string, who: Person, query = '') {
  const read = await g.call(
    'GET',
    `/api/groups/${groupId}/leaderboard?type=${who.profileType}&test=dash40${query}`,
    who,
  );
  expect(read.statusCode, read.body).toBe(200);
  return read.json<Leaderboard>();
}

/** Each entry as rank, name and score, and the total. */
async function seen(groupId: string, who: Person, query = '') {
  const read = await board(groupId, who, query);
  return { entries: read.entries.map((e) => [e.rank, e.profile.name, e.score]), total: read.total };
}

/** What group_bests must hold: every athlete member's kept bests, with their user's id and birth date now. */
const DEFINITION = `
  select m.group_id, b.profile_id, b.test_key, b.verified_only, b.direction, b.result_id, b.mf_score,
         b.recorded_at, u.id as user_id, u.birth_date
    from group_members m
    join test_bests b on b.profile_id = m.member_profile_id
    join athlete_profiles ap on ap.id = b.profile_id
    join users u on u.id = ap.user_id
   where m.member_profile_type = 'athlete'`;
const KEPT = `select group_id, profile_id, test_key, verified_only, direction, result_id, mf_score, recorded_at, user_id,
                     birth_date from group_bests`;

async function assertKeptEqualsDefinition() {
  const sorted = async (text: string) =>
    (
      await t.db.query<Record<string, unknown>>(
        `select * from (${text}) x order by group_id, profile_id, test_key, verified_only, direction`,
      )
    ).map((row) => JSON.stringify(row));
  const kept = await sorted(KEPT);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(await sorted(DEFINITION));
}

const setBirthDate = (who: Person, birthDate: string) =>
  t.db.query('update users set birth_date = $2 where id = $1', [who.userId, birthDate]);

describe('the kept board', () => {
  it('follows members joining and leaving and their bests written meanwhile', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Kept Board');
    const ann = await g.athlete('Ann Member');
    const ben = await g.athlete('Ben Later');
    await g.addMember(groupId, cora, ann);
    await dash(ann, '4.80');
    // Ben's results were there before he joined: joining brings his best onto the board.
    await dash(ben, '4.70');
    expect(await seen(groupId, cora)).toEqual({ entries: [[1, 'Ann Member', '4.80']], total: 1 });
    await g.addMember(groupId, cora, ben);
    expect(await seen(groupId, cora)).toEqual({
      entries: [
        [1, 'Ben Later', '4.70'],
        [2, 'Ann Member', '4.80'],
      ],
      total: 2,
    });
    // A new best of a member moves them; a tie shares the rank.
    await dash(ann, '4.70');
    expect((await seen(groupId, cora)).entries).toEqual([
      [1, 'Ben Later', '4.70'],
      [1, 'Ann Member', '4.70'],
    ]);
    // Removed: off the board and out of the count at once, but their results stay theirs.
    expect((await g.remove(groupId, cora, ben)).statusCode).toBe(200);
    expect(await seen(groupId, cora)).toEqual({ entries: [[1, 'Ann Member', '4.70']], total: 1 });
    const bens = await t.db.query('select 1 from test_bests where profile_id = $1', [ben.profileId]);
    expect(bens.length).toBeGreaterThan(0);
    await assertKeptEqualsDefinition();
  });

  it('holds every member’s bests after any mix of joins, leaves, results and birth dates, many at once among them', async () => {
    const cora = await g.coach();
    const groups = [await g.makeGroup(cora, 'Mix A'), await g.makeGroup(cora, 'Mix B')];
    // 70 athletes with results, written straight in SQL, joining both groups in one statement each (past the 64 a
    // statement that takes each athlete's lock: the whole table's instead).
    const made = await t.db.query<{ id: string }>(
      `with made as (
         insert into users (email, password_hash, user_type, name, birth_date, terms_agreed_at)
         select 'mix-' || gen_random_uuid() || '@example.com', 'x', 1, 'Mix ' || i, '1999-05-05', now()
           from generate_series(1, 70) as i returning id)
       insert into athlete_profiles (user_id) select id from made returning id`,
    );
    const ids = made.map((row) => row.id);
    await t.db.query(
      `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit)
       select p, 'dash40', 'runTests', '5', 'sec', 4 + (row_number() over ()) / 100.0, 'sec' from unnest($1::uuid[]) p`,
      [ids],
    );
    for (const groupId of groups) {
      await t.db.query(
        `insert into group_members (group_id, member_profile_id, member_profile_type, role)
         select $1, p, 'athlete', 'member' from unnest($2::uuid[]) p`,
        [groupId, ids],
      );
    }
    expect((await board(groups[0] ?? '', cora)).total).toBe(70);
    await assertKeptEqualsDefinition();

    let seed = 11;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const some = () => ids.filter(() => next() < 0.3);
    for (let round = 0; round < 5; round += 1) {
      const [groupId] = round % 2 === 0 ? groups : [...groups].reverse();
      await t.db.query(
        `delete from group_members where group_id = $1 and member_profile_id = any($2::uuid[])`,
        [groupId, some()],
      );
      await t.db.query(
        `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit, verified_by)
         select p, k, 'runTests', '5', 'sec', 3 + random() * 3, 'sec', case when random() < 0.3 then $3::uuid end
           from unnest($1::uuid[]) p cross join unnest($2::text[]) k`,
        [some(), ['dash40', 'verticalJump'], cora.userId],
      );
      await t.db.query(
        `insert into group_members (group_id, member_profile_id, member_profile_type, role)
         select $1, p, 'athlete', 'member' from unnest($2::uuid[]) p on conflict do nothing`,
        [groupId, some().slice(0, 10)],
      );
      await t.db.query('delete from test_results where profile_id = any($1::uuid[]) and mf_score > $2', [
        some(),
        4 + next() * 2,
      ]);
      await t.db.query(
        `update users set birth_date = $2 where id in (select user_id from athlete_profiles where id = any($1::uuid[]))`,
        [some(), bornYearsAgo(10 + Math.floor(next() * 20))],
      );
      await assertKeptEqualsDefinition();
    }
  });

  it('keeps itself when members join while their results are written, all at once', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora, 'At Once');
    const athletes = await Promise.all(['One', 'Two', 'Three', 'Four'].map((n) => g.athlete(`Once ${n}`)));
    const saved: number[] = [];
    await Promise.all(
      athletes.flatMap((athlete, i) => [
        g.addMember(groupId, cora, athlete),
        dash(athlete, `4.${50 + i}`).then((answer) => saved.push(answer.statusCode)),
        dash(athlete, `4.${60 + i}`).then((answer) => saved.push(answer.statusCode)),
      ]),
    );
    expect(saved).toEqual(Array(8).fill(200));
    // Each member's kept best and board row beside their results, said if the board is wrong (it was once in a full
    // PostgreSQL run, one member on the board with their worse result; not seen again in 130 runs of this test).
    const kept = await t.db.query(
      `select u.name, r.mf_score, b.mf_score as best, gb.mf_score as board
         from test_results r join athlete_profiles p on p.id = r.profile_id join users u on u.id = p.user_id
         left join test_bests b on b.profile_id = r.profile_id and b.test_key = r.test_key and not b.verified_only
                                and b.direction = 'lower'
         left join group_bests gb on gb.profile_id = b.profile_id and gb.test_key = b.test_key
                                 and gb.verified_only = b.verified_only and gb.direction = b.direction
        where r.profile_id = any($1::uuid[]) order by u.name, r.mf_score`,
      [athletes.map((athlete) => athlete.profileId)],
    );
    expect((await seen(groupId, cora)).entries, JSON.stringify(kept)).toEqual([
      [1, 'Once One', '4.50'],
      [2, 'Once Two', '4.51'],
      [3, 'Once Three', '4.52'],
      [4, 'Once Four', '4.53'],
    ]);
    await assertKeptEqualsDefinition();
  });
});

describe('the minors rule on the kept board', () => {
  it('a minor is shown to others only while their caregiver consents; a birth date changed either way counts at once', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Consent Board');
    const ada = await g.athlete('Ada Adult');
    await g.addMember(groupId, cora, ada);
    await dash(ada, '4.90');
    const made = await createMinor(t, { name: 'Kit Minor' });
    const kit: Person = { ...made, userId: made.user._id, profileType: 'athlete' };
    await t.db.query(
      `insert into group_members (group_id, member_profile_id, member_profile_type, role)
       values ($1, $2, 'athlete', 'member')`,
      [groupId, kit.profileId],
    );
    await dash(kit, '4.40');
    const onlyAda = { entries: [[1, 'Ada Adult', '4.90']], total: 1 };
    const both = {
      entries: [
        [1, 'Kit Minor', '4.40'],
        [2, 'Ada Adult', '4.90'],
      ],
      total: 2,
    };
    for (const viewer of [cora, ada]) expect(await seen(groupId, viewer)).toEqual(onlyAda);
    expect(await seen(groupId, kit)).toEqual(both);

    // The caregiver consents: Kit is shown; withdraws: hidden again (no write to the board in between).
    const consent = await consentTokenFor(t, made.caregiverEmail);
    const decide = (value: boolean) =>
      g.call('PUT', `/api/public/consent/${consent}`, undefined, { consent: value });
    expect((await decide(true)).statusCode).toBe(200);
    expect(await seen(groupId, cora)).toEqual(both);
    expect((await decide(false)).statusCode).toBe(200);
    expect(await seen(groupId, cora)).toEqual(onlyAda);

    // Ada's birth date corrected to a 15-year-old's (as a confirmed change writes it): hidden from Cora and the
    // count, on every page and filter; she still sees herself.
    await setBirthDate(ada, bornYearsAgo(15));
    for (const query of ['', '&verified=false', '&since=2020-01-01', '&gender=female', '&minAge=10']) {
      expect(await seen(groupId, cora, query)).toEqual({ entries: [], total: 0 });
    }
    expect((await seen(groupId, ada)).entries).toEqual([[1, 'Ada Adult', '4.90']]);
    // Kit turns out to be 20: shown without consent.
    await setBirthDate(kit, bornYearsAgo(20));
    expect(await seen(groupId, cora)).toEqual({ entries: [[1, 'Kit Minor', '4.40']], total: 1 });
    await assertKeptEqualsDefinition();
  });
});

describe('the board of the groups already there (migration 0054)', () => {
  it('is filled from their members and kept bests when the migration runs', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Before The Board');
    const ann = await g.athlete('Ann Before');
    const ben = await g.athlete('Ben Before');
    for (const member of [ann, ben]) await g.addMember(groupId, cora, member);
    await dash(ann, '4.85');
    await dash(ben, '4.65');
    // The shape before 0054: no board, nothing keeping it.
    await t.db.exec(`drop table group_bests;
      drop function group_bests_on_best cascade;
      drop function group_bests_on_join cascade;
      drop function group_bests_on_birth_date cascade;
      delete from schema_migrations where name = '0054_group_bests.sql';`);
    expect(await migrate(t.db)).toEqual(['0054_group_bests.sql']);
    await assertKeptEqualsDefinition();
    expect(await seen(groupId, cora)).toEqual({
      entries: [
        [1, 'Ben Before', '4.65'],
        [2, 'Ann Before', '4.85'],
      ],
      total: 2,
    });
    // And kept from then on.
    await dash(ann, '4.55');
    expect((await seen(groupId, cora)).entries[0]).toEqual([1, 'Ann Before', '4.55']);
  });
});
