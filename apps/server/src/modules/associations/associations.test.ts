// Associated people through HTTP (issue 10): a coach or organisation adds an athlete or coach (Added Associated,
// Added Associated Coach), a coach asks an organisation (Associated Coach Request), the asked side confirms
// (Confirmed!), either side removes; minors only after consent, and never listed once hidden.
import type { CoachProfile, NotificationPage, Organisation } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  ADD_SELF,
  ALREADY_CONFIRMED,
  ALREADY_LINKED,
  NOT_AN_ATHLETE_LINK,
  NOT_FOUND,
  NOT_YOURS_TO_CONFIRM,
  ONLY_COACHES_ADD,
  ONLY_COACHES_ASK,
  OWN_ORG,
  PROFILE_NOT_FOUND,
} from './policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const newCoach = (name: string) => registerUser(t, { userType: 2, name });
const add = (token: string, profileId: string, profileType: 'athlete' | 'coach') =>
  call('POST', '/api/associated', token, { profileId, profileType });
const idOf = (response: { json: () => { associated: { _id: string } } }) => response.json().associated._id;

async function inbox(token: string, profileId: string, profileType: string) {
  const response = await call(
    'GET',
    `/api/notifications?profile_id=${profileId}&profile_type=${profileType}`,
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPage>().notifications;
}

const coachView = async (token: string, coachId: string) =>
  (await call('GET', `/api/coachProfile/user/${coachId}`, token)).json<CoachProfile>();
const names = (list: { profile: { name: string } }[]) => list.map((entry) => entry.profile.name);

describe('a coach adding an athlete', () => {
  it('tells the athlete (Added Associated), stays pending until they confirm, then shows to everyone', async () => {
    const cora = await newCoach('Cora Adds');
    await call('POST', '/api/coachProfile', cora.token, { bio: 'hi' });
    const ann = await createAthlete(t, { name: 'Ann Added' });
    const viewer = await createAthlete(t);

    const added = await add(cora.token, ann.profileId, 'athlete');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      msg: 'Added successfully!',
      associated: { profile: { name: 'Ann Added' }, confirmed: false, requestedBy: 'owner' },
    });
    const id = idOf(added);
    const [note] = await inbox(ann.token, ann.profileId, 'athlete');
    expect(note).toMatchObject({
      type: 'Added Associated',
      data: { _id: id, senderType: 'coach' },
      sender: { name: 'Cora Adds' },
    });
    const own = (await call('GET', '/api/coachProfile/me', cora.token)).json<CoachProfile>();
    expect(own.athletes).toMatchObject([{ _id: id, confirmed: false }]);
    expect((await coachView(viewer.token, cora.user._id)).athletes).toEqual([]);

    // Only the athlete confirms: the coach who added, and a stranger, cannot.
    const byCoach = await call('PUT', `/api/athleteProfile/confirmAssociated/${id}`, cora.token);
    expect(byCoach.statusCode).toBe(403);
    expect(messages(byCoach.body)).toEqual([NOT_YOURS_TO_CONFIRM]);
    const byStranger = await call('PUT', `/api/athleteProfile/confirmAssociated/${id}`, viewer.token);
    expect(byStranger.statusCode).toBe(404);
    expect(messages(byStranger.body)).toEqual([NOT_FOUND]);

    const confirmed = await call('PUT', `/api/athleteProfile/confirmAssociated/${id}`, ann.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ msg: 'Confirmed!', associated: { confirmed: true } });
    expect(names((await coachView(viewer.token, cora.user._id)).athletes)).toEqual(['Ann Added']);
    const twice = await call('PUT', `/api/athleteProfile/confirmAssociated/${id}`, ann.token);
    expect(twice.statusCode).toBe(409);
    expect(messages(twice.body)).toEqual([ALREADY_CONFIRMED]);
  });

  it('refuses an athlete adding, adding yourself, twice, and an unknown profile', async () => {
    const cora = await newCoach('Cora Refused');
    const ann = await createAthlete(t);
    const byAthlete = await add(ann.token, ann.profileId, 'athlete');
    expect(byAthlete.statusCode).toBe(403);
    expect(messages(byAthlete.body)).toEqual([ONLY_COACHES_ADD]);
    const self = await add(cora.token, cora.user._id, 'coach');
    expect(self.statusCode).toBe(409);
    expect(messages(self.body)).toEqual([ADD_SELF]);
    expect((await add(cora.token, ann.profileId, 'athlete')).statusCode).toBe(201);
    const twice = await add(cora.token, ann.profileId, 'athlete');
    expect(twice.statusCode).toBe(409);
    expect(messages(twice.body)).toEqual([ALREADY_LINKED]);
    const unknown = await add(cora.token, ann.user._id, 'athlete');
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)).toEqual([PROFILE_NOT_FOUND]);
  });
});

