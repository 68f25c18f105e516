// Issue 24: a member answering a request (a result, a video, a file) and an athlete accepting or declining what was
// sent for them tell the group's owner and admins whose setting is all (a Group Request Answered, through a job), so
// their open Requests tab, its answered / not yet lists and the leaderboard refresh. Once per member and request (an
// edited answer says nothing more), never to whoever acted, and an admin under 16's caregiver gets a copy without the
// member's name.
import { describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor, mailsTo } from '../../test/consent-helpers.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';

const { t, g } = useGroupsApp();

const dash = (score: string) => ({
  attribute: 'Run Tests',
  test: '40 Yard Dash',
  results: { score, unitOfMeasurement: 'sec' },
});

const answeredOf = async (who: Person) =>
  (await g.inbox(who)).filter((n) => n.type === 'Group Request Answered');

/** Cora owns it; Ada (all) and Nia (notices only) are admins; Ann and Ben are athlete members. */
async function squad(name: string) {
  const cora = await g.coach('Cora Coach');
  const groupId = await g.makeGroup(cora, name);
  const [ada, nia, ann, ben] = [
    await g.coach('Ada Admin'),
    await g.coach('Nia Notices'),
    await g.athlete('Ann Answer'),
    await g.athlete('Ben Busy'),
  ];
  for (const admin of [ada, nia]) await g.addMember(groupId, cora, admin, 'admin');
  for (const member of [ann, ben]) await g.addMember(groupId, cora, member);
  const set = await g.call('PUT', `/api/groups/${groupId}/settings`, nia, {
    type: 'coach',
    notifications: 'notices',
  });
  expect(set.statusCode).toBe(200);
  return { cora, groupId, ada, nia, ann, ben };
}

async function ask(groupId: string, admin: Person, kind: 'test' | 'video') {
  const asked = await g.call('PUT', `/api/groups/${groupId}/${kind}-request`, admin, {
    type: admin.profileType,
    ...(kind === 'test' ? { test: '40 Yard Dash' } : { text: 'Your best clip' }),
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return asked.json<{ requestId: string }>().requestId;
}

describe('an answer', () => {
  it('is told once to the owner and admins whose setting is all, not to the member or the others', async () => {
    const { cora, groupId, ada, nia, ann, ben } = await squad('Sprint Squad');
    const testId = await ask(groupId, ada, 'test');
    const videoId = await ask(groupId, ada, 'video');

    const answered = await g.call('PUT', `/api/groups/${groupId}/test-result`, ann, {
      requestId: testId,
      ...dash('4.8'),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    // Edited: the same member answers the same request again, which is no news.
    await g.call('PUT', `/api/groups/${groupId}/test-result`, ann, { requestId: testId, ...dash('4.7') });
    const video = await g.call('PUT', `/api/groups/${groupId}/highlight-vid`, ben, {
      requestId: videoId,
      video: { vidUrl: 'https://media.example/clip.mp4', title: 'Cup final' },
    });
    expect(video.statusCode, video.body).toBe(200);

    for (const admin of [cora, ada]) {
      const told = await answeredOf(admin);
      expect(told.map((n) => n.body)).toEqual([
        'answered a request for a video in the Sprint Squad group',
        'answered a request for a test result in the Sprint Squad group',
      ]);
      expect(told[1]).toMatchObject({
        data: { groupId, requestId: testId, outcome: 'answered', _id: ann.profileId, senderType: 'athlete' },
        sender: expect.objectContaining({ name: 'Ann Answer' }),
      });
    }
    expect(await answeredOf(nia)).toEqual([]);
    expect(await answeredOf(ann)).toEqual([]);
    expect(await answeredOf(ben)).toEqual([]);
  });

  it('by an admin who was asked too is not told to themself', async () => {
    const { cora, groupId, ada } = await squad('Paper Squad');
    const file = await g.call('PUT', `/api/groups/${groupId}/file-request`, cora, {
      type: 'coach',
      text: 'Forms',
    });
    const requestId = file.json<{ requestId: string }>().requestId;
    const documentId = crypto.randomUUID();
    const { answerRequest } = await import('./requests.ts');
    await t.db.transaction((tx) =>
      answerRequest(tx, t.app.jobs, groupId, requestId, ada, { kind: 'document', id: documentId }),
    );
    expect((await answeredOf(cora)).map((n) => n.body)).toEqual([
      'answered a request for a file in the Paper Squad group',
    ]);
    expect(await answeredOf(ada)).toEqual([]);
  });
});

describe('a pending submission', () => {
  it('accepted or declined by the athlete, or withdrawn, is told to the admins but not to whoever did it', async () => {
    const { cora, groupId, ada, ann } = await squad('Lifting Squad');
    const send = async (score: string) => {
      const sent = await g.call('PUT', `/api/groups/${groupId}/${ann.profileId}/collab-tests`, ada, {
        type: 'coach',
        tests: [
          {
            attribute: 'Absolute Strength',
            test: 'Bench Press 1 RM',
            results: { score, unitOfMeasurement: 'kg' },
          },
        ],
      });
      expect(sent.statusCode, sent.body).toBe(200);
    };
    for (const score of ['100', '101', '102']) await send(score);
    const listed = await g.call('GET', `/api/groups/${groupId}/pending?type=athlete`, ann);
    const [first, second, third] = listed.json<{ pending: { _id: string }[] }>().pending;
    const remove = (who: Person, id: string | undefined) =>
      g.call('PUT', `/api/groups/${groupId}/remove-pending`, who, {
        sender: ada.profileId,
        type: 'test',
        data: id,
        members: [ann.profileId],
      });
    expect((await g.call('PUT', `/api/groups/${groupId}/pending/${first?._id}/accept`, ann)).statusCode).toBe(
      200,
    );
    expect((await remove(ann, second?._id)).statusCode).toBe(200);
    expect((await remove(ada, third?._id)).statusCode).toBe(200);

    expect((await answeredOf(cora)).map((n) => [n.body, n.data.outcome])).toEqual([
      ['withdrew results sent for a member in the Lifting Squad group', 'withdrawn'],
      ['declined results sent for them in the Lifting Squad group', 'declined'],
      ['accepted results sent for them in the Lifting Squad group', 'accepted'],
    ]);
    // Ada sent them and withdrew one: told of the athlete's answers, not of her own withdrawal.
    expect((await answeredOf(ada)).map((n) => n.data.outcome)).toEqual(['declined', 'accepted']);
    expect(await answeredOf(ann)).toEqual([]);
  });
});

describe('safety', () => {
  it('copies an admin under 16’s caregiver without the member’s name', async () => {
    const made = await createMinor(t, { name: 'Kim Captain' });
    const token = await consentTokenFor(t, made.caregiverEmail);
    await t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent: true } });
    const kim: Person = { ...made, userId: made.user._id, profileType: 'athlete' };
    const groupId = await g.makeGroup(kim, 'Junior Relay');
    const ava = await g.athlete('Ava Adult');
    await g.addMember(groupId, kim, ava);
    const requestId = await ask(groupId, kim, 'test');
    const before = (await mailsTo(t, made.caregiverEmail)).length;

    await g.call('PUT', `/api/groups/${groupId}/test-result`, ava, { requestId, ...dash('5.1') });

    expect(await answeredOf(kim)).toHaveLength(1);
    const copies = (await mailsTo(t, made.caregiverEmail)).slice(before);
    expect(copies.map((mail) => mail.text.split('\n').at(-1))).toEqual([
      'A member answered a request for a test result in the group Junior Relay.',
    ]);
    expect(copies.some((mail) => mail.text.includes('Ava Adult'))).toBe(false);
  });
});
