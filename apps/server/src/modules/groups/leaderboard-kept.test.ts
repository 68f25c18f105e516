// Issue 24, the leaderboard's speed: each athlete's best per test is kept (migration 0048) by every write of results
// (added, edited, deleted, through the API or straight in SQL, at once), and the leaderboard read from it keeps its
// rules: the caller's right to read it (one statement now), and a hidden minor on no page and in no count.
import type { Leaderboard } from '@podium/core/api';
import { describe, expect, it } from 'vitest';
import { createMinor } from '../../test/consent-helpers.ts';
import { addResult, auth, messages } from '../../test/factories.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';
import { GROUP_NOT_FOUND, ONLY_MEMBERS } from './policy.ts';

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

const bests = async (groupId: string, who: Person, query = '') =>
  (await board(groupId, who, query)).entries.map((e) => [e.profile.name, e.score, e.verified]);

const resultId = async (who: Person, score: string) =>
  (
    await t.db.query<{ id: string }>('select id from test_results where profile_id = $1 and score = $2', [
      who.profileId,
      score,
    ])
  )[0]?.id ?? '';

/**
 * What test_bests must hold, found from test_results as the leaderboard found it per request before: each athlete's
 * best of each test, in each direction, among all results and among verified ones; ties to the earlier, then the
 * smaller id.
 */
const DEFINITION = `
  select r.profile_id, r.test_key, s.verified_only, s.direction,
         (array_agg(r.id order by case when s.direction = 'lower' then r.mf_score end,
                    case when s.direction = 'higher' then r.mf_score end desc, r.recorded_at, r.id))[1] as result_id
    from test_results r
   cross join (values (false, 'lower'), (false, 'higher'), (true, 'lower'), (true, 'higher')) s (verified_only, direction)
   where r.mf_score is not null and r.out_of_bounds is null and (not s.verified_only or r.verified_by is not null)
   group by r.profile_id, r.test_key, s.verified_only, s.direction`;
const KEPT = 'select profile_id, test_key, verified_only, direction, result_id from test_bests';

async function assertKeptEqualsDefinition() {
  const sorted = async (text: string) =>
    (await t.db.query<Record<string, unknown>>(`select * from (${text}) x order by 1, 2, 3, 4`)).map((row) =>
      JSON.stringify(row),
    );
  expect(await sorted(KEPT)).toEqual(await sorted(DEFINITION));
}

describe('the kept best', () => {
  it('follows a result added, edited (verified, flagged out of bounds) and deleted', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Kept Squad');
    const ann = await g.athlete('Ann Quick');
    const ben = await g.athlete('Ben Steady');
    for (const member of [ann, ben]) await g.addMember(groupId, cora, member);
    await dash(ann, '4.90');
    await dash(ann, '4.60');
    await dash(ben, '4.75');
    expect(await bests(groupId, cora)).toEqual([
      ['Ann Quick', '4.60', false],
      ['Ben Steady', '4.75', false],
    ]);

    // Ann deletes her 4.60: her 4.90 is her best again, behind Ben.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/athleteProfile/physical-tests/${await resultId(ann, '4.60')}`,
      headers: auth(ann.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await bests(groupId, cora)).toEqual([
      ['Ben Steady', '4.75', false],
      ['Ann Quick', '4.90', false],
    ]);

    // Edited in place: Ann's 4.90 verified by her coach; Ben's 4.75 flagged beyond bounds (as migration 0006 does).
    await t.db.query('update test_results set verified_by = $2, verified_at = now() where id = $1', [
      await resultId(ann, '4.90'),
      cora.userId,
    ]);
    await t.db.query(`update test_results set out_of_bounds = 'beyond_record' where id = $1`, [
      await resultId(ben, '4.75'),
    ]);
    expect(await bests(groupId, cora)).toEqual([['Ann Quick', '4.90', true]]);
    expect(await bests(groupId, cora, '&verified=true')).toEqual([['Ann Quick', '4.90', true]]);
    await assertKeptEqualsDefinition();
  });

  it('holds every athlete’s best after any mix of writes, several results at once among them', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora, 'Busy Squad');
    const athletes = [await g.athlete('Mix One'), await g.athlete('Mix Two'), await g.athlete('Mix Three')];
    for (const member of athletes) await g.addMember(groupId, cora, member);
    // Eight results of one athlete sent at once (on PostgreSQL, in eight transactions side by side).
    const [first] = athletes;
    if (!first) throw new Error('no athlete');
    await Promise.all(
      ['5.08', '5.01', '4.97', '5.30', '4.93', '5.12', '4.99', '5.20'].map((s) => dash(first, s)),
    );
    expect((await board(groupId, cora)).entries[0]).toMatchObject({ score: '4.93' });

    // A seeded mix straight in SQL: bulk inserts of several tests, ties, edits of scores and times, deletes.
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 6; round += 1) {
      await t.db.query(
        `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit, recorded_at,
                                   verified_by)
         select p, k, 'runTests', v::text, 'sec', v, 'sec', '2024-01-01'::timestamptz + (d || ' days')::interval,
                case when w then $5::uuid end
           from unnest($1::uuid[], $2::text[], $3::float8[], $4::int[], $6::boolean[]) as x (p, k, v, d, w)`,
        [
          athletes.map((a) => a.profileId).flatMap((p) => [p, p]),
          athletes.flatMap(() => ['dash40', round % 2 === 0 ? 'verticalJump' : 'dash40']),
          athletes.flatMap(() => [Math.round(next() * 4) + 4, Math.round(next() * 4) + 4]),
          athletes.flatMap(() => [Math.floor(next() * 3), Math.floor(next() * 3)]),
          cora.userId,
          athletes.flatMap(() => [next() < 0.3, next() < 0.3]),
        ],
      );
      await t.db.query(
        'update test_results set mf_score = mf_score + 1 where profile_id = any($1::uuid[]) and mf_score < $2',
        [athletes.map((a) => a.profileId), 4 + next() * 4],
      );
      await t.db.query('delete from test_results where profile_id = any($1::uuid[]) and mf_score > $2', [
        athletes.map((a) => a.profileId),
        6 + next() * 4,
      ]);
      await assertKeptEqualsDefinition();
    }
  });
});

