// Issue 24, slice 3, requests: an admin asks members for a test result, a video or a file; the members asked are told
// by a job (as their setting says, a minor's caregiver copied); each request shows who answered and who has not and
// "seen by n of m"; an admin reminds only those who have not answered, once a day; members answer with a result or a
// video that lands on their own profile; a document answers a file request through the store's recordAnswer.
import type { AthleteProfile, GroupRequestDetail, GroupRequestList } from '@podium/core/api';
import { describe, expect, it, vi } from 'vitest';
import { consentTokenFor, createMinor, mailsTo } from '../../test/consent-helpers.ts';
import { messages } from '../../test/factories.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';
import { ONLY_ADMINS, ONLY_MEMBERS } from './policy.ts';
import { recordAnswer } from './request-store.ts';
import { NO_SUCH_TEST, NOBODY_WAITING, NOT_ASKED, REMINDED_TODAY } from './requests.ts';

// A job's failed try comes again within a second (a busy machine's), not after the kinds' own waits.
const { t, g } = useGroupsApp({ jobs: { retryDelaySeconds: 1 } });

const dash = (score: string) => ({
  attribute: 'Run Tests',
  test: '40 Yard Dash',
  results: { score, unitOfMeasurement: 'sec' },
});

async function squad(name = 'Sprint Squad') {
  const cora = await g.coach('Cora Coach');
  const groupId = await g.makeGroup(cora, name);
  const ann = await g.athlete('Ann Answer');
  const ben = await g.athlete('Ben Busy');
  const abe = await g.coach('Abe Assistant');
  for (const member of [ann, ben, abe]) await g.addMember(groupId, cora, member);
  return { cora, groupId, ann, ben, abe };
}

const testRequest = (groupId: string, admin: Person, extra: object = {}) =>
  g.call('PUT', `/api/groups/${groupId}/test-request`, admin, {
    type: admin.profileType,
    test: 'dash40',
    text: 'Timed on the track, please',
    due: '2030-06-01',
    ...extra,
  });

async function requestList(groupId: string, who: Person) {
  const listed = await g.call('GET', `/api/groups/${groupId}/requests?type=${who.profileType}`, who);
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json<GroupRequestList>().requests;
}

async function detail(groupId: string, requestId: string, who: Person) {
  const read = await g.call(
    'GET',
    `/api/groups/${groupId}/requests/${requestId}?type=${who.profileType}`,
    who,
  );
  expect(read.statusCode, read.body).toBe(200);
  return read.json<GroupRequestDetail>();
}

async function dashResults(who: Person) {
  const profile = await g.call('GET', '/api/athleteProfile/me', who);
  return Object.values(profile.json<AthleteProfile>().physicalTests).flatMap((tests) => tests?.dash40 ?? []);
}

