// Issue 24, slice 3, pending submissions: a group admin or the athlete's collaborating coach sends results or a video
// for an athlete member; it waits (the athlete told) until the athlete accepts it, when it lands on their profile,
// verified when a coach sent it, and leaves the pending list; remove-pending declines, withdraws or clears it.
import type { AthleteProfile, PendingList } from '@podium/core/api';
import { describe, expect, it } from 'vitest';
import { messages } from '../../test/factories.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';
import {
  NO_PENDING,
  NOT_YOURS_TO_REMOVE,
  ONLY_ADMINS_OR_COLLABORATORS,
  ONLY_THE_ATHLETE,
} from './pending.ts';
import { NOT_A_MEMBER, ONLY_MEMBERS } from './policy.ts';

const { g } = useGroupsApp();

const bench = (score: string) => ({
  attribute: 'Absolute Strength',
  test: 'Bench Press 1 RM',
  results: { score, unitOfMeasurement: 'kg' },
});

async function squad() {
  const cora = await g.coach('Cora Coach');
  const groupId = await g.makeGroup(cora, 'Lifting Squad');
  const ann = await g.athlete('Ann Athlete');
  const bob = await g.athlete('Bob Other');
  const abe = await g.coach('Abe Member');
  for (const member of [ann, bob, abe]) await g.addMember(groupId, cora, member);
  return { cora, groupId, ann, bob, abe };
}

const submitTests = (groupId: string, sender: Person, athlete: Person, scores: string[]) =>
  g.call('PUT', `/api/groups/${groupId}/${athlete.profileId}/collab-tests`, sender, {
    type: sender.profileType,
    tests: scores.map(bench),
  });

async function pendingOf(groupId: string, who: Person) {
  const listed = await g.call('GET', `/api/groups/${groupId}/pending?type=${who.profileType}`, who);
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json<PendingList>().pending;
}

async function benchResults(who: Person) {
  const profile = (await g.call('GET', '/api/athleteProfile/me', who)).json<AthleteProfile>();
  return Object.values(profile.physicalTests).flatMap((tests) => tests?.benchPress1 ?? []);
}

