// GET /api/groups/{id}/leaderboard/tests (ours, not the spec's): the ranked tests a group's members have results in,
// with how many members the viewer may see have one, the most first; members only. The Leaderboard tab opens on the
// first.
import type { Leaderboard, LeaderboardTests } from '@podium/core/api';
import { describe, expect, it } from 'vitest';
import { createMinor } from '../../test/consent-helpers.ts';
import { addResult, messages } from '../../test/factories.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';
import { GROUP_NOT_FOUND, ONLY_MEMBERS } from './policy.ts';

const { t, g } = useGroupsApp();

const result = (who: Person, test: string, attribute: string, score: string, unitOfMeasurement: string) =>
  addResult(t, who.token, { attribute, test, score, unitOfMeasurement });
const dash = (who: Person, score: string) => result(who, '40 Yard Dash', 'Run Tests', score, 'sec');
const jump = (who: Person, score: string) => result(who, 'Vertical Jump', 'Speed and Power', score, 'cm');

async function tests(groupId: string, who: Person) {
  const read = await g.call('GET', `/api/groups/${groupId}/leaderboard/tests?type=${who.profileType}`, who);
  expect(read.statusCode, read.body).toBe(200);
  return read.json<LeaderboardTests>().tests;
}

describe('the tests a group has results in', () => {
  it('lists each ranked test members have a result in, with how many members, the most first; outsiders’ results do not count', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Counted Squad');
    expect(await tests(groupId, cora)).toEqual([]);
    const [ann, ben, cal] = [await g.athlete('Ann'), await g.athlete('Ben'), await g.athlete('Cal')];
    if (!ann || !ben || !cal) throw new Error('no athletes');
    for (const member of [ann, ben, cal]) await g.addMember(groupId, cora, member);
    const outsider = await g.athlete('Otto');
    await jump(ann, '50');
    await dash(ann, '4.9');
    await dash(ann, '4.7');
    await dash(ben, '5.1');
    await dash(cal, '5.0');
    for (const score of ['40', '41', '42']) await jump(outsider, score);

    expect(await tests(groupId, ann)).toEqual([
      { key: 'dash40', name: '40 Yard Dash', better: 'lower', members: 3 },
      { key: 'verticalJump', name: 'Vertical Jump', better: 'higher', members: 1 },
    ]);
    // A member's only result of a test deleted: the test goes from the list.
    await t.db.query(`delete from test_results where profile_id = $1 and test_key = 'verticalJump'`, [
      ann.profileId,
    ]);
    expect((await tests(groupId, cora)).map((test) => test.key)).toEqual(['dash40']);
  });

  it('counts only members the viewer may see, as the leaderboard shows them', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Junior Count');
    const ada = await g.athlete('Ada Adult');
    await g.addMember(groupId, cora, ada);
    await dash(ada, '4.9');
    const made = await createMinor(t, { name: 'Kit Hidden' });
    const kit: Person = { ...made, userId: made.user._id, profileType: 'athlete' };
    await t.db.query(
      `insert into group_members (group_id, member_profile_id, member_profile_type, role)
       values ($1, $2, 'athlete', 'member')`,
      [groupId, kit.profileId],
    );
    await dash(kit, '4.5');
    await jump(kit, '60');
    for (const viewer of [cora, ada, kit]) {
      const listed = await tests(groupId, viewer);
      const board = (
        await g.call(
          'GET',
          `/api/groups/${groupId}/leaderboard?type=${viewer.profileType}&test=dash40`,
          viewer,
        )
      ).json<Leaderboard>();
      expect(listed.find((test) => test.key === 'dash40')?.members).toBe(board.total);
    }
    // Only Kit sees his own jump.
    expect((await tests(groupId, ada)).map((test) => [test.key, test.members])).toEqual([['dash40', 1]]);
    expect((await tests(groupId, kit)).map((test) => [test.key, test.members])).toEqual([
      ['dash40', 2],
      ['verticalJump', 1],
    ]);
  });

  it('is for members only: 401 without a session, 403 for a non-member or a type they have not, 404 for no group', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const outsider = await g.athlete('Out Sider');
    const read = (who: Person | undefined, id: string, type: string) =>
      g.call('GET', `/api/groups/${id}/leaderboard/tests?type=${type}`, who);
    expect((await read(undefined, groupId, 'coach')).statusCode).toBe(401);
    const refused = await read(outsider, groupId, 'athlete');
    expect([refused.statusCode, messages(refused.body)]).toEqual([403, [ONLY_MEMBERS]]);
    const noProfile = await read(outsider, groupId, 'coach');
    expect([noProfile.statusCode, messages(noProfile.body)]).toEqual([
      403,
      ['type: You have no coach profile'],
    ]);
    const gone = await read(cora, '00000000-0000-4000-8000-000000000000', 'coach');
    expect([gone.statusCode, messages(gone.body)]).toEqual([404, [GROUP_NOT_FOUND]]);
    const badType = await read(cora, groupId, 'nobody');
    expect(badType.statusCode).toBe(400);
  });
});
