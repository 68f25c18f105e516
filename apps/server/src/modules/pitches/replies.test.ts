// Replies to a pitch through HTTP (issue 22, item 20): the receiver (a coach, or any admin of an organisation)
// answers with a short message that reaches the athlete as a `Pitch Reply` and shows on the pitch for both; a minor's
// caregiver gets a copy by mail. Refused to the athlete who sent it (403), to anyone else (404, as unknown), once the
// athlete is hidden from the receiver (404), past the per-pitch cap (429), and for a bad message (400).
import {
  type NotificationPage,
  PITCH_RULES,
  type PitchDetail,
  type PitchReplySent,
  type UnseenCount,
} from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor, mailsTo } from '../../test/consent-helpers.ts';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ONLY_RECEIVER_REPLIES, PITCH_NOT_FOUND } from './policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const PITCH = {
  formData: { message: 'I run the 100 m in 10.9 s and want to join your squad.' },
  athAgeCheck: false,
};

async function createCoach(name = 'Cora Coach') {
  const coach = await registerUser(t, { userType: 2, name, birthDate: '1980-02-02' });
  return { ...coach, profileId: coach.user._id };
}

/** The athlete pitches the coach; the pitch's id. */
async function pitchTo(athlete: { token: string }, coach: { profileId: string }): Promise<string> {
  const sent = await call('POST', `/api/athleteProfile/coach/${coach.profileId}`, athlete.token, PITCH);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json()._id;
}

const reply = (pitchId: string, token: string, message: unknown = 'Thanks: come to a trial on Saturday.') =>
  call('POST', `/api/pitches/${pitchId}/reply`, token, { message });

