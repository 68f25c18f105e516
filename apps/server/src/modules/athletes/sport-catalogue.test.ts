// Sports come from a catalogue (issue 8): names and aliases fold into one canonical name, read by the account's
// country where a word means different sports; anything else is an "other" sport, shown but never a ranking pool.
// Migration 0010 folds what was stored before, and moves standings and counts with it.
import type { RegistrationInput } from '@podium/core/api';
import { isAmbiguous, resolveSport, SPORTS } from '@podium/core/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { addResult, auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectCountsToMatchStandings } from '../../test/rankings-checks.ts';

const MIGRATION = '0010_sports_catalogue.sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Sport {
  _id: string;
  sport: string;
  other: boolean;
  main: boolean;
}

async function athleteWith(sports: string[], overrides: Partial<RegistrationInput> = {}) {
  const session = await registerUser(t, { userType: 1, ...overrides });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/athleteProfile',
    headers: auth(session.token),
    payload: { sportingCred: sports.map((sport, index) => ({ sport, main: index === 0 })) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const profile = response.json().profile;
  return { ...session, profileId: profile._id as string, sports: profile.sportingCred as Sport[] };
}

const dash = (token: string, score: string) =>
  addResult(t, token, { attribute: 'Run Tests', test: '40 Yard Dash', score, unitOfMeasurement: 'sec' });

async function dashRanking(token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/athleteProfile/athData',
    headers: auth(token),
    payload: ['dash40'],
  });
  return response.json().dash40;
}

describe('sports on a profile', () => {
  it('stores an unknown sport as other, with its label, and ranks it in no sport pool', async () => {
    const weaver = await athleteWith(['Underwater Basket Weaving']);
    const another = await athleteWith(['underwater basket weaving']);
    expect(weaver.sports).toEqual([
      expect.objectContaining({ sport: 'Underwater Basket Weaving', other: true }),
    ]);
    await dash(weaver.token, '5.00');
    await dash(another.token, '4.90');

    const ranking = await dashRanking(weaver.token);
    expect(ranking.overallRank).toBeGreaterThanOrEqual(2);
    expect(ranking).toMatchObject({ rankInAthleteSport: null, totalInAthleteSport: 0 });
    expect(ranking).toMatchObject({ rankAthleteAgeAndSport: null, totalAthleteAgeAndSport: 0 });
    const pools = await t.db.query<{ pool: string }>(
      `select distinct pool from ranking_counts where pool ilike '%basket weaving%'`,
    );
    expect(pools).toEqual([]);
  });

  it('folds names and aliases into one sport, wherever the account is', async () => {
    const named = await athleteWith(['American Football']);
    const alias = await athleteWith(['GRIDIRON']);
    const american = await athleteWith(['american-football'], { country: 'United States' });
    const irish = await athleteWith(['Football (soccer)'], { country: 'Ireland' });
    const soccer = await athleteWith(['soccer'], { country: 'United States' });
    for (const athlete of [named, alias, american]) {
      expect(athlete.sports).toEqual([expect.objectContaining({ sport: 'American football', other: false })]);
    }
    for (const athlete of [irish, soccer]) {
      expect(athlete.sports).toEqual([expect.objectContaining({ sport: 'Football (soccer)', other: false })]);
    }
    for (const [index, athlete] of [named, alias, american].entries())
      await dash(athlete.token, `4.${5 + index}0`);
    expect(await dashRanking(american.token)).toMatchObject({
      rankInAthleteSport: 3,
      totalInAthleteSport: 3,
    });
  });

  it('folds a sport added or renamed later, and refuses one the profile already has', async () => {
    const athlete = await athleteWith(['Athletics']);
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: auth(athlete.token), payload });
    const twice = await put('/api/athleteProfile/sport-credentials', { sport: 'Track & Field' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: [{ msg: 'sport: Athletics is already on your profile' }] });

    const added = await put('/api/athleteProfile/sport-credentials', { sport: 'ping-pong' });
    const tableTennis = added.json().profile.sportingCred.find((s: Sport) => s.sport === 'Table tennis');
    expect(tableTennis).toMatchObject({ other: false, main: false });
    const renamed = await put(`/api/athleteProfile/sport-credentials/${tableTennis._id}`, {
      sport: 'Kabaddi',
    });
    expect(renamed.json().profile.sportingCred).toContainEqual(
      expect.objectContaining({ _id: tableTennis._id, sport: 'Kabaddi', other: true }),
    );
    const clash = await put(`/api/athleteProfile/sport-credentials/${tableTennis._id}`, { sport: 'track' });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses a profile that lists one sport twice under two names', async () => {
    const { token } = await registerUser(t, { userType: 1 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/athleteProfile',
      headers: auth(token),
      payload: { sportingCred: [{ sport: 'Track' }, { sport: 'athletics' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: 'sportingCred: Athletics is listed twice' }] });
  });
});

