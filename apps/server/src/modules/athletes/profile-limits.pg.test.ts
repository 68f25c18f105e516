// Adds at once cannot pass a profile's limits (issue 7, defect 13): each counts under the profile's lock. PostgreSQL
// only: PGlite has one connection, so it never runs two transactions together.
import { PROFILE_LIMITS } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  if (t.db.kind !== 'postgres') throw new Error('profile-limits.pg.test.ts needs TEST_DB=postgres');
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: auth(token), payload });

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) })).json();

/** Fills all but two places one at a time, then sends six adds at once: two fit, four are refused. */
async function race(
  fill: (n: number) => Promise<unknown>,
  add: (n: number) => Promise<{ statusCode: number }>,
  limit: number,
  already = 0,
) {
  for (let n = already; n < limit - 2; n += 1) await fill(n);
  const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => add(n)));
  return answers.map((answer) => answer.statusCode).sort();
}

describe('adds at the same time', () => {
  it('never take a profile past its sports, videos or destinations', async () => {
    const { token, profileId } = await createAthlete(t);
    const statuses = {
      sports: await race(
        (n) => put('/api/athleteProfile/sport-credentials', token, { sport: `Sport ${n}` }),
        (n) => put('/api/athleteProfile/sport-credentials', token, { sport: `Racing ${n}` }),
        PROFILE_LIMITS.sports,
        1,
      ),
      videos: await race(
        (n) =>
          put(`/api/athleteProfile/add-video/${profileId}`, token, { vidUrl: `https://v.example/${n}.mp4` }),
        (n) =>
          put(`/api/athleteProfile/add-video/${profileId}`, token, { vidUrl: `https://v.example/r${n}.mp4` }),
        PROFILE_LIMITS.highlightVideos,
      ),
      destinations: await race(
        (n) => put('/api/athleteProfile/desired-destination', token, { destination: `Place ${n}` }),
        (n) => put('/api/athleteProfile/desired-destination', token, { destination: `Racing ${n}` }),
        PROFILE_LIMITS.destinations,
      ),
    };
    for (const [part, codes] of Object.entries(statuses)) {
      expect(codes, part).toEqual([200, 200, 409, 409, 409, 409]);
    }
    const profile = await me(token);
    expect(profile.sportingCred).toHaveLength(PROFILE_LIMITS.sports);
    expect(profile.highlightVideos).toHaveLength(PROFILE_LIMITS.highlightVideos);
    expect(profile.desiredDestinations).toHaveLength(PROFILE_LIMITS.destinations);
  });
});
