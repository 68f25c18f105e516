// Endorsements through HTTP (issue 10): the athlete asks a coach, the coach writes it once, the athlete accepts,
// hides, displays and deletes it; only accepted, displayed ones show to others. Every refusal, minors included.
import type { AthleteProfile, Endorsement, EndorsementList, NotificationPage } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ageRequests } from '../../test/requests.ts';
import { HIDDEN_ATHLETE, NOT_YOURS, ONLY_ATHLETES_REQUEST, ONLY_COACHES_ENDORSE } from './policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = { token: string; profileId: string };

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

async function createCoach(name = 'Cora Coach') {
  const coach = await registerUser(t, { userType: 2, name, birthDate: '1980-02-02' });
  return { ...coach, profileId: coach.user._id };
}

async function inbox(person: Person, profileType: string) {
  const response = await call(
    'GET',
    `/api/notifications?profile_id=${person.profileId}&profile_type=${profileType}`,
    person.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>().notifications;
}

const ask = (athlete: Person, coach: Person) =>
  call('PUT', `/api/athleteProfile/${coach.profileId}/request-endorsement`, athlete.token);
const write = (coach: Person, id: string, text = 'Hard-working, coachable, quick off the mark.') =>
  call('PUT', `/api/athleteProfile/endorse/${id}`, coach.token, { text });
const accept = (athlete: Person, id: string) =>
  call('PUT', `/api/athleteProfile/acceptEndorsement/${id}`, athlete.token);
const status = (athlete: Person, id: string, action: string) =>
  call('PUT', `/api/athleteProfile/endorsementStatus/${id}`, athlete.token, { action });
const profileAs = async (viewer: Person, of: Person) =>
  (await call('GET', `/api/athleteProfile/${of.profileId}`, viewer.token)).json<AthleteProfile>();

/** An athlete with an endorsement from a coach at the stage asked. */
async function endorsed(stage: 'requested' | 'submitted' | 'accepted') {
  const athlete = await createAthlete(t, { name: 'Ann Endorsed' });
  const coach = await createCoach('Cora Endorser');
  const asked = await ask(athlete, coach);
  expect(asked.statusCode, asked.body).toBe(200);
  const id: string = asked.json().endorsement._id;
  if (stage !== 'requested') expect((await write(coach, id)).statusCode).toBe(200);
  if (stage === 'accepted') expect((await accept(athlete, id)).statusCode).toBe(200);
  return { athlete, coach, id };
}

describe('an endorsement', () => {
  it('goes from request to the coach’s words to the athlete’s profile', async () => {
    const athlete = await createAthlete(t, { name: 'Ann Asker' });
    const coach = await createCoach('Cora Writer');
    const asked = await ask(athlete, coach);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      msg: 'Endorsement requested!',
      endorsement: { state: 'requested', text: null, coach: { name: 'Cora Writer', profileType: 'coach' } },
    });
    const id: string = asked.json().endorsement._id;
    const [request] = await inbox(coach, 'coach');
    expect(request).toMatchObject({
      type: 'Endorsement Request',
      body: 'asked you for an endorsement',
      sender: { name: 'Ann Asker' },
      data: { _id: athlete.profileId, endorsementId: id },
    });
    // The coach opens it from the notification.
    const seen = await call('GET', `/api/athleteProfile/endorsement/${id}`, coach.token);
    expect(seen.json<Endorsement>()).toMatchObject({ state: 'requested', athlete: { name: 'Ann Asker' } });

    const written = await write(coach, id, 'A leader on and off the pitch.');
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({
      msg: 'Endorsement Submitted',
      endorsement: { state: 'submitted' },
    });
    const [submitted] = await inbox(athlete, 'athlete');
    expect(submitted).toMatchObject({
      type: 'Endorsement Submitted',
      body: 'endorsed you',
      sender: { name: 'Cora Writer' },
      data: { endorsementId: id },
    });
    // Not on the profile until accepted.
    const other = await createAthlete(t);
    expect((await profileAs(other, athlete)).endorsements).toEqual([]);

    const accepted = await accept(athlete, id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().msg).toBe('Added to Profile!');
    expect((await profileAs(other, athlete)).endorsements).toMatchObject([
      { _id: id, text: 'A leader on and off the pitch.', hidden: false, coach: { name: 'Cora Writer' } },
    ]);
    const mine = (
      await call('GET', '/api/athleteProfile/endorsements/me', athlete.token)
    ).json<EndorsementList>();
    expect(mine.endorsements.map((e) => e.state)).toEqual(['accepted']);
  });

  it('is hidden from others, displayed again, and deleted by the athlete', async () => {
    const { athlete, id } = await endorsed('accepted');
    const other = await createAthlete(t);
    const hidden = await status(athlete, id, 'hide');
    expect(hidden.json().msg).toBe('Endorsement Hidden!');
    expect((await profileAs(other, athlete)).endorsements).toEqual([]);
    // The owner still sees it, marked hidden.
    const own = (await call('GET', '/api/athleteProfile/me', athlete.token)).json<AthleteProfile>();
    expect(own.endorsements).toMatchObject([{ _id: id, hidden: true }]);
    const shown = await status(athlete, id, 'display');
    expect(shown.json().msg).toBe('Endorsement Displayed!');
    expect((await profileAs(other, athlete)).endorsements).toHaveLength(1);
    const removed = await status(athlete, id, 'delete');
    expect(removed.json().msg).toBe('Endorsement Removed!');
    expect((await profileAs(other, athlete)).endorsements).toEqual([]);
    expect((await status(athlete, id, 'display')).statusCode).toBe(404);
  });

  it('can be asked for again once deleted, and a waiting request withdrawn', async () => {
    const { athlete, coach, id } = await endorsed('requested');
    expect((await status(athlete, id, 'delete')).statusCode).toBe(200);
    expect((await write(coach, id)).statusCode).toBe(404);
    // A day after the last request (request limits).
    const tooSoon = await ask(athlete, coach);
    expect(tooSoon.statusCode).toBe(429);
    expect(messages(tooSoon.body)[0]).toMatch(
      /^You already asked Cora Endorser for an endorsement in the last 24 hours; you may ask them again from /,
    );
    await ageRequests(t, athlete.user._id);
    expect((await ask(athlete, coach)).statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('lets only athletes ask, only coaches write, and answers 401 without a token', async () => {
    const coach = await createCoach();
    const other = await createCoach();
    const byCoach = await ask(coach, other);
    expect(byCoach.statusCode).toBe(403);
    expect(messages(byCoach.body)).toEqual([ONLY_ATHLETES_REQUEST]);
    const { athlete, id } = await endorsed('requested');
    const byAthlete = await write(athlete, id);
    expect(byAthlete.statusCode).toBe(403);
    expect(messages(byAthlete.body)).toEqual([ONLY_COACHES_ENDORSE]);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/athleteProfile/${coach.profileId}/request-endorsement`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', '/api/athleteProfile/endorsements/me', coach.token)).statusCode).toBe(403);
  });

  it('answers 404 for a coach unknown or named by another id, and 409 when asked already', async () => {
    const athlete = await createAthlete(t);
    const unknown = await ask(athlete, { token: '', profileId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual(['id: No such coach']);
    const other = await createAthlete(t);
    expect((await ask(athlete, other)).statusCode).toBe(404);

    const { athlete: ann, coach } = await endorsed('requested');
    const twice = await ask(ann, coach);
    expect(twice.statusCode).toBe(409);
    expect(messages(twice.body)).toEqual([
      'You have already asked Cora Endorser for an endorsement; wait for them to write it',
    ]);
  });

  it('lets only the coach asked write it, and only once', async () => {
    const { coach, id } = await endorsed('requested');
    const stranger = await createCoach();
    const notAsked = await write(stranger, id);
    expect(notAsked.statusCode).toBe(404);
    expect(messages(notAsked.body)).toEqual(['id: No such endorsement']);
    expect((await call('GET', `/api/athleteProfile/endorsement/${id}`, stranger.token)).statusCode).toBe(404);
    expect((await write(coach, id)).statusCode).toBe(200);
    const again = await write(coach, id);
    expect(again.statusCode).toBe(409);
    expect(messages(again.body)).toEqual(['You have already endorsed Ann Endorsed']);
    const empty = await write(coach, id, '  ');
    expect(messages(empty.body)).toEqual(['text: Endorsement is required']);
  });

  it('lets only the athlete accept, hide, display or delete their own endorsements', async () => {
    const { athlete, coach, id } = await endorsed('submitted');
    const other = await createAthlete(t);
    for (const response of [await accept(other, id), await status(other, id, 'hide')]) {
      expect(response.statusCode).toBe(403);
      expect(messages(response.body)).toEqual([NOT_YOURS]);
    }
    expect((await accept({ token: coach.token, profileId: '' }, id)).statusCode).toBe(403);
    expect((await status(athlete, id, 'hide')).statusCode).toBe(409);
    expect(messages((await status(athlete, id, 'shout')).body)).toEqual([
      'action: Must be one of "hide", "display", "delete"',
    ]);
    expect((await accept(athlete, id)).statusCode).toBe(200);
    const twice = await accept(athlete, id);
    expect(twice.statusCode).toBe(409);
    expect(messages(twice.body)).toEqual(['This endorsement is already on your profile']);
  });

  it('refuses accepting one the coach has not written yet', async () => {
    const { athlete, id } = await endorsed('requested');
    const early = await accept(athlete, id);
    expect(early.statusCode).toBe(409);
    expect(messages(early.body)).toEqual(['Cora Endorser has not written this endorsement yet']);
  });

  it('refuses a minor until their caregiver consents; the coach loses sight of them when it is withdrawn', async () => {
    const minor = await createMinor(t, { name: 'Young Asker' });
    const coach = await createCoach();
    const before = await ask(minor, coach);
    expect(before.statusCode).toBe(403);
    expect(messages(before.body)).toEqual([HIDDEN_ATHLETE]);
    expect(await inbox(coach, 'coach')).toEqual([]);

    const token = await consentTokenFor(t, minor.caregiverEmail);
    const decide = (consent: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent } });
    expect((await decide(true)).statusCode).toBe(200);
    const after = await ask(minor, coach);
    expect(after.statusCode, after.body).toBe(200);
    const id: string = after.json().endorsement._id;

    expect((await decide(false)).statusCode).toBe(200);
    expect((await call('GET', `/api/athleteProfile/endorsement/${id}`, coach.token)).statusCode).toBe(404);
    expect((await write(coach, id)).statusCode).toBe(404);
  });
});
