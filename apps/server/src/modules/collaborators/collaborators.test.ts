// Collaborators through HTTP (issue 10): invite, accept, add results and videos (verified, the athlete told),
// remove; every refusal (not an athlete, not a coach, not invited, not accepted, removed, bounds), the lists,
// and a minor before and after their caregiver's consent.
import type {
  AthleteProfile,
  AthleteSearchResult,
  CollaboratingForList,
  CollaboratorList,
  NotificationPage,
  PitchDetail,
  TestResult,
} from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { addResult, auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ageRequests } from '../../test/requests.ts';
import { HIDDEN_INVITER, NOT_COLLABORATOR } from './policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = { token: string };
type Coach = Caller & { id: string };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) =>
  t.app.inject({ method, url, headers: auth(who.token), ...(payload ? { payload } : {}) });

async function createCoach(name = 'Cora Coach'): Promise<Coach> {
  const coach = await registerUser(t, { userType: 2, name });
  return { token: coach.token, id: coach.user._id };
}

const invite = (athlete: Caller, coachId: string) =>
  call('PUT', `/api/collaborators/invite/${coachId}`, athlete);
const accept = (coach: Caller, athleteProfileId: string) =>
  call('PUT', `/api/collaborators/accept/${athleteProfileId}`, coach);
const bench = (score: string | number) => ({
  attribute: 'Absolute Strength',
  test: 'Bench Press 1 RM',
  results: { score, unitOfMeasurement: 'kg' },
});
const addTests = (coach: Caller, sender: string, tests = [bench(100)]) =>
  call('PUT', '/api/collaborators/collab-tests-added', coach, { sender, tests });
const addVideo = (coach: Caller, sender: string, vidUrl = 'https://cdn.example.com/clip.mp4') =>
  call('PUT', '/api/collaborators/collab-vids-added', coach, { sender, video: { vidUrl, title: 'Sprint' } });

/** An athlete with coach as an accepted collaborator. */
async function collaborating(coachName = 'Cora Coach') {
  const athlete = await createAthlete(t, { name: 'Ann Athlete' });
  const coach = await createCoach(coachName);
  expect((await invite(athlete, coach.id)).statusCode).toBe(200);
  expect((await accept(coach, athlete.profileId)).statusCode).toBe(200);
  return { athlete, coach };
}

