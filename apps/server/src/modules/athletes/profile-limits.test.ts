// One set of limits on what a profile holds (issue 7, defect 13), on every path: creation and each add.
import { PROFILE_FULL, PROFILE_LIMITS } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('at creation', () => {
  it('takes up to the limits and refuses one more of each, saying the limit', async () => {
    const full = {
      sportingCred: range(PROFILE_LIMITS.sports).map((n) => ({ sport: `Sport ${n}` })),
      desiredDestinations: range(PROFILE_LIMITS.destinations).map((n) => `Place ${n}`),
      quickStats: Object.fromEntries(range(PROFILE_LIMITS.quickStats).map((n) => [`Stat ${n}`, `${n}`])),
    };
    const tooMany = [
      ['sportingCred', [...full.sportingCred, { sport: 'One more' }], `sportingCred: ${PROFILE_FULL.sports}`],
      [
        'desiredDestinations',
        [...full.desiredDestinations, 'One more'],
        `desiredDestinations: ${PROFILE_FULL.destinations}`,
      ],
      ['quickStats', { ...full.quickStats, 'One more': 'x' }, `quickStats: ${PROFILE_FULL.quickStats}`],
    ] as const;
    for (const [field, value, said] of tooMany) {
      const { token } = await registerUser(t);
      const response = await call('POST', '/api/athleteProfile', token, { ...full, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({ errors: [{ msg: said }] });
    }
    const { token } = await registerUser(t);
    const created = await call('POST', '/api/athleteProfile', token, full);
    expect(created.statusCode).toBe(201);
    expect(created.json().profile.sportingCred).toHaveLength(PROFILE_LIMITS.sports);
  });

  it('refuses a bio over its length', async () => {
    const { token } = await registerUser(t);
    const response = await call('POST', '/api/athleteProfile', token, {
      sportingCred: [{ sport: 'Rowing' }],
      bio: 'x'.repeat(PROFILE_LIMITS.bioLength + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toMatch(/^bio: .*1000/);
  });
});

describe('one at a time', () => {
  it('adds sports up to the limit, then refuses with 409 until one is removed', async () => {
    const { token } = await createAthlete(t);
    for (const n of range(PROFILE_LIMITS.sports - 1)) {
      const added = await call('PUT', '/api/athleteProfile/sport-credentials', token, {
        sport: `Extra ${n}`,
      });
      expect(added.statusCode).toBe(200);
    }
    const refused = await call('PUT', '/api/athleteProfile/sport-credentials', token, { sport: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [{ msg: `sport: ${PROFILE_FULL.sports}: remove one first` }] });

    const me = (
      await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) })
    ).json();
    expect(me.sportingCred).toHaveLength(PROFILE_LIMITS.sports);
    const last = me.sportingCred.at(-1)._id;
    expect((await call('DELETE', `/api/athleteProfile/sport-credentials/${last}`, token)).statusCode).toBe(
      200,
    );
    const again = await call('PUT', '/api/athleteProfile/sport-credentials', token, { sport: 'One more' });
    expect(again.statusCode).toBe(200);
  });

  it('adds highlight videos up to the limit, then refuses with 409', async () => {
    const { token, profileId } = await createAthlete(t);
    for (const n of range(PROFILE_LIMITS.highlightVideos)) {
      const added = await call('PUT', `/api/athleteProfile/add-video/${profileId}`, token, {
        vidUrl: `https://videos.example.com/clip-${n}.mp4`,
      });
      expect(added.statusCode).toBe(200);
    }
    const refused = await call('PUT', `/api/athleteProfile/add-video/${profileId}`, token, {
      vidUrl: 'https://videos.example.com/one-more.mp4',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errors: [{ msg: `vidUrl: ${PROFILE_FULL.highlightVideos}: remove one first` }],
    });
  });

  it('adds destinations up to the limit, then refuses with 409', async () => {
    const { token } = await createAthlete(t);
    for (const n of range(PROFILE_LIMITS.destinations)) {
      const added = await call('PUT', '/api/athleteProfile/desired-destination', token, {
        destination: `Place ${n}`,
      });
      expect(added.statusCode).toBe(200);
    }
    const refused = await call('PUT', '/api/athleteProfile/desired-destination', token, {
      destination: 'One more',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errors: [{ msg: `destination: ${PROFILE_FULL.destinations}: remove one first` }],
    });
  });

  it('replaces quick stats with at most the limit', async () => {
    const { token } = await createAthlete(t);
    const stats = Object.fromEntries(range(PROFILE_LIMITS.quickStats + 1).map((n) => [`Stat ${n}`, `${n}`]));
    const refused = await call('PUT', '/api/athleteProfile/quick-stats', token, { quickStats: stats });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [{ msg: `quickStats: ${PROFILE_FULL.quickStats}` }] });
  });
});