describe('sports named at registration', () => {
  it('come back folded from GET /api/auth until the profile is made', async () => {
    const { token } = await registerUser(t, {
      userType: 1,
      country: 'USA',
      sportsArray: ['gridiron', 'Track', 'athletics', 'Quidditch', 'American football'],
    });
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) })).json().sportsArray;
    expect(await me()).toEqual(['American football', 'Athletics', 'Quidditch']);
    await t.app.inject({
      method: 'POST',
      url: '/api/athleteProfile',
      headers: auth(token),
      payload: { sportingCred: [{ sport: 'American football', main: true }] },
    });
    expect(await me()).toEqual([]);
  });
});

describe('migration 0010', () => {
  it('folds stored names into the catalogue, marks the rest other, and re-ranks', async () => {
    const us = await athleteWith(['Tennis'], { country: 'U.S.A.' });
    const ireland = await athleteWith(['Tennis'], { country: 'Ireland' });
    const weaver = await athleteWith(['Tennis']);
    const gridiron = await athleteWith(['Tennis']);
    // As the server stored them before the catalogue: any text, and standings pooled by it (syncAthlete).
    const old: [string, string][] = [
      [us.profileId, 'football'],
      [ireland.profileId, 'Football'],
      [weaver.profileId, '  Underwater Basket Weaving'],
      [gridiron.profileId, 'American Football'],
    ];
    for (const [profileId, sport] of old) {
      await t.db.query(`update athlete_sports set sport = $2 where profile_id = $1 and main`, [
        profileId,
        sport,
      ]);
    }
    for (const [index, athlete] of [us, ireland, weaver, gridiron].entries())
      await dash(athlete.token, `5.${index}0`);
    const before = await dashRanking(us.token);
    expect(before).toMatchObject({ totalInAthleteSport: 1 });

    await t.db.query(`delete from schema_migrations where name = $1`, [MIGRATION]);
    expect(await migrate(t.db)).toEqual([MIGRATION]);

    const stored = await t.db.query<{ profile_id: string; sport: string; other: boolean }>(
      `select profile_id, sport, other from athlete_sports where main and profile_id = any($1)`,
      [old.map(([profileId]) => profileId)],
    );
    expect(new Map(stored.map((row) => [row.profile_id, [row.sport, row.other]]))).toEqual(
      new Map([
        [us.profileId, ['American football', false]],
        [ireland.profileId, ['Football (soccer)', false]],
        [weaver.profileId, ['  Underwater Basket Weaving', true]],
        [gridiron.profileId, ['American football', false]],
      ]),
    );
    const standings = await t.db.query<{ profile_id: string; sport: string | null }>(
      `select profile_id, sport from ranking_standings where test_key = 'dash40' and profile_id = any($1)`,
      [old.map(([profileId]) => profileId)],
    );
    expect(new Map(standings.map((row) => [row.profile_id, row.sport]))).toEqual(
      new Map([
        [us.profileId, 'American football'],
        [ireland.profileId, 'Football (soccer)'],
        [weaver.profileId, null],
        [gridiron.profileId, 'American football'],
      ]),
    );
    await expectCountsToMatchStandings(t.db);
    // The app's other American football athletes (earlier tests) and now the two folded here, in one pool.
    const [pool] = await t.db.query<{ athletes: number }>(
      `select count(*)::integer as athletes from ranking_standings where test_key = 'dash40' and sport = 'American football'`,
    );
    expect(pool?.athletes).toBeGreaterThanOrEqual(2);
    expect(await dashRanking(us.token)).toMatchObject({ totalInAthleteSport: pool?.athletes });
    expect(await dashRanking(weaver.token)).toMatchObject({
      rankInAthleteSport: null,
      totalInAthleteSport: 0,
    });
  });

  it('folds every catalogue name and alias, in any case and spacing, as core does', async () => {
    const { profileId } = await athleteWith(['Tennis'], { country: 'Canada' });
    const typed = SPORTS.flatMap((sport) => [sport.name, ...sport.aliases]).flatMap((name) => [
      name,
      ` ${name.toUpperCase().replace(/ /g, '  ')} `,
      name.replace(/ /g, '-'),
    ]);
    typed.push('Football', 'hockey', 'Something else entirely');
    // Each row's place in `typed` goes in its team, to read them back in order.
    await t.db.query(
      `insert into athlete_sports (profile_id, sport, team)
       select $1, typed, place::text from unnest($2::text[]) with ordinality as t (typed, place)`,
      [profileId, typed],
    );
    await t.db.query(`delete from schema_migrations where name = $1`, [MIGRATION]);
    await migrate(t.db);
    const rows = await t.db.query<{ sport: string; other: boolean }>(
      `select sport, other from athlete_sports where profile_id = $1 and not main order by team::integer`,
      [profileId],
    );
    // The stored row keeps its label as written when other; the API trims on the way in. The migration read
    // the words naming several sports by the account's country, as the server did then (a Canadian here); today
    // the API asks which sport is meant instead (issue 22), so those two are written out.
    const then: Record<string, { sport: string; other: boolean }> = {
      Football: { sport: 'Canadian football', other: false },
      hockey: { sport: 'Ice hockey', other: false },
    };
    const expected = typed.map((label) => {
      const resolved = resolveSport(label);
      if (isAmbiguous(resolved)) return then[label];
      return { sport: resolved.other ? label : resolved.sport, other: resolved.other };
    });
    expect(rows).toEqual(expected);
  });
});
