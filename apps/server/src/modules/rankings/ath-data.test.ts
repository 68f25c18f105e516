// POST /api/athleteProfile/athData on a small known population: ties, directions, age and sport pools, totals.
import { distributionOf, type RankingDataByTest } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  addResult,
  dateFrom,
  insertAthlete,
  insertProfile,
  isoDay,
  type SeededAthlete,
} from '../../test/rankings-seed.ts';
import { athData } from './service.ts';

let t: TestApp;
const today = new Date();
let me: { token: string; profileId: string };
let sixth: { token: string };
let noSport: SeededAthlete;

async function askAthData(token: string, keys: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/athleteProfile/athData',
    headers: { ...auth(token), 'content-type': 'application/json' },
    payload: JSON.stringify(keys),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  // Me: 20 today (born 20 years ago today), soccer.
  const registered = await registerUser(t, { birthDate: dateFrom(today, -20) });
  me = { token: registered.token, profileId: await insertProfile(t.db, registered.user._id, 'soccer') };
  await addResult(t.db, me.profileId, 'dash40', 4.8, new Date('2025-01-01'));
  await addResult(t.db, me.profileId, 'dash40', 4.5, new Date('2025-02-01'));
  await addResult(t.db, me.profileId, 'benchPress1', 100);

  // 19 until tomorrow, soccer: faster, and level with me on the bench.
  const turns20Tomorrow = await insertAthlete(t.db, { birthDate: dateFrom(today, -20, 1), sport: 'soccer' });
  await addResult(t.db, turns20Tomorrow.profileId, 'dash40', 4.4);
  await addResult(t.db, turns20Tomorrow.profileId, 'benchPress1', 100);

  // 20 until tomorrow, soccer: level with me on the dash, stronger (best of 90 and 120).
  const turns21Tomorrow = await insertAthlete(t.db, { birthDate: dateFrom(today, -21, 1), sport: 'soccer' });
  await addResult(t.db, turns21Tomorrow.profileId, 'dash40', 4.5);
  await addResult(t.db, turns21Tomorrow.profileId, 'benchPress1', 120);
  await addResult(t.db, turns21Tomorrow.profileId, 'benchPress1', 90);

  // 20, basketball: fastest.
  const basketball = await insertAthlete(t.db, { birthDate: dateFrom(today, -21, 100), sport: 'basketball' });
  await addResult(t.db, basketball.profileId, 'dash40', 4.3);

  // 20, no main sport: slowest.
  noSport = await insertAthlete(t.db, { birthDate: dateFrom(today, -20, -100), sport: null });
  await addResult(t.db, noSport.profileId, 'dash40', 5.0);

  // 26, soccer, bench only.
  const older = await registerUser(t, { birthDate: dateFrom(today, -26) });
  sixth = { token: older.token };
  const olderProfile = await insertProfile(t.db, older.user._id, 'soccer');
  await addResult(t.db, olderProfile, 'benchPress1', 150);
});

afterAll(async () => {
  await t.close();
});

describe('athData on a known population', () => {
  it('ranks a lower-is-better test with ties sharing a rank, in every pool', async () => {
    const response = await askAthData(me.token, ['dash40']);
    expect(response.statusCode).toBe(200);
    const { dash40 } = response.json<RankingDataByTest>();
    // 4.3 (basketball), 4.4 (turns 20 tomorrow), 4.5 me and 4.5 (turns 21 tomorrow), 5.0.
    expect(dash40).toEqual({
      overallRank: 3,
      totalAthletes: 5,
      rankInAthleteSport: 2, // soccer: 4.4, then me and the other 4.5
      totalInAthleteSport: 3,
      rankInAthleteAge: 2, // 20 today: basketball 4.3, me and the other 4.5, no-sport 5.0; not the 19-year-old
      totalInAthleteAge: 4,
      rankAthleteAgeAndSport: 1, // 20 and soccer: me and the other 4.5, level
      totalAthleteAgeAndSport: 2,
      percentile: 60,
      distribution: distributionOf([4.3, 4.4, 4.5, 4.5, 5.0], 'lower'),
      best: { score: '4.5', unitOfMeasurement: 'sec', mfScore: 4.5, mfUnit: 'sec' },
    });
    expect(dash40?.distribution).toEqual([1, 0, 0, 0, 0, 0, 0, 2, 1, 1]);
  });

  it('ranks a higher-is-better test by each athlete’s best result', async () => {
    const { benchPress1 } = (await askAthData(me.token, ['benchPress1'])).json<RankingDataByTest>();
    // 150 (26), 120 (best of 90 and 120), 100 me and 100 (19).
    expect(benchPress1).toMatchObject({
      overallRank: 3,
      totalAthletes: 4,
      rankInAthleteSport: 3,
      totalInAthleteSport: 4,
      rankInAthleteAge: 2,
      totalInAthleteAge: 2,
      rankAthleteAgeAndSport: 2,
      totalAthleteAgeAndSport: 2,
      percentile: 50,
      best: { score: '100', mfScore: 100 },
    });
  });

  it('gives totals but no ranks for a test the athlete has no result in', async () => {
    const { dash40 } = (await askAthData(sixth.token, ['dash40'])).json<RankingDataByTest>();
    expect(dash40).toMatchObject({
      overallRank: null,
      totalAthletes: 5,
      rankInAthleteSport: null,
      totalInAthleteSport: 3,
      rankInAthleteAge: null,
      totalInAthleteAge: 0,
      rankAthleteAgeAndSport: null,
      totalAthleteAgeAndSport: 0,
      percentile: null,
      best: null,
    });
    expect(dash40?.distribution.reduce((sum, count) => sum + count, 0)).toBe(5);
  });

  it('has no sport pool for an athlete without a main sport', async () => {
    const { dash40 } = await athData(t.db, { id: noSport.userId, user_type: 1 }, ['dash40'], isoDay(today));
    expect(dash40).toMatchObject({
      overallRank: 5,
      rankInAthleteSport: null,
      totalInAthleteSport: 0,
      rankInAthleteAge: 4,
      totalInAthleteAge: 4,
      rankAthleteAgeAndSport: null,
      totalAthleteAgeAndSport: 0,
      percentile: 20,
    });
  });

  it('never ranks image-score tests and answers each key once', async () => {
    const response = await askAthData(me.token, ['bodpod', 'dash40', 'bodpod']);
    const body = response.json<RankingDataByTest>();
    expect(Object.keys(body).sort()).toEqual(['bodpod', 'dash40']);
    expect(body.bodpod).toEqual({
      overallRank: null,
      totalAthletes: 0,
      rankInAthleteSport: null,
      totalInAthleteSport: 0,
      rankInAthleteAge: null,
      totalInAthleteAge: 0,
      rankAthleteAgeAndSport: null,
      totalAthleteAgeAndSport: 0,
      percentile: null,
      distribution: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      best: null,
    });
  });

  it('answers an empty list with an empty object', async () => {
    const response = await askAthData(me.token, []);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });
});