describe('a test request', () => {
  it('asks the athlete members, told by a job as their setting says, and shows who answered and who has not', async () => {
    const { cora, groupId, ann, ben, abe } = await squad();
    await g.call('PUT', `/api/groups/${groupId}/settings`, ben, { type: 'athlete', notifications: 'muted' });
    const sent = await testRequest(groupId, cora);
    expect(sent.statusCode, sent.body).toBe(200);
    const { requestId, msg } = sent.json();
    expect(msg).toBe('Request sent!');
    // One job for the request; it writes the notifications after the answer.
    const jobs = await t.db.query(
      "select 1 from pgboss.job where name = 'group-request' and data ->> 'requestId' = $1",
      [requestId],
    );
    expect(jobs).toHaveLength(1);
    const told = async (who: Person) => (await g.inbox(who)).filter((n) => n.type === 'Group Request');
    expect(await told(ann)).toEqual([
      expect.objectContaining({
        body: 'asked you for a test result in the Sprint Squad group',
        data: expect.objectContaining({ groupId, requestId, requestKind: 'test', reminder: false }),
      }),
    ]);
    expect(await told(ben)).toEqual([]);
    // Results live on athlete profiles: the coach member is not asked.
    expect(await told(abe)).toEqual([]);

    const [listed] = await requestList(groupId, cora);
    expect(listed).toMatchObject({
      _id: requestId,
      kind: 'test',
      test: { key: 'dash40', name: '40 Yard Dash' },
      text: 'Timed on the track, please',
      due: '2030-06-01',
      author: expect.objectContaining({ name: 'Cora Coach' }),
      asked: 2,
      answered: 0,
      seenBy: 0,
      mine: null,
    });
    // Ann opens the list: seen by 1 of 2; she answers with a result, which lands on her profile.
    expect((await requestList(groupId, ann))[0]).toMatchObject({ seenBy: 1, mine: { answeredAt: null } });
    const answered = await g.call('PUT', `/api/groups/${groupId}/test-result`, ann, {
      requestId,
      ...dash('4.81'),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ msg: 'Added successfully!' });
    expect(await dashResults(ann)).toEqual([
      expect.objectContaining({ score: '4.81', unitOfMeasurement: 'sec' }),
    ]);

    const read = await detail(groupId, requestId, cora);
    expect(read.request).toMatchObject({ asked: 2, answered: 1, seenBy: 1 });
    expect(read.answered).toEqual([
      {
        profile: expect.objectContaining({ name: 'Ann Answer' }),
        answeredAt: expect.any(String),
        answer: { kind: 'result', id: expect.any(String) },
      },
    ]);
    expect(read.waiting.map((card) => card.name)).toEqual(['Ben Busy']);
    // The answer is Ann's own result: on her timeline as any result of hers is.
    const timeline = await g.call('GET', `/api/timeline/${ann.profileId}`, cora);
    expect(timeline.json().items).toEqual([
      expect.objectContaining({
        kind: 'result',
        _id: read.answered[0]?.answer.id,
        testKey: 'dash40',
        score: '4.81',
      }),
    ]);
    const activity = (await g.read(groupId, cora)).json().activity.map((a: { kind: string }) => a.kind);
    expect(activity.slice(0, 2)).toEqual(['answer', 'request']);
  });

  it('asks only the members chosen, and refuses a non-member, a coach for a result, or a test not in the catalogue', async () => {
    const { cora, groupId, ann, ben, abe } = await squad();
    const chosen = await testRequest(groupId, cora, {
      members: [{ profileId: ann.profileId, profileType: 'athlete' }],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await requestList(groupId, cora))[0]).toMatchObject({ asked: 1 });
    expect((await g.inbox(ben)).filter((n) => n.type === 'Group Request')).toEqual([]);

    const stranger = await g.athlete('Sam Stranger');
    const notMember = await testRequest(groupId, cora, {
      members: [{ profileId: stranger.profileId, profileType: 'athlete' }],
    });
    expect(notMember.statusCode).toBe(400);
    expect(messages(notMember.body)).toEqual(['members.0: Not a member of this group']);
    const coachAsked = await testRequest(groupId, cora, {
      members: [{ profileId: abe.profileId, profileType: 'coach' }],
    });
    expect(messages(coachAsked.body)).toEqual([
      'members.0: Only an athlete’s profile holds results and videos',
    ]);
    const unknown = await testRequest(groupId, cora, { test: 'Underwater Basket Weaving' });
    expect(unknown.statusCode).toBe(400);
    expect(messages(unknown.body)).toEqual([NO_SUCH_TEST]);
    const badDue = await testRequest(groupId, cora, { due: '2030-13-45' });
    expect(messages(badDue.body)).toEqual(['due: Enter a date as YYYY-MM-DD']);
  });

  it('is made by admins only, and seen by members only', async () => {
    const { cora, groupId, ann, abe } = await squad();
    const byMember = await testRequest(groupId, abe);
    expect(byMember.statusCode).toBe(403);
    expect(messages(byMember.body)).toEqual([ONLY_ADMINS]);
    for (const kind of ['video-request', 'file-request']) {
      const refused = await g.call('PUT', `/api/groups/${groupId}/${kind}`, ann, {
        type: 'athlete',
        text: 'Send it',
      });
      expect(refused.statusCode).toBe(403);
    }
    const outsider = await g.coach('Otto Outsider');
    const listed = await g.call('GET', `/api/groups/${groupId}/requests?type=coach`, outsider);
    expect(listed.statusCode).toBe(403);
    expect(messages(listed.body)).toEqual([ONLY_MEMBERS]);
    const { requestId } = (await testRequest(groupId, cora)).json();
    const read = await g.call('GET', `/api/groups/${groupId}/requests/${requestId}?type=coach`, outsider);
    expect(read.statusCode).toBe(403);
    expect(messages(read.body)).toEqual([ONLY_MEMBERS]);
    expect((await g.call('GET', `/api/groups/${groupId}/requests?type=coach`)).statusCode).toBe(401);
  });

  it('is answered only by a member it asked, with the test it asks for', async () => {
    const { cora, groupId, ann, ben } = await squad();
    const { requestId } = (
      await testRequest(groupId, cora, { members: [{ profileId: ann.profileId, profileType: 'athlete' }] })
    ).json();
    const notAsked = await g.call('PUT', `/api/groups/${groupId}/test-result`, ben, {
      requestId,
      ...dash('5.0'),
    });
    expect(notAsked.statusCode).toBe(403);
    expect(messages(notAsked.body)).toEqual([NOT_ASKED]);
    const otherTest = await g.call('PUT', `/api/groups/${groupId}/test-result`, ann, {
      requestId,
      attribute: 'Speed and Power',
      test: 'Vertical Jump',
      results: { score: '60', unitOfMeasurement: 'cm' },
    });
    expect(otherTest.statusCode).toBe(400);
    expect(messages(otherTest.body)).toEqual(['test: This request asks for 40 Yard Dash']);
    const asVideo = await g.call('PUT', `/api/groups/${groupId}/highlight-vid`, ann, {
      requestId,
      video: { vidUrl: 'https://media.example/clip.mp4' },
    });
    expect(messages(asVideo.body)).toEqual([
      'requestId: This request asks for a test result (PUT test-result)',
    ]);
    // Nothing landed on either profile.
    expect(await dashResults(ann)).toEqual([]);
    expect(await dashResults(ben)).toEqual([]);
  });
});

