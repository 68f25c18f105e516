// The rankings call under load (issue 8): the session lookup and the ranking view run as named statements (each
// PostgreSQL connection keeps their plans) and a session token is verified once per process. Past PostgreSQL's
// first five executions, when kept plans take over, every check still holds on every request: a logout is
// refused at once, and a changed result is in the next answer.
import type { RankingDataByTest } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addResult, dateFrom, insertAthlete, insertProfile } from '../../test/rankings-seed.ts';

let t: TestApp;
const today = new Date();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const askAthData = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/athleteProfile/athData',
    headers: { ...auth(token), 'content-type': 'application/json' },
    payload: JSON.stringify(['dash40']),
  });

/** More than PostgreSQL's five custom plans per connection, over every connection of the pool (10). */
const MANY = 60;

describe('athData asked again and again', () => {
  it('refuses the session at once after a logout, and answers a result added since', async () => {
    const me = await registerUser(t, { birthDate: dateFrom(today, -20) });
    const profileId = await insertProfile(t.db, me.user._id, 'soccer');
    await addResult(t.db, profileId, 'dash40', 4.8);
    const rival = await insertAthlete(t.db, { birthDate: dateFrom(today, -20), sport: 'soccer' });
    await addResult(t.db, rival.profileId, 'dash40', 5.0);

    const answers = await Promise.all(Array.from({ length: MANY }, () => askAthData(me.token)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json<RankingDataByTest>().dash40).toMatchObject({ overallRank: 1, totalAthletes: 2 });
    }

    await addResult(t.db, rival.profileId, 'dash40', 4.5);
    const after = await askAthData(me.token);
    expect(after.json<RankingDataByTest>().dash40).toMatchObject({ overallRank: 2, totalAthletes: 2 });

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(me.token) });
    expect(out.statusCode).toBe(200);
    const refused = await Promise.all(Array.from({ length: 12 }, () => askAthData(me.token)));
    for (const answer of refused) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ errors: [{ msg: expect.stringContaining('session') }] });
    }
  });
});