describe('a coach adding a coach, and asking an organisation', () => {
  it('tells the added coach (Added Associated Coach), who confirms with the coach call only', async () => {
    const cora = await newCoach('Cora Lead');
    const dan = await newCoach('Dan Assistant');
    const id = idOf(await add(cora.token, dan.user._id, 'coach'));
    const [note] = await inbox(dan.token, dan.user._id, 'coach');
    expect(note).toMatchObject({ type: 'Added Associated Coach', data: { _id: id } });
    const athleteCall = await call('PUT', `/api/athleteProfile/confirmAssociated/${id}`, dan.token);
    expect(athleteCall.statusCode).toBe(403);
    expect(messages(athleteCall.body)).toEqual([NOT_AN_ATHLETE_LINK]);
    const confirmed = await call('PUT', `/api/associated/${id}/confirm`, dan.token);
    expect(confirmed.json()).toMatchObject({
      msg: 'Confirmed!',
      associated: { profile: { name: 'Cora Lead' } },
    });
    expect(names((await coachView(dan.token, cora.user._id)).coaches)).toEqual(['Dan Assistant']);
    expect(names((await coachView(cora.token, dan.user._id)).organisations)).toEqual(['Cora Lead']);
  });

  it('sends an organisation Associated Coach Request, which any of its admins confirms', async () => {
    const olga = await newCoach('Olga Org');
    const org = (await call('POST', '/api/organisation', olga.token, { name: 'Asked Club' })).json()
      .organisation;
    const ada = await newCoach('Ada Second');
    await call('POST', '/api/organisation/admins', olga.token, { userId: ada.user._id });
    const dan = await newCoach('Dan Asks');

    const asked = await call('POST', `/api/organisation/${org._id}/associate-request`, dan.token);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = idOf(asked);
    const [note] = await inbox(olga.token, org._id, 'org');
    expect(note).toMatchObject({ type: 'Associated Coach Request', sender: { name: 'Dan Asks' } });
    // Dan asked: he cannot confirm his own request.
    expect((await call('PUT', `/api/associated/${id}/confirm`, dan.token)).statusCode).toBe(403);
    const confirmed = await call('PUT', `/api/associated/${id}/confirm`, ada.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const seen = (await call('GET', `/api/organisation/${org._id}`, dan.token)).json<Organisation>();
    expect(names(seen.coaches)).toEqual(['Dan Asks']);

    const own = await call('POST', `/api/organisation/${org._id}/associate-request`, ada.token);
    expect(own.statusCode).toBe(409);
    expect(messages(own.body)).toEqual([OWN_ORG]);
    const athlete = await createAthlete(t);
    const byAthlete = await call('POST', `/api/organisation/${org._id}/associate-request`, athlete.token);
    expect(byAthlete.statusCode).toBe(403);
    expect(messages(byAthlete.body)).toEqual([ONLY_COACHES_ASK]);
    const unknown = await call('POST', `/api/organisation/${athlete.profileId}/associate-request`, dan.token);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('removing an associated person', () => {
  it('is open to either side and refused to anyone else as unknown', async () => {
    const cora = await newCoach('Cora Removes');
    await call('POST', '/api/coachProfile', cora.token, {});
    const ann = await createAthlete(t);
    const bea = await createAthlete(t);
    const first = idOf(await add(cora.token, ann.profileId, 'athlete'));
    const second = idOf(await add(cora.token, bea.profileId, 'athlete'));
    const stranger = await call('DELETE', `/api/associated/${first}`, bea.token);
    expect(stranger.statusCode).toBe(404);
    expect(messages(stranger.body)).toEqual([NOT_FOUND]);
    expect((await call('DELETE', `/api/associated/${first}`, cora.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/associated/${second}`, bea.token)).json().msg).toBe(
      'Associated person removed',
    );
    expect((await call('GET', '/api/coachProfile/me', cora.token)).json<CoachProfile>().athletes).toEqual([]);
    const again = await call('DELETE', `/api/associated/${second}`, bea.token);
    expect(again.statusCode).toBe(404);
  });
});

describe('a minor', () => {
  it('cannot be added before consent, and is listed to others only while consent stands', async () => {
    const cora = await newCoach('Cora Minors');
    const viewer = await createAthlete(t);
    const minor = await createMinor(t, { name: 'Young Athlete' });
    const before = await add(cora.token, minor.profileId, 'athlete');
    expect(before.statusCode).toBe(404);
    expect(messages(before.body)).toEqual([PROFILE_NOT_FOUND]);

    const token = await consentTokenFor(t, minor.caregiverEmail);
    const decide = (consent: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent } });
    expect((await decide(true)).statusCode).toBe(200);
    const id = idOf(await add(cora.token, minor.profileId, 'athlete'));
    expect((await call('PUT', `/api/athleteProfile/confirmAssociated/${id}`, minor.token)).statusCode).toBe(
      200,
    );
    expect(names((await coachView(viewer.token, cora.user._id)).athletes)).toEqual(['Young Athlete']);

    expect((await decide(false)).statusCode).toBe(200);
    expect((await coachView(viewer.token, cora.user._id)).athletes).toEqual([]);
    // The minor still sees the coach they confirmed.
    expect(names((await coachView(minor.token, cora.user._id)).athletes)).toEqual(['Young Athlete']);
  });
});
