// Verified-only rankings (issue 10): a coach sees another athlete's ranks, among everyone or among results a
// coach verified only; athletes and hidden minors are refused as the rules say.
import type { RankingDataByTest } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { addResult, auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bench = (score: number) => ({
  attribute: 'Absolute Strength',
  test: 'Bench Press 1 RM',
  results: { score, unitOfMeasurement: 'kg' },
});

async function coachAdds(athlete: { token: string; profileId: string }, score: number) {
  const coach = await registerUser(t, { userType: 2, name: 'Vera Verifier' });
  await t.app.inject({
    method: 'PUT',
    url: `/api/collaborators/invite/${coach.user._id}`,
    headers: auth(athlete.token),
  });
  await t.app.inject({
    method: 'PUT',
    url: `/api/collaborators/accept/${athlete.profileId}`,
    headers: auth(coach.token),
  });
  const added = await t.app.inject({
    method: 'PUT',
    url: '/api/collaborators/collab-tests-added',
    headers: auth(coach.token),
    payload: { sender: athlete.profileId, tests: [bench(score)] },
  });
  expect(added.statusCode, added.body).toBe(200);
}

const ranksOf = (token: string, profileId: string, query = '', keys: string[] = ['benchPress1']) =>
  t.app.inject({
    method: 'POST',
    url: `/api/athleteProfile/${profileId}/athData${query}`,
    headers: auth(token),
    payload: keys,
  });

/** The athlete's own (unverified) result. */
const own = (score: number) => ({
  attribute: 'Absolute Strength',
  test: 'Bench Press 1 RM',
  score,
  unitOfMeasurement: 'kg',
});

describe('a coach looking at an athlete’s ranks', () => {
  it('ranks among every result, or with verifiedOnly among verified results only', async () => {
    const strong = await createAthlete(t, { name: 'Unverified Strong' });
    const verifiedHigh = await createAthlete(t, { name: 'Verified High' });
    const verifiedLow = await createAthlete(t, { name: 'Verified Low' });
    expect((await addResult(t, strong.token, own(150))).statusCode).toBe(200);
    await coachAdds(verifiedHigh, 120);
    await coachAdds(verifiedLow, 100);
    // The low athlete's own, better, unverified result counts among all but not among verified ones.
    expect((await addResult(t, verifiedLow.token, own(130))).statusCode).toBe(200);
    const viewer = await registerUser(t, { userType: 2 });

    const all = (await ranksOf(viewer.token, verifiedLow.profileId)).json<RankingDataByTest>().benchPress1;
    expect(all).toMatchObject({ overallRank: 2, totalAthletes: 3, best: { score: '130' } });

    const verified = await ranksOf(viewer.token, verifiedLow.profileId, '?verifiedOnly=true');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<RankingDataByTest>().benchPress1).toMatchObject({
      overallRank: 2,
      totalAthletes: 2,
      rankInAthleteSport: 2,
      totalInAthleteSport: 2,
      rankInAthleteAge: 2,
      rankAthleteAgeAndSport: 2,
      percentile: 50,
      best: { score: '100', unitOfMeasurement: 'kg' },
    });
    const high = (
      await ranksOf(viewer.token, verifiedHigh.profileId, '?verifiedOnly=true')
    ).json<RankingDataByTest>();
    expect(high.benchPress1).toMatchObject({ overallRank: 1, totalAthletes: 2, percentile: 100 });
    const none = (
      await ranksOf(viewer.token, strong.profileId, '?verifiedOnly=true')
    ).json<RankingDataByTest>();
    expect(none.benchPress1).toMatchObject({ overallRank: null, totalAthletes: 2, best: null });
    expect(none.benchPress1?.distribution.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('is for coaches: an athlete is refused, an unknown athlete or key is refused', async () => {
    const athlete = await createAthlete(t);
    const other = await createAthlete(t);
    expect((await ranksOf(other.token, athlete.profileId)).statusCode).toBe(403);
    const coach = await registerUser(t, { userType: 2 });
    expect((await ranksOf(coach.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ranksOf(coach.token, athlete.profileId, '?verifiedOnly=yes')).statusCode).toBe(400);
    expect((await ranksOf(coach.token, athlete.profileId, '?verifiedOnly=true', ['nope'])).statusCode).toBe(
      400,
    );
    expect((await ranksOf('x', athlete.profileId)).statusCode).toBe(401);
  });

  it('shows a minor only once their caregiver consented', async () => {
    const minor = await createMinor(t);
    const coach = await registerUser(t, { userType: 2 });
    expect((await ranksOf(coach.token, minor.profileId, '?verifiedOnly=true')).statusCode).toBe(404);
    expect((await ranksOf(coach.token, minor.profileId)).statusCode).toBe(404);
    const token = await consentTokenFor(t, minor.caregiverEmail);
    await t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent: true } });
    expect((await ranksOf(coach.token, minor.profileId, '?verifiedOnly=true')).statusCode).toBe(200);
    expect((await ranksOf(coach.token, minor.profileId)).statusCode).toBe(200);
  });
});