async function inbox(who: Caller, profileId: string, profileType: 'athlete' | 'coach') {
  const response = await call(
    'GET',
    `/api/notifications?profile_id=${profileId}&profile_type=${profileType}`,
    who,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>().notifications;
}

async function benchResults(who: Caller, url = '/api/athleteProfile/me'): Promise<TestResult[]> {
  const response = await call('GET', url, who);
  expect(response.statusCode, response.body).toBe(200);
  return Object.values(response.json<AthleteProfile>().physicalTests).flatMap(
    (tests) => tests?.benchPress1 ?? [],
  );
}

describe('an invitation', () => {
  it('tells the coach with a Collaborator Invite, and the coach accepts it', async () => {
    const athlete = await createAthlete(t, { name: 'Ann Inviter' });
    const coach = await createCoach('Cora Invited');
    const sent = await invite(athlete, coach.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ msg: 'Invite Sent!' });
    const [note] = await inbox(coach, coach.id, 'coach');
    expect(note).toMatchObject({
      type: 'Collaborator Invite',
      data: { _id: athlete.profileId },
      sender: { name: 'Ann Inviter', profileType: 'athlete' },
    });
    const listed = (await call('GET', '/api/collaborators', athlete)).json<CollaboratorList>();
    expect(listed.collaborators).toMatchObject([
      { profile: { profileId: coach.id, name: 'Cora Invited' }, state: 'invited', acceptedAt: null },
    ]);
    const accepted = await accept(coach, athlete.profileId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ msg: 'Confirmed!' });
    const mine = (await call('GET', '/api/collaborators/athletes', coach)).json<CollaboratingForList>();
    expect(mine.athletes).toMatchObject([
      { profile: { profileId: athlete.profileId, name: 'Ann Inviter' }, state: 'active' },
    ]);
    expect(mine.athletes[0]?.acceptedAt).not.toBeNull();
  });

  it('is the athlete’s alone to send, to a coach, once', async () => {
    const athlete = await createAthlete(t);
    const other = await createAthlete(t);
    const coach = await createCoach();
    const byCoach = await call('PUT', `/api/collaborators/invite/${coach.id}`, coach);
    expect(byCoach.statusCode).toBe(403);
    expect(messages(byCoach.body)).toEqual(['Only athletes invite collaborators']);
    // An athlete's ids name no coach.
    expect((await invite(athlete, other.profileId)).statusCode).toBe(404);
    expect((await invite(athlete, other.user._id)).statusCode).toBe(404);
    expect((await invite(athlete, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await invite(athlete, 'not-an-id')).statusCode).toBe(400);
    expect((await invite(athlete, coach.id)).statusCode).toBe(200);
    const twice = await invite(athlete, coach.id);
    expect(twice.statusCode).toBe(409);
    expect(messages(twice.body)).toEqual(['You have already invited Cora Coach; wait for them to accept']);
    const athleteWithout = await registerUser(t, { userType: 1 });
    expect((await invite(athleteWithout, coach.id)).statusCode).toBe(409);
    expect((await call('PUT', '/api/collaborators/invite/x', { token: 'nope' })).statusCode).toBe(401);
  });

  it('is accepted only by the coach invited, once', async () => {
    const athlete = await createAthlete(t);
    const coach = await createCoach();
    const stranger = await createCoach('Stan Stranger');
    expect((await accept(coach, athlete.profileId)).statusCode).toBe(404);
    await invite(athlete, coach.id);
    expect((await accept(stranger, athlete.profileId)).statusCode).toBe(404);
    const byAthlete = await accept(athlete, athlete.profileId);
    expect(byAthlete.statusCode).toBe(403);
    expect((await accept(coach, athlete.profileId)).statusCode).toBe(200);
    expect((await accept(coach, athlete.profileId)).statusCode).toBe(409);
  });
});

