// Issue 7, defect 15: a profile is visible without sign-in only while its owner has made it public (the public link
// is on), and /api/public/athlete/{id} and /api/public/link/{code} agree on it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPublicLink } from '../../test/entitlements.ts';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

const setLink = async (token: string, enabled: boolean) => {
  if (enabled) await grantPublicLink(t, token);
  return call('PUT', '/api/users/public-link', token, { enabled });
};

const NOT_PUBLIC = { errors: [{ msg: 'This profile is not public, or there is no such athlete' }] };

describe('GET /api/public/athlete/{id} follows the owner’s public switch', () => {
  it('answers 404 for an athlete who never made their profile public, by profile or user id', async () => {
    const owner = await createAthlete(t);
    for (const id of [owner.profileId, owner.user._id]) {
      const response = await call('GET', `/api/public/athlete/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_PUBLIC);
    }
  });

  it('answers a hidden profile exactly as an unknown id, so existence is not revealed', async () => {
    const owner = await createAthlete(t);
    const hidden = await call('GET', `/api/public/athlete/${owner.profileId}`);
    const unknown = await call('GET', '/api/public/athlete/00000000-0000-4000-8000-000000000000');
    expect(hidden.statusCode).toBe(unknown.statusCode);
    expect(hidden.body).toBe(unknown.body);
  });

  it('shows the profile while the public link is on, and hides it again once it is turned off', async () => {
    const owner = await createAthlete(t);
    const link = (await setLink(owner.token, true)).json();
    const shown = await call('GET', `/api/public/athlete/${owner.profileId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ _id: owner.profileId, user: { city: null, birthDate: null } });
    expect((await call('GET', `/api/public/link/${link.code}`)).statusCode).toBe(200);

    await setLink(owner.token, false);
    for (const url of [`/api/public/athlete/${owner.profileId}`, `/api/public/athlete/${owner.user._id}`]) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_PUBLIC);
    }
    expect((await call('GET', `/api/public/link/${link.code}`)).statusCode).toBe(404);
  });

  it('leaves signed-in members seeing an adult athlete whose link is off, city included', async () => {
    const owner = await createAthlete(t);
    const coach = await registerUser(t, { userType: 2 });
    const seen = await call('GET', `/api/athleteProfile/${owner.profileId}`, coach.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().user.city).toBe('Cork');
  });
});
