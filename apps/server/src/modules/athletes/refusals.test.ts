// Every athlete write call refused (STYLE 4): no token 401, a coach 403, another athlete's item 403, an unknown id 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResult, auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Method = 'PUT' | 'DELETE' | 'POST';
interface Call {
  method: Method;
  url: string;
  payload?: object;
}

const send = (call: Call, token?: string) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    ...(token ? { headers: auth(token) } : {}),
    ...(call.payload ? { payload: call.payload } : {}),
  });

const getMe = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) })).json();

/** The owner's sport, result, video and destination: what the {id} calls name. */
interface Ids {
  profile: string;
  user: string;
  sport: string;
  result: string;
  video: string;
  destination: string;
}

let owner: { token: string; profileId: string };
let ids: Ids;

beforeAll(async () => {
  t = await createTestApp();
  const athlete = await createAthlete(t, { sport: 'Football (soccer)' });
  owner = athlete;
  const headers = auth(athlete.token);
  await t.app.inject({
    method: 'PUT',
    url: '/api/athleteProfile/sport-credentials',
    headers,
    payload: { sport: 'Tennis' },
  });
  await addResult(t, athlete.token, {
    attribute: 'Run Tests',
    test: '40 Yard Dash',
    score: '4.7',
    unitOfMeasurement: 'sec',
  });
  await t.app.inject({
    method: 'PUT',
    url: `/api/athleteProfile/add-video/${athlete.profileId}`,
    headers,
    payload: { vidUrl: 'https://videos.example.com/goal.mp4' },
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/athleteProfile/desired-destination',
    headers,
    payload: { destination: 'Spain', public: true },
  });
  const me = await getMe(athlete.token);
  ids = {
    profile: me._id,
    user: me.user._id,
    sport: me.sportingCred[1]._id,
    result: me.physicalTests.runTests.dash40[0]._id,
    video: me.highlightVideos[0]._id,
    destination: me.desiredDestinations[0]._id,
  };
});

afterAll(async () => {
  await t.close();
});

/** Calls that name one of the owner's things by id, with a body that is valid for everyone. */
function idCalls(id: Ids): Record<string, Call> {
  return {
    'update a sport': {
      method: 'PUT',
      url: `/api/athleteProfile/sport-credentials/${id.sport}`,
      payload: { position: 'Keeper' },
    },
    'remove a sport': { method: 'DELETE', url: `/api/athleteProfile/sport-credentials/${id.sport}` },
    'remove a result': { method: 'DELETE', url: `/api/athleteProfile/physical-tests/${id.result}` },
    'add a video': {
      method: 'PUT',
      url: `/api/athleteProfile/add-video/${id.profile}`,
      payload: { vidUrl: 'https://videos.example.com/intruder.mp4' },
    },
    'remove a video': { method: 'DELETE', url: `/api/athleteProfile/videos/${id.video}` },
    'remove a destination': {
      method: 'DELETE',
      url: `/api/athleteProfile/desired-destination/${id.destination}`,
    },
    'hide a destination': {
      method: 'PUT',
      url: '/api/athleteProfile/desired-destination-public',
      payload: { public: false, id: id.destination },
    },
  };
}

function writeCalls(): Record<string, Call> {
  return {
    'create a profile': {
      method: 'POST',
      url: '/api/athleteProfile',
      payload: { sportingCred: [{ sport: 'Golf' }] },
    },
    'mark the tour seen': { method: 'PUT', url: '/api/athleteProfile/me/tour-modal' },
    'turn the public link on': { method: 'PUT', url: '/api/users/public-link', payload: { enabled: true } },
    'add a sport': {
      method: 'PUT',
      url: '/api/athleteProfile/sport-credentials',
      payload: { sport: 'Golf' },
    },
    'add a result': {
      method: 'PUT',
      url: '/api/athleteProfile/physical-tests',
      payload: {
        attribute: 'Run Tests',
        test: '40 Yard Dash',
        results: { score: '4.5', unitOfMeasurement: 'sec' },
      },
    },
    'add a destination': {
      method: 'PUT',
      url: '/api/athleteProfile/desired-destination',
      payload: { destination: 'Italy' },
    },
    'hide all destinations': {
      method: 'PUT',
      url: '/api/athleteProfile/desired-destination-public',
      payload: { public: false },
    },
    'replace quick stats': {
      method: 'PUT',
      url: '/api/athleteProfile/quick-stats',
      payload: { quickStats: { Height: '1 m' } },
    },
    ...idCalls(ids),
  };
}

/** Nothing the refused calls aimed at has changed. */
async function expectOwnerUntouched() {
  const me = await getMe(owner.token);
  expect(me.sportingCred).toEqual([
    expect.objectContaining({ sport: 'Football (soccer)', main: true }),
    expect.objectContaining({ sport: 'Tennis', position: null }),
  ]);
  expect(me.physicalTests.runTests.dash40).toHaveLength(1);
  expect(me.highlightVideos).toEqual([expect.objectContaining({ _id: ids.video })]);
  expect(me.desiredDestinations).toEqual([expect.objectContaining({ _id: ids.destination, public: true })]);
}

describe('athlete write calls', () => {
  it('answer 401 without a token', async () => {
    for (const [name, call] of Object.entries(writeCalls())) {
      const response = await send(call);
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({ errors: [{ msg: expect.any(String) }] });
    }
    await expectOwnerUntouched();
  });

  it('answer 403 to a coach', async () => {
    const coach = await registerUser(t, { userType: 2 });
    for (const [name, call] of Object.entries(writeCalls())) {
      const response = await send(call, coach.token);
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toEqual({ errors: [{ msg: 'Only athletes have an athlete profile' }] });
    }
    await expectOwnerUntouched();
  });

  it('answer 403 to another athlete naming the owner’s things, whether by profile or user id', async () => {
    const other = await createAthlete(t);
    const calls = { ...idCalls(ids), ...idCalls({ ...ids, profile: ids.user }) };
    for (const [name, call] of Object.entries(calls)) {
      const response = await send(call, other.token);
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toEqual({
        errors: [{ msg: 'You can only change your own athlete profile' }],
      });
    }
    await expectOwnerUntouched();
    const theirs = await getMe(other.token);
    expect(theirs.highlightVideos).toEqual([]);
  });

  it('answer 404 to an id that does not exist', async () => {
    const unknown = {
      profile: UNKNOWN,
      user: UNKNOWN,
      sport: UNKNOWN,
      result: UNKNOWN,
      video: UNKNOWN,
      destination: UNKNOWN,
    };
    for (const [name, call] of Object.entries(idCalls(unknown))) {
      const response = await send(call, owner.token);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().errors[0].msg, name).toMatch(/not found$/);
    }
    await expectOwnerUntouched();
  });
});
