// The graduation year ("class of", issue 10): the athlete sets or removes it, others see it on the profile and in
// search cards, and coaches filter by it. Years outside what a school leaver could mean are refused.
import { graduationYearRange } from '@podium/core/api';
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

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

const URL = '/api/athleteProfile/graduation-year';
const [earliest, latest] = graduationYearRange();
const nextYear = new Date().getUTCFullYear() + 1;

describe('PUT /api/athleteProfile/graduation-year', () => {
  it('sets the year for the owner and for others, and null removes it', async () => {
    const athlete = await createAthlete(t);
    const response = await call('PUT', URL, athlete.token, { graduationYear: nextYear });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'Graduation Year Updated!',
      profile: { graduationYear: nextYear },
    });
    const coach = await registerUser(t, { userType: 2 });
    const seen = await call('GET', `/api/athleteProfile/${response.json().profile._id}`, coach.token);
    expect(seen.json().graduationYear).toBe(nextYear);

    const removed = await call('PUT', URL, athlete.token, { graduationYear: null });
    expect(removed.json().profile.graduationYear).toBeNull();
    expect((await call('GET', '/api/athleteProfile/me', athlete.token)).json().graduationYear).toBeNull();
  });

  it('refuses a year no school leaver could mean, a fraction, text or nothing, naming the field', async () => {
    const { token } = await createAthlete(t);
    const range = `graduationYear: Enter a graduation year from ${earliest} to ${latest}`;
    for (const year of [earliest - 1, latest + 1, 0, 20270]) {
      const response = await call('PUT', URL, token, { graduationYear: year });
      expect(response.statusCode, String(year)).toBe(400);
      expect(response.json(), String(year)).toEqual({ errors: [{ msg: range }] });
    }
    for (const payload of [{ graduationYear: 2027.5 }, { graduationYear: '2027' }, {}]) {
      const response = await call('PUT', URL, token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].msg, JSON.stringify(payload)).toMatch(/^graduationYear: /);
    }
    for (const year of [earliest, latest]) {
      expect((await call('PUT', URL, token, { graduationYear: year })).statusCode, String(year)).toBe(200);
    }
  });

  it('refuses no session (401), a coach (403) and an athlete without a profile (404)', async () => {
    expect((await call('PUT', URL, undefined, { graduationYear: nextYear })).statusCode).toBe(401);
    const coach = await registerUser(t, { userType: 2 });
    expect((await call('PUT', URL, coach.token, { graduationYear: nextYear })).statusCode).toBe(403);
    const noProfile = await registerUser(t);
    const response = await call('PUT', URL, noProfile.token, { graduationYear: nextYear });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ msg: 'Create your athlete profile first' }] });
  });
});

describe('the graduation year in the athlete search', () => {
  it('filters by class, inclusive, shows it on the card, and refuses a backwards range', async () => {
    const coach = await registerUser(t, { userType: 2 });
    const classes = [nextYear, nextYear + 1, nextYear + 2];
    const ids: string[] = [];
    for (const year of classes) {
      const athlete = await createAthlete(t);
      const set = await call('PUT', URL, athlete.token, { graduationYear: year });
      ids.push(set.json().profile._id);
    }
    const unset = await createAthlete(t);
    const found = async (query: string) => {
      const response = await call('GET', `/api/athleteProfile/search?${query}`, coach.token);
      expect(response.statusCode, query).toBe(200);
      return response.json<{ profiles: { profileId: string; graduationYear: number | null }[] }>().profiles;
    };
    const middle = await found(`gradFrom=${nextYear + 1}&gradTo=${nextYear + 1}`);
    expect(middle.map((card) => card.profileId)).toEqual([ids[1]]);
    expect(middle[0]?.graduationYear).toBe(nextYear + 1);
    const fromSecond = (await found(`gradFrom=${nextYear + 1}`)).map((card) => card.profileId);
    expect(fromSecond).toEqual(expect.arrayContaining([ids[1], ids[2]]));
    expect(fromSecond).not.toContain(ids[0]);
    expect(fromSecond).not.toContain(unset.profileId);

    const backwards = await call(
      'GET',
      `/api/athleteProfile/search?gradFrom=${nextYear + 2}&gradTo=${nextYear}`,
      coach.token,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ errors: [{ msg: 'gradFrom: Must not be after gradTo' }] });
    const words = await call('GET', '/api/athleteProfile/search?gradTo=soon', coach.token);
    expect(words.statusCode).toBe(400);
    expect(words.json()).toEqual({ errors: [{ msg: 'gradTo: gradTo must be a year' }] });
  });
});