describe('age pools around leap days', () => {
  // Vertical jump only, so the population above does not count.
  const born = {
    feb28of2010: '2010-02-28',
    mar1of2009: '2009-03-01',
    feb28of2009: '2009-02-28',
    leapDay2008: '2008-02-29',
  };
  const athletes: Record<string, SeededAthlete> = {};

  beforeAll(async () => {
    for (const [name, birthDate] of Object.entries(born)) {
      athletes[name] = await insertAthlete(t.db, { birthDate, sport: 'volleyball' });
      await addResult(t.db, athletes[name]?.profileId ?? '', 'verticalJump', 60);
    }
  });

  async function agePoolOf(name: string, today: string) {
    const athlete = athletes[name];
    if (!athlete) throw new Error(name);
    const answer = await athData(t.db, { id: athlete.userId, user_type: 1 }, ['verticalJump'], today);
    return answer.verticalJump?.totalInAthleteAge;
  }

  it('on Feb 29: born Mar 1 2009 and Feb 28 2010 are both 18; Feb 28 2009 is 19', async () => {
    expect(await agePoolOf('feb28of2010', '2028-02-29')).toBe(2);
    expect(await agePoolOf('mar1of2009', '2028-02-29')).toBe(2);
    expect(await agePoolOf('feb28of2009', '2028-02-29')).toBe(1);
  });

  it('off leap years a Feb 29 birthday comes on Mar 1', async () => {
    // 2027-02-28: the leap-day athlete is still 18, like the one born Feb 28 2009 (birthday today).
    expect(await agePoolOf('leapDay2008', '2027-02-28')).toBe(2);
    expect(await agePoolOf('feb28of2009', '2027-02-28')).toBe(2);
    // 2027-03-01: the leap-day athlete is 19 alone; Mar 1 2009 joins Feb 28 2009 at 18.
    expect(await agePoolOf('leapDay2008', '2027-03-01')).toBe(1);
    expect(await agePoolOf('mar1of2009', '2027-03-01')).toBe(2);
  });
});

describe('athData refusals', () => {
  it('asks for a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/athleteProfile/athData',
      payload: ['dash40'],
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].msg).toEqual(expect.any(String));
  });

  it('refuses coaches', async () => {
    const coach = await registerUser(t, { userType: 2 });
    const response = await askAthData(coach.token, ['dash40']);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: [{ msg: 'Only athletes have rankings' }] });
  });

  it('says so when the athlete has no profile yet', async () => {
    const athlete = await registerUser(t);
    const response = await askAthData(athlete.token, ['dash40']);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].msg).toMatch(/profile/i);
  });

  it('names every unknown test key', async () => {
    const response = await askAthData(me.token, ['dash40', 'x', 'warpSpeed']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ msg: "Unknown test key 'x'" }, { msg: "Unknown test key 'warpSpeed'" }],
    });
  });

  it('wants a list of test keys', async () => {
    for (const payload of [{ keys: ['dash40'] }, 'dash40', [42], null]) {
      const response = await askAthData(me.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    const notAList = await askAthData(me.token, { keys: ['dash40'] });
    expect(notAList.json()).toEqual({ errors: [{ msg: 'body: Send a list of test keys' }] });
  });
});