describe('what a collaborator adds', () => {
  it('is a verified result, with who verified it and when, and the athlete gets a Collaborator Test Submission', async () => {
    const { athlete, coach } = await collaborating('Vera Verifier');
    const own = await addResult(t, athlete.token, {
      attribute: 'Absolute Strength',
      test: 'Bench Press 1 RM',
      score: '90',
      unitOfMeasurement: 'kg',
    });
    expect(own.statusCode, own.body).toBe(200);
    const before = Date.now();
    const added = await addTests(coach, athlete.profileId, [
      bench(100),
      { ...bench('105'), test: 'benchPress1' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ msg: 'Test Added' });
    const results = await benchResults(athlete);
    const byCoach = results.filter((result) => result.verifiedBy !== null);
    expect(byCoach).toHaveLength(2);
    expect(byCoach[0]).toMatchObject({
      verifiedBy: { name: 'Vera Verifier', profileId: coach.id },
      sender: 'Vera Verifier',
    });
    expect(Date.parse(byCoach[0]?.verifiedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(results.find((result) => result.score === '90')).toMatchObject({
      verifiedBy: null,
      verifiedAt: null,
    });
    // Others see the verification too.
    const viewer = await createCoach();
    const seen = await benchResults(viewer, `/api/athleteProfile/${athlete.profileId}`);
    expect(seen.filter((result) => result.verifiedBy?.name === 'Vera Verifier')).toHaveLength(2);
    const [note] = await inbox(athlete, athlete.profileId, 'athlete');
    expect(note).toMatchObject({
      type: 'Collaborator Test Submission',
      body: 'added 2 results to your profile',
      sender: { name: 'Vera Verifier', profileType: 'coach', profileId: coach.id },
      data: {
        tests: [{ test: 'Bench Press 1 RM', score: '100', unitOfMeasurement: 'kg' }, { score: '105' }],
      },
    });
  });

  it('shows as verified, with who and when, on the athlete’s search card and on the CV they pitch, until a better own result replaces it', async () => {
    const athlete = await createAthlete(t, { name: 'Quorra Verifiedcard' });
    const coach = await createCoach('Vera Verifier');
    await invite(athlete, coach.id);
    await accept(coach, athlete.profileId);
    expect((await addTests(coach, athlete.profileId, [bench(100)])).statusCode).toBe(200);
    const scout = await createCoach('Sam Scout');
    const search = async () => {
      const response = await call(
        'GET',
        '/api/athleteProfile/search?name=quorra%20verifiedcard&tests=benchPress1:over:50:kg',
        scout,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AthleteSearchResult>();
    };
    const verified = {
      verifiedBy: { name: 'Vera Verifier', profileId: coach.id },
      verifiedAt: expect.any(String),
    };
    const found = await search();
    expect(found.profiles).toHaveLength(1);
    expect(found.profiles[0]?.best).toEqual([
      expect.objectContaining({ testKey: 'benchPress1', score: '100', ...verified }),
    ]);
    expect(found.entries).toEqual([expect.objectContaining({ score: '100', ...verified })]);
    const [own] = await benchResults(athlete);
    expect(found.profiles[0]?.best[0]?.verifiedAt).toBe(own?.verifiedAt);

    const pitched = await call('POST', `/api/athleteProfile/coach/${scout.id}`, athlete, {
      formData: { message: 'Verified bench, see for yourself.' },
      athAgeCheck: false,
    });
    expect(pitched.statusCode, pitched.body).toBe(200);
    const cv = (await call('GET', `/api/pitches/${pitched.json()._id}`, scout)).json<PitchDetail>();
    expect(cv.athlete.best).toEqual([expect.objectContaining({ score: '100', ...verified })]);

    // The athlete's own better result becomes the standing: the card shows it, unverified.
    await addResult(t, athlete.token, {
      attribute: 'Absolute Strength',
      test: 'Bench Press 1 RM',
      score: '120',
      unitOfMeasurement: 'kg',
    });
    expect((await search()).profiles[0]?.best).toEqual([
      expect.objectContaining({ score: '120', verifiedBy: null, verifiedAt: null }),
    ]);
  });

  it('goes through the athlete’s own checks: plausible bounds, units, known tests; nothing is kept of a refused call', async () => {
    const { athlete, coach } = await collaborating();
    const beyond = await addTests(coach, athlete.profileId, [bench(100), bench(900)]);
    expect(beyond.statusCode).toBe(400);
    expect(messages(beyond.body)[0]).toMatch(/^tests\.1\.score: /);
    const unit = await addTests(coach, athlete.profileId, [
      { ...bench(100), results: { score: 100, unitOfMeasurement: 'sec' } },
    ]);
    expect(messages(unit.body)).toEqual([
      'tests.0.unitOfMeasurement: Bench Press 1 RM is recorded in kg, lb',
    ]);
    expect((await addTests(coach, athlete.profileId, [{ ...bench(1), test: 'Juggling' }])).statusCode).toBe(
      400,
    );
    expect((await addTests(coach, athlete.profileId, [])).statusCode).toBe(400);
    expect(await benchResults(athlete)).toEqual([]);
    expect(await inbox(athlete, athlete.profileId, 'athlete')).toEqual([]);
  });

  it('adds a highlight video, and the athlete gets a Collaborator Video Submission', async () => {
    const { athlete, coach } = await collaborating('Vic Video');
    const added = await addVideo(coach, athlete.profileId);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ msg: 'Video Added!' });
    const profile = (await call('GET', '/api/athleteProfile/me', athlete)).json<AthleteProfile>();
    expect(profile.highlightVideos).toMatchObject([
      { vidUrl: 'https://cdn.example.com/clip.mp4', title: 'Sprint' },
    ]);
    const [note] = await inbox(athlete, athlete.profileId, 'athlete');
    expect(note).toMatchObject({
      type: 'Collaborator Video Submission',
      sender: { name: 'Vic Video' },
      data: { vidUrl: 'https://cdn.example.com/clip.mp4', title: 'Sprint' },
    });
    const picture = await addVideo(coach, athlete.profileId, 'https://cdn.example.com/photo.png');
    expect(picture.statusCode).toBe(400);
    expect(messages(picture.body)[0]).toMatch(/^video\.vidUrl: /);
  });

  it('is refused (403) to a coach not invited, invited but not accepted, or removed', async () => {
    const athlete = await createAthlete(t);
    const coach = await createCoach();
    const notInvited = await addTests(coach, athlete.profileId);
    expect(notInvited.statusCode).toBe(403);
    expect(messages(notInvited.body)).toEqual([NOT_COLLABORATOR]);
    expect((await addVideo(coach, athlete.profileId)).statusCode).toBe(403);
    await invite(athlete, coach.id);
    expect((await addTests(coach, athlete.profileId)).statusCode).toBe(403);
    expect((await addVideo(coach, athlete.profileId)).statusCode).toBe(403);
    await accept(coach, athlete.profileId);
    expect((await addTests(coach, athlete.profileId)).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/collaborators/${coach.id}`, athlete);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ msg: 'Collaborator Removed!' });
    expect((await addTests(coach, athlete.profileId)).statusCode).toBe(403);
    expect((await addVideo(coach, athlete.profileId)).statusCode).toBe(403);
    expect((await call('GET', '/api/collaborators', athlete)).json<CollaboratorList>().collaborators).toEqual(
      [],
    );
    expect(
      (await call('GET', '/api/collaborators/athletes', coach)).json<CollaboratingForList>().athletes,
    ).toEqual([]);
    // Invited again, a day after the last invitation (request limits), accepted again: they may add again.
    expect((await invite(athlete, coach.id)).statusCode).toBe(429);
    await ageRequests(t, athlete.user._id);
    expect((await invite(athlete, coach.id)).statusCode).toBe(200);
    expect((await accept(coach, athlete.profileId)).statusCode).toBe(200);
    expect((await addTests(coach, athlete.profileId)).statusCode).toBe(200);
  });

  it('is refused to an athlete, and names no athlete unknown to the caller', async () => {
    const { athlete } = await collaborating();
    const other = await createAthlete(t);
    const byAthlete = await addTests(other, athlete.profileId);
    expect(byAthlete.statusCode).toBe(403);
    expect(messages(byAthlete.body)).toEqual(['Only coaches collaborate with athletes']);
    const coach = await createCoach();
    expect((await addTests(coach, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await addTests(coach, 'nope')).statusCode).toBe(400);
  });
});

describe('removing', () => {
  it('is the athlete’s own: another athlete, a coach, or an id that is not theirs is refused', async () => {
    const { athlete, coach } = await collaborating();
    const other = await createAthlete(t);
    expect((await call('DELETE', `/api/collaborators/${coach.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/collaborators/${coach.id}`, coach)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/collaborators/${athlete.profileId}`, coach)).statusCode).toBe(403);
    // Still collaborating after those.
    expect((await addTests(coach, athlete.profileId)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/collaborators/${coach.id}`, athlete)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/collaborators/${coach.id}`, athlete)).statusCode).toBe(404);
  });
});