describe('reminders', () => {
  it('tell only those asked who have not answered, once a day, and only an admin sends them', async () => {
    const { cora, groupId, ann, ben, abe } = await squad();
    const { requestId } = (await testRequest(groupId, cora)).json();
    await g.call('PUT', `/api/groups/${groupId}/test-result`, ann, { requestId, ...dash('4.9') });
    const remind = (who: Person) =>
      g.call('PUT', `/api/groups/${groupId}/requests/${requestId}/remind`, who, { type: who.profileType });

    const byMember = await remind(abe);
    expect(byMember.statusCode).toBe(403);
    expect(messages(byMember.body)).toEqual([ONLY_ADMINS]);
    const reminded = await remind(cora);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json()).toEqual({ msg: 'Reminder sent!' });
    const reminders = async (who: Person) =>
      (await g.inbox(who)).filter((n) => n.type === 'Group Request' && n.data.reminder === true);
    expect(await reminders(ben)).toEqual([
      expect.objectContaining({ body: 'reminds you: a test result for the Sprint Squad group' }),
    ]);
    expect(await reminders(ann)).toEqual([]);

    const again = await remind(cora);
    expect(again.statusCode).toBe(429);
    expect(messages(again.body)).toEqual([REMINDED_TODAY]);
    // A day later it may remind again; once everyone has answered there is nobody to remind.
    await t.db.query("update group_requests set reminded_at = now() - interval '25 hours' where id = $1", [
      requestId,
    ]);
    await g.call('PUT', `/api/groups/${groupId}/test-result`, ben, { requestId, ...dash('5.2') });
    const nobody = await remind(cora);
    expect(nobody.statusCode).toBe(409);
    expect(messages(nobody.body)).toEqual([NOBODY_WAITING]);
  });
});