describe('reading the kept bests', () => {
  it('a minor hidden from others is on no page and in no count, whatever their best; they see themself', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Junior Squad');
    const ada = await g.athlete('Ada Adult');
    await g.addMember(groupId, cora, ada);
    await dash(ada, '4.90');
    // A minor whose caregiver has not consented, in the group (as one whose consent was withdrawn stays).
    const made = await createMinor(t, { name: 'Kit Hidden' });
    const kit: Person = { ...made, userId: made.user._id, profileType: 'athlete' };
    await t.db.query(
      `insert into group_members (group_id, member_profile_id, member_profile_type, role)
       values ($1, $2, 'athlete', 'member')`,
      [groupId, kit.profileId],
    );
    await dash(kit, '4.40');
    for (const viewer of [cora, ada]) {
      for (const query of ['', '&verified=false', '&since=2020-01-01', '&cursor=0']) {
        const read = await board(groupId, viewer, query);
        expect(read.entries.map((e) => e.profile.name)).toEqual(['Ada Adult']);
        expect(read.total).toBe(1);
        expect(read.entries[0]?.rank).toBe(1);
      }
    }
    expect((await board(groupId, kit)).entries.map((e) => [e.rank, e.profile.name])).toEqual([
      [1, 'Kit Hidden'],
      [2, 'Ada Adult'],
    ]);
  });

  it('shows each best as stored: its normalised score to the last digit, its time to the millisecond, its unit; a page past the end empty', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Exact Squad');
    const eve = await g.athlete('Eve Exact');
    await g.addMember(groupId, cora, eve);
    await dash(eve, '4.81');
    // The page comes from PostgreSQL as JSON: a double and a time must reach the reply as a row's columns did.
    await t.db.query(
      `update test_results set mf_score = 4.812345678901234, recorded_at = '2024-03-05 06:07:08.123999+00'
        where profile_id = $1`,
      [eve.profileId],
    );
    const read = await board(groupId, cora, '&since=2030-01-01');
    expect(
      read.entries.map((e) => [e.profile.name, e.mfScore, e.mfUnit, e.recordedAt, e.previous, e.change]),
    ).toEqual([['Eve Exact', 4.812345678901234, 'sec', '2024-03-05T06:07:08.123Z', 4.812345678901234, 0]]);
    const past = await board(groupId, cora, '&cursor=50');
    expect([past.entries, past.total, past.nextCursor]).toEqual([[], 0, null]);
  });

  it('answers as before to who may not read it: 404 for no group, 403 for no profile of the type or no membership', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const ath = await g.athlete('Out Sider');
    const read = (who: Person, id: string, type: string) =>
      g.call('GET', `/api/groups/${id}/leaderboard?type=${type}&test=dash40`, who);
    const gone = await read(cora, '00000000-0000-4000-8000-000000000000', 'coach');
    expect([gone.statusCode, messages(gone.body)]).toEqual([404, [GROUP_NOT_FOUND]]);
    const outsider = await read(ath, groupId, 'athlete');
    expect([outsider.statusCode, messages(outsider.body)]).toEqual([403, [ONLY_MEMBERS]]);
    const noProfile = await read(ath, groupId, 'coach');
    expect([noProfile.statusCode, messages(noProfile.body)]).toEqual([
      403,
      ['type: You have no coach profile'],
    ]);
    // The owner acting as a profile type they have not got.
    const asOrg = await read(cora, groupId, 'org');
    expect([asOrg.statusCode, messages(asOrg.body)]).toEqual([403, ['type: You have no org profile']]);
  });
});