describe('a minor', () => {
  it('invites only once their caregiver consented; the coach then sees them, and loses them if consent goes', async () => {
    const minor = await createMinor(t, { name: 'Young Athlete' });
    const coach = await createCoach();
    const hidden = await invite(minor, coach.id);
    expect(hidden.statusCode).toBe(403);
    expect(messages(hidden.body)).toEqual([HIDDEN_INVITER]);
    expect(await inbox(coach, coach.id, 'coach')).toEqual([]);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    const decide = (consent: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent } });
    expect((await decide(true)).statusCode).toBe(200);
    expect((await invite(minor, coach.id)).statusCode).toBe(200);
    expect((await accept(coach, minor.profileId)).statusCode).toBe(200);
    expect((await addTests(coach, minor.profileId)).statusCode).toBe(200);
    const mine = (await call('GET', '/api/collaborators/athletes', coach)).json<CollaboratingForList>();
    expect(mine.athletes.map((entry) => entry.profile.name)).toEqual(['Young Athlete']);
    expect((await decide(false)).statusCode).toBe(200);
    // Hidden again: answered as an unknown athlete, and left out of the list.
    expect((await addTests(coach, minor.profileId)).statusCode).toBe(404);
    expect((await addVideo(coach, minor.profileId)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/collaborators/athletes', coach)).json<CollaboratingForList>().athletes,
    ).toEqual([]);
  });
});