async function inbox(person: { token: string; profileId: string }, profileType: string) {
  const response = await call(
    'GET',
    `/api/notifications?profile_id=${person.profileId}&profile_type=${profileType}`,
    person.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>().notifications;
}

describe('a reply to a pitch', () => {
  it('reaches the athlete as a Pitch Reply with the message, and shows on the pitch for both', async () => {
    const ann = await createAthlete(t, { name: 'Ann Pitcher' });
    const coach = await createCoach('Cora Replies');
    const pitchId = await pitchTo(ann, coach);

    const sent = await reply(pitchId, coach.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<PitchReplySent>()).toMatchObject({
      msg: 'Reply sent!',
      reply: { message: 'Thanks: come to a trial on Saturday.' },
    });

    const [note] = await inbox(ann, 'athlete');
    expect(note).toMatchObject({
      type: 'Pitch Reply',
      body: 'replied to your pitch',
      sender: { profileId: coach.profileId, profileType: 'coach', name: 'Cora Replies' },
      data: { _id: coach.profileId, pitchId, message: 'Thanks: come to a trial on Saturday.' },
    });

    const forCoach = (await call('GET', `/api/pitches/${pitchId}`, coach.token)).json<PitchDetail>();
    expect(forCoach).toMatchObject({
      canReply: true,
      repliesLeftToday: PITCH_RULES.repliesPerPitchPerDay - 1,
    });
    expect(forCoach.replies.map((r) => r.message)).toEqual(['Thanks: come to a trial on Saturday.']);
    const forAthlete = (await call('GET', `/api/pitches/${pitchId}`, ann.token)).json<PitchDetail>();
    expect(forAthlete).toMatchObject({ canReply: false, repliesLeftToday: 0 });
    expect(forAthlete.replies).toEqual(forCoach.replies);
    // An adult athlete's reply is theirs alone: no copy by mail.
    await t.app.jobs.settled();
    expect(t.outbox().filter((mail) => mail.subject.includes('replied to'))).toEqual([]);
  });

  it('from an organisation comes from the organisation, whichever admin writes it', async () => {
    const ann = await createAthlete(t, { name: 'Ann Applicant' });
    const admin = await registerUser(t, {
      userType: 2,
      orgAdmin: true,
      organisation: 'Lee Rowing',
      activeProfile: 'org',
    });
    const owned = (await call('GET', '/api/notifications/unseen-count', admin.token)).json<UnseenCount>();
    const org = owned.profiles.find((profile) => profile.profileType === 'org');
    if (!org) throw new Error('expected an organisation');
    const url = `/api/organisation/${org.profileId}/${ann.profileId}/application`;
    const pitchId = (await call('POST', url, ann.token, PITCH)).json()._id;

    expect((await reply(pitchId, admin.token)).statusCode).toBe(200);
    const [note] = await inbox(ann, 'athlete');
    expect(note?.sender).toMatchObject({ profileId: org.profileId, profileType: 'org', name: 'Lee Rowing' });
  });

  it('is refused to the athlete who sent the pitch (403), to anyone else naming it (404), and without a session (401)', async () => {
    const ann = await createAthlete(t);
    const coach = await createCoach();
    const pitchId = await pitchTo(ann, coach);

    const own = await reply(pitchId, ann.token);
    expect(own.statusCode).toBe(403);
    expect(messages(own.body)).toEqual([ONLY_RECEIVER_REPLIES]);
    const otherCoach = await createCoach('Other Coach');
    const otherAthlete = await createAthlete(t);
    for (const stranger of [otherCoach, otherAthlete]) {
      const response = await reply(pitchId, stranger.token);
      expect(response.statusCode).toBe(404);
      expect(messages(response.body)).toEqual([PITCH_NOT_FOUND]);
    }
    const unknown = await reply('00000000-0000-4000-8000-000000000000', coach.token);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/pitches/${pitchId}/reply`,
      payload: { message: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await inbox(ann, 'athlete')).toEqual([]);
  });

  it('to a minor is copied to their caregiver by mail, and refused once the minor is hidden again', async () => {
    const minor = await createMinor(t, { name: 'Young Pitcher' });
    const token = await consentTokenFor(t, minor.caregiverEmail);
    const decide = (consent: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent } });
    expect((await decide(true)).statusCode).toBe(200);
    const coach = await createCoach('Cora Careful');
    const pitchId = await pitchTo(minor, coach);

    expect((await reply(pitchId, coach.token, 'Bring your boots on Saturday.')).statusCode).toBe(200);
    await t.app.jobs.settled();
    const [copy] = (await mailsTo(t, minor.caregiverEmail)).filter((mail) =>
      mail.subject.includes('replied'),
    );
    expect(copy?.subject).toBe("Cora Careful replied to Young Pitcher's pitch on Podium");
    expect(copy?.text).toContain('Bring your boots on Saturday.');

    expect((await decide(false)).statusCode).toBe(200);
    const hidden = await reply(pitchId, coach.token, 'Are you still coming?');
    expect(hidden.statusCode).toBe(404);
    expect(messages(hidden.body)).toEqual([PITCH_NOT_FOUND]);
    expect((await inbox(minor, 'athlete')).filter((note) => note.type === 'Pitch Reply')).toHaveLength(1);
  });

  it(`is capped at ${PITCH_RULES.repliesPerPitchPerDay} per pitch in 24 hours (429), each pitch apart`, async () => {
    const ann = await createAthlete(t);
    const bo = await createAthlete(t);
    const coach = await createCoach();
    const first = await pitchTo(ann, coach);
    const second = await pitchTo(bo, coach);
    for (let sent = 0; sent < PITCH_RULES.repliesPerPitchPerDay; sent += 1) {
      expect((await reply(first, coach.token, `Reply ${sent}`)).statusCode).toBe(200);
    }
    const over = await reply(first, coach.token, 'One more');
    expect(over.statusCode).toBe(429);
    expect(messages(over.body)[0]).toMatch(
      /^You can reply to a pitch at most 3 times a day; you may reply to this one again from \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    expect(
      (await call('GET', `/api/pitches/${first}`, coach.token)).json<PitchDetail>().repliesLeftToday,
    ).toBe(0);
    expect((await reply(second, coach.token)).statusCode).toBe(200);
  });

  it('refuses an empty, a long or an extra-field message, naming the field', async () => {
    const ann = await createAthlete(t);
    const coach = await createCoach();
    const pitchId = await pitchTo(ann, coach);
    for (const message of ['', '   ', 'x'.repeat(PITCH_RULES.replyMax + 1), 42]) {
      const response = await reply(pitchId, coach.token, message);
      expect(response.statusCode, JSON.stringify(message)).toBe(400);
      expect(messages(response.body).join(' ')).toMatch(/^message: /);
    }
    const extra = await call('POST', `/api/pitches/${pitchId}/reply`, coach.token, {
      message: 'hi',
      cc: 'x',
    });
    expect(extra.statusCode).toBe(400);
    expect(await inbox(ann, 'athlete')).toEqual([]);
  });
});