describe('video and file requests', () => {
  it('a video answer lands on the member’s highlight videos; a document answers a file request through recordAnswer', async () => {
    const { cora, groupId, ann, abe } = await squad();
    const video = await g.call('PUT', `/api/groups/${groupId}/video-request`, cora, {
      type: 'coach',
      text: 'Your best game clip',
    });
    expect(video.statusCode, video.body).toBe(200);
    const answered = await g.call('PUT', `/api/groups/${groupId}/highlight-vid`, ann, {
      requestId: video.json().requestId,
      video: { vidUrl: 'https://media.example/clip.mp4', title: 'Cup final' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const profile = (await g.call('GET', '/api/athleteProfile/me', ann)).json<AthleteProfile>();
    expect(profile.highlightVideos).toEqual([expect.objectContaining({ title: 'Cup final' })]);
    const videoDetail = await detail(groupId, video.json().requestId, cora);
    expect(videoDetail.answered[0]?.answer).toEqual({ kind: 'video', id: profile.highlightVideos[0]?._id });

    // A file request asks every member but its author, coaches too.
    const file = await g.call('PUT', `/api/groups/${groupId}/file-request`, cora, {
      type: 'coach',
      text: 'Your signed consent form',
    });
    const fileId: string = file.json().requestId;
    expect((await detail(groupId, fileId, cora)).request.asked).toBe(3);
    const documentId = crypto.randomUUID();
    const member = { profileId: abe.profileId, profileType: 'coach' as const };
    expect(
      await t.db.transaction((tx) =>
        recordAnswer(tx, groupId, fileId, member, { kind: 'document', id: documentId }),
      ),
    ).toBe('first');
    const outsider = await g.coach('Otto Outsider');
    const notAsked = { profileId: outsider.profileId, profileType: 'coach' as const };
    expect(
      await t.db.transaction((tx) =>
        recordAnswer(tx, groupId, fileId, notAsked, { kind: 'document', id: documentId }),
      ),
    ).toBeNull();
    // Another group's id names no request of this one.
    const otherGroup = await g.makeGroup(cora, 'Other');
    expect(
      await t.db.transaction((tx) =>
        recordAnswer(tx, otherGroup, fileId, member, { kind: 'document', id: documentId }),
      ),
    ).toBeNull();
    const fileDetail = await detail(groupId, fileId, cora);
    expect(fileDetail.answered).toEqual([
      expect.objectContaining({
        profile: expect.objectContaining({ name: 'Abe Assistant' }),
        answer: { kind: 'document', id: documentId },
      }),
    ]);
    expect(fileDetail.waiting.map((card) => card.name).sort()).toEqual(['Ann Answer', 'Ben Busy']);
  });
});

describe('safety', () => {
  it('copies a minor’s caregiver on a request and its reminder, whatever the minor’s setting', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Junior Sprinters');
    const made = await createMinor(t, { name: 'Kit Young' });
    const token = await consentTokenFor(t, made.caregiverEmail);
    await t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent: true } });
    const kid: Person = { ...made, userId: made.user._id, profileType: 'athlete' };
    await g.addMember(groupId, cora, kid);
    await g.call('PUT', `/api/groups/${groupId}/settings`, kid, { type: 'athlete', notifications: 'muted' });
    const before = (await mailsTo(t, made.caregiverEmail)).length;

    const { requestId } = (await testRequest(groupId, cora)).json();
    // The request's own copy first, then the reminder's, each told by its job: a job whose try failed on a loaded
    // machine is tried again (jobs/queue.ts), so the copy is waited for rather than read once.
    const copiesWhenSent = async (count: number) =>
      vi.waitFor(
        async () => {
          const copies = (await mailsTo(t, made.caregiverEmail)).slice(before);
          expect(copies).toHaveLength(count);
          return copies;
        },
        { timeout: 15_000, interval: 100 },
      );
    await copiesWhenSent(1);
    const reminded = await g.call('PUT', `/api/groups/${groupId}/requests/${requestId}/remind`, cora, {
      type: 'coach',
    });
    expect(reminded.statusCode, reminded.body).toBe(200);
    const copies = await copiesWhenSent(2);
    expect(copies.map((mail) => mail.subject)).toEqual([
      'Podium: Kit Young and the Junior Sprinters group',
      'Podium: Kit Young and the Junior Sprinters group',
    ]);
    expect(copies[0]?.text).toContain('A request for a 40 Yard Dash result. Due 2030-06-01.');
    expect(copies[1]?.text).toContain('A reminder: A request for a 40 Yard Dash result.');
  });

  it('leaves a removed member’s answers and results on their profile', async () => {
    const { cora, groupId, ann } = await squad();
    const { requestId } = (await testRequest(groupId, cora)).json();
    await g.call('PUT', `/api/groups/${groupId}/test-result`, ann, { requestId, ...dash('4.7') });
    expect((await g.remove(groupId, cora, ann)).statusCode).toBe(200);
    expect(await dashResults(ann)).toEqual([expect.objectContaining({ score: '4.7' })]);
    // The request still counts the answer; the group's own lists no longer reach her.
    expect((await detail(groupId, requestId, cora)).request.answered).toBe(1);
    const gone = await g.call('GET', `/api/groups/${groupId}/requests?type=athlete`, ann);
    expect(gone.statusCode).toBe(403);
  });
});