describe('a pending submission', () => {
  it('waits for the athlete, who is told; accepted, it lands on their profile verified and leaves the list', async () => {
    const { cora, groupId, ann } = await squad();
    const sent = await submitTests(groupId, cora, ann, ['100', '105']);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ msg: 'Added successfully!' });
    expect(await benchResults(ann)).toEqual([]);
    expect((await g.inbox(ann)).filter((n) => n.type === 'Group Pending Submission')).toEqual([
      expect.objectContaining({
        body: 'sent results for your profile in the Lifting Squad group',
        data: expect.objectContaining({ groupId, pendingKind: 'test', pendingId: expect.any(String) }),
      }),
    ]);
    const [item] = await pendingOf(groupId, ann);
    expect(item).toMatchObject({
      kind: 'test',
      sender: expect.objectContaining({ name: 'Cora Coach' }),
      athlete: expect.objectContaining({ name: 'Ann Athlete' }),
      tests: [
        { test: 'Bench Press 1 RM', score: '100', unitOfMeasurement: 'kg' },
        { test: 'Bench Press 1 RM', score: '105', unitOfMeasurement: 'kg' },
      ].map((test) => expect.objectContaining(test)),
      verified: true,
    });

    const accepted = await g.call('PUT', `/api/groups/${groupId}/pending/${item?._id}/accept`, ann);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ msg: 'Added successfully!' });
    const results = await benchResults(ann);
    expect(results.map((r) => r.score).sort()).toEqual(['100', '105']);
    expect(results.every((r) => r.verifiedBy?.name === 'Cora Coach')).toBe(true);
    expect(await pendingOf(groupId, ann)).toEqual([]);
    expect(await pendingOf(groupId, cora)).toEqual([]);
    // Accepted once: it is gone.
    const twice = await g.call('PUT', `/api/groups/${groupId}/pending/${item?._id}/accept`, ann);
    expect(twice.statusCode).toBe(404);
  });

  it('a video accepted joins the highlight videos; is accepted by the athlete only', async () => {
    const { cora, groupId, ann, bob } = await squad();
    const sent = await g.call('PUT', `/api/groups/${groupId}/${ann.profileId}/collab-vid`, cora, {
      type: 'coach',
      video: { vidUrl: 'https://media.example/lift.mp4', title: 'PB' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [item] = await pendingOf(groupId, cora);
    expect(item).toMatchObject({
      kind: 'video',
      video: { vidUrl: 'https://media.example/lift.mp4', title: 'PB' },
    });
    for (const other of [cora, bob]) {
      const refused = await g.call('PUT', `/api/groups/${groupId}/pending/${item?._id}/accept`, other);
      expect(refused.statusCode).toBe(403);
    }
    expect(
      messages((await g.call('PUT', `/api/groups/${groupId}/pending/${item?._id}/accept`, bob)).body),
    ).toEqual([ONLY_THE_ATHLETE]);
    expect((await g.call('PUT', `/api/groups/${groupId}/pending/${item?._id}/accept`, ann)).statusCode).toBe(
      200,
    );
    const profile = (await g.call('GET', '/api/athleteProfile/me', ann)).json<AthleteProfile>();
    expect(profile.highlightVideos).toEqual([expect.objectContaining({ title: 'PB' })]);
  });

  it('is sent by an admin or the athlete’s collaborating coach only, for an athlete member', async () => {
    const { cora, groupId, ann, abe } = await squad();
    const byMember = await submitTests(groupId, abe, ann, ['90']);
    expect(byMember.statusCode).toBe(403);
    expect(messages(byMember.body)).toEqual([ONLY_ADMINS_OR_COLLABORATORS]);
    // Once Ann makes Abe her collaborator, he may.
    expect((await g.call('PUT', `/api/collaborators/invite/${abe.profileId}`, ann)).statusCode).toBe(200);
    expect((await g.call('PUT', `/api/collaborators/accept/${ann.profileId}`, abe)).statusCode).toBe(200);
    expect((await submitTests(groupId, abe, ann, ['90'])).statusCode).toBe(200);

    const stranger = await g.athlete('Sam Stranger');
    const notMember = await submitTests(groupId, cora, stranger, ['90']);
    expect(notMember.statusCode).toBe(404);
    expect(messages(notMember.body)).toEqual([NOT_A_MEMBER]);
    const outsider = await g.coach('Otto Outsider');
    const fromOutside = await submitTests(groupId, outsider, ann, ['90']);
    expect(fromOutside.statusCode).toBe(403);
    expect(messages(fromOutside.body)).toEqual([ONLY_MEMBERS]);
    const impossible = await submitTests(groupId, cora, ann, ['9000']);
    expect(impossible.statusCode).toBe(400);
    expect(messages(impossible.body)[0]).toMatch(/^tests\.0\.score: /);
  });
});

describe('remove-pending', () => {
  it('lets the athlete decline, the sender withdraw and an admin clear; nobody else; and must name the item rightly', async () => {
    const { cora, groupId, ann, bob } = await squad();
    await submitTests(groupId, cora, ann, ['100']);
    await submitTests(groupId, cora, ann, ['101']);
    await submitTests(groupId, cora, ann, ['102']);
    const items = await pendingOf(groupId, ann);
    expect(items).toHaveLength(3);
    const remove = (who: Person, id: string | undefined, extra: object = {}) =>
      g.call('PUT', `/api/groups/${groupId}/remove-pending`, who, {
        sender: cora.profileId,
        type: 'test',
        data: id,
        members: [ann.profileId],
        ...extra,
      });
    const byOther = await remove(bob, items[0]?._id);
    expect(byOther.statusCode).toBe(403);
    expect(messages(byOther.body)).toEqual([NOT_YOURS_TO_REMOVE]);
    const wrongKind = await remove(ann, items[0]?._id, { type: 'video' });
    expect(wrongKind.statusCode).toBe(404);
    expect(messages(wrongKind.body)).toEqual([NO_PENDING]);
    const wrongMembers = await remove(ann, items[0]?._id, { members: [bob.profileId] });
    expect(wrongMembers.statusCode).toBe(404);

    expect((await remove(ann, items[0]?._id)).json()).toEqual({ msg: 'Pending item removed!' });
    expect((await remove(cora, items[1]?._id)).statusCode).toBe(200);
    expect(await pendingOf(groupId, ann)).toHaveLength(1);
    // Declined and withdrawn items never reached the profile.
    expect(await benchResults(ann)).toEqual([]);
    // Bob sees none of Ann's items; a non-member sees nothing at all.
    expect(await pendingOf(groupId, bob)).toEqual([]);
    const outsider = await g.coach('Otto Outsider');
    expect((await g.call('GET', `/api/groups/${groupId}/pending?type=coach`, outsider)).statusCode).toBe(403);
  });
});
