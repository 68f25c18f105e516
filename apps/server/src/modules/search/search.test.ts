// Search through HTTP on a known population (issue 10): typo-tolerant, accent-insensitive name search ranked by
// similarity; athlete filters (sport, position, age, gender, place, test thresholds in any unit, rank); sorting and
// cursor paging; a minor without consent never found; only signed-in users search.
import type { AthleteSearchResult, NameSearchResult, SearchPage } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornYearsAgo, consentTokenFor, createMinor } from '../../test/consent-helpers.ts';
import { addResult, auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let viewer: string;
let minor: Awaited<ReturnType<typeof createMinor>>;

const get = (url: string, token = viewer) => t.app.inject({ method: 'GET', url, headers: auth(token) });

async function ok<T>(url: string, token = viewer): Promise<T> {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const names = async (url: string) => (await ok<NameSearchResult>(url)).results.map((card) => card.name);
const athletes = async (query: string) =>
  (await ok<AthleteSearchResult>(`/api/athleteProfile/search?${query}`)).profiles.map((card) => card.name);

async function athlete(
  name: string,
  options: {
    age?: number;
    sport?: string;
    gender?: string;
    city?: string;
    state?: string;
    country?: string;
  } = {},
) {
  const session = await registerUser(t, {
    name,
    birthDate: bornYearsAgo(options.age ?? 20),
    ...(options.gender ? { gender: options.gender } : {}),
    ...(options.city ? { city: options.city } : {}),
    ...(options.state ? { state: options.state } : {}),
    ...(options.country ? { country: options.country } : {}),
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/athleteProfile',
    headers: auth(session.token),
    payload: {
      sportingCred: [{ sport: options.sport ?? 'Basketball', main: true, position: 'Point guard' }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { ...session, profileId: created.json().profile._id as string };
}

const dash = (token: string, score: string) =>
  addResult(t, token, { attribute: 'Run Tests', test: '40 Yard Dash', score, unitOfMeasurement: 'sec' });
const vertical = (token: string, score: string, unit = 'cm') =>
  addResult(t, token, {
    attribute: 'Speed and Power',
    test: 'Vertical Jump',
    score,
    unitOfMeasurement: unit,
  });
const bench = (token: string, score: string) =>
  addResult(t, token, {
    attribute: 'Absolute Strength',
    test: 'Bench Press 1 RM',
    score,
    unitOfMeasurement: 'kg',
  });

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await registerUser(t, { userType: 2, name: 'Viewing Coach' })).token;
  // The population: names chosen so typos and accents decide, results so thresholds decide.
  const jose = await athlete('José Ramírez', {
    gender: 'Male',
    city: 'Madrid',
    country: 'Spain',
    sport: 'Football (soccer)',
  });
  const john = await athlete('John Smith', { gender: 'Male', age: 17 });
  const jonathan = await athlete('Jonathan Smithers', { gender: 'Male', age: 24 });
  const maria = await athlete('María López', {
    gender: 'Female',
    age: 19,
    city: 'Guadalajara',
    state: 'Jalisco',
    country: 'Mexico',
  });
  await athlete('Zed Nobody', { age: 30 });
  for (const [person, d, v] of [
    [jose, '4.5', '85'],
    [john, '4.55', '70'],
    [jonathan, '4.9', '90'],
    [maria, '4.4', '33'], // 33 in. = 83.82 cm
  ] as const) {
    expect((await dash(person.token, d)).statusCode).toBe(200);
    expect((await vertical(person.token, v, person === maria ? 'in.' : 'cm')).statusCode).toBe(200);
  }
  for (const [person, kg] of [
    [jose, '100'],
    [john, '60'],
    [jonathan, '120'],
    [maria, '70'],
  ] as const)
    await bench(person.token, kg);
  await registerUser(t, { userType: 2, name: 'Josef Coachman', city: 'Dublin' });
  await registerUser(t, {
    userType: 2,
    name: 'Ana Trainer',
    orgAdmin: true,
    organisation: 'Jose Marti Academy',
  });
  minor = await createMinor(t, { name: 'Josefina Youngster' });
  await dash(minor.token, '4.45');
});
afterAll(() => t.close());

describe('name search', () => {
  it('forgives accents and typos and ranks by similarity', async () => {
    expect((await names('/api/search/name?name=jose&types=athlete'))[0]).toBe('José Ramírez');
    expect((await names('/api/search/name?name=Jonh%20Smth&types=athlete'))[0]).toBe('John Smith');
    expect(await names('/api/search/name?name=maria%20lopez')).toEqual(['María López']);
    expect(await names('/api/search/name?name=smith&types=athlete')).toEqual([
      'John Smith',
      'Jonathan Smithers',
    ]);
  });

  it('searches the kinds asked: athletes, coaches and organisations', async () => {
    const all = await ok<NameSearchResult>('/api/search/name?name=jose');
    expect(all.results.map((card) => `${card.profileType}:${card.name}`).sort()).toEqual(
      ['athlete:José Ramírez', 'coach:Josef Coachman', 'org:Jose Marti Academy'].sort(),
    );
    expect(await names('/api/search/name?name=jose&types=coach,org')).not.toContain('José Ramírez');
  });

  it('finds nobody for an empty name, and refuses unknown kinds naming the field', async () => {
    expect(await names('/api/search/name?name=')).toEqual([]);
    const bad = await get('/api/search/name?name=jose&types=athlete,robot');
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.body).join()).toContain('types');
  });

  it('is for signed-in users only', async () => {
    for (const url of ['/api/search/name?name=jose', '/api/athleteProfile/search', '/api/search/coaches']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('a minor', () => {
  it('is found by nobody until their caregiver consents, then by name and by athlete search', async () => {
    const other = await createAthlete(t, { name: 'Curious Athlete', sport: 'Basketball' });
    const hidden = async () => [
      ...(await names('/api/search/name?name=josefina&types=athlete')),
      ...(await athletes('tests=dash40:under:4.6:sec')),
      ...(await ok<NameSearchResult>('/api/search/name?name=josefina', other.token)).results.map(
        (c) => c.name,
      ),
      ...(await ok<SearchPage>('/api/search/users?name=josefina')).results.map((c) => c.name),
    ];
    expect(await hidden()).not.toContain('Josefina Youngster');
    // They find themself.
    expect(
      (await ok<NameSearchResult>('/api/search/name?name=josefina', minor.token)).results.map((c) => c.name),
    ).toEqual(['Josefina Youngster']);
    const code = await consentTokenFor(t, minor.caregiverEmail);
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/public/consent/${code}`,
      payload: { consent: true },
    });
    expect(decided.statusCode).toBe(200);
    expect((await hidden()).filter((name) => name === 'Josefina Youngster')).toHaveLength(4);
    // Consent shows them, never their city (under 16): not on the card, and a city filter does not find them.
    const card = (await ok<NameSearchResult>('/api/search/name?name=josefina', other.token)).results.find(
      (c) => c.name === 'Josefina Youngster',
    );
    expect(card?.place).toBe('Ireland');
    const inGalway = await ok<SearchPage>('/api/search/users?name=josefina&city=Galway', other.token);
    expect(inGalway.results.map((c) => c.name)).not.toContain('Josefina Youngster');
    const own = (await ok<NameSearchResult>('/api/search/name?name=josefina', minor.token)).results[0];
    expect(own?.place).toBe('Galway, Ireland');
    await t.app.inject({ method: 'PUT', url: `/api/public/consent/${code}`, payload: { consent: false } });
    expect(await hidden()).not.toContain('Josefina Youngster');
  });
});

describe('athlete search', () => {
  it('filters by two thresholds in any unit, best first in the first test', async () => {
    // Vertical jump over 80 cm = over 31.5 in.: María's 33 in. counts; John's 70 cm does not.
    expect(await athletes('tests=dash40:under:4.6:sec,verticalJump:over:31.5:in.')).toEqual([
      'María López',
      'José Ramírez',
    ]);
    const reply = await ok<AthleteSearchResult>(
      '/api/athleteProfile/search?tests=dash40:under:4.6:sec,verticalJump:over:80:cm',
    );
    expect(reply.entries).toHaveLength(4);
    const maria = reply.profiles[0];
    expect(maria?.best.slice(0, 2).map((best) => `${best.testKey} ${best.score} ${best.unit}`)).toEqual([
      'dash40 4.4 sec',
      'verticalJump 33 in.',
    ]);
  });

  it('filters by sport, position, age, gender and place (city, state, country), case aside', async () => {
    expect(await athletes('sport=soccer')).toEqual(['José Ramírez']);
    expect(await athletes('position=point&gender=female')).toEqual(['María López']);
    expect((await athletes('ageMin=18&ageMax=20')).sort()).toEqual(['José Ramírez', 'María López']);
    expect(await athletes('city=madrid')).toEqual(['José Ramírez']);
    expect(await athletes('country=SPAIN')).toEqual(['José Ramírez']);
    expect(await athletes('state=jalisco&country=mexico')).toEqual(['María López']);
    expect(await athletes('city=madrid&country=mexico')).toEqual([]);
    expect((await athletes('name=jon%20smit'))[0]).toBe('John Smith');
  });

  it('filters by rank for their age: the best of each age pool in bench press', async () => {
    // Each is alone in their age pool, so first in it; a stronger 20-year-old leaves José second of two: not top 50 %.
    const top = await athletes('rank=benchPress1:50&sort=test:benchPress1');
    expect(top).toEqual(['Jonathan Smithers', 'José Ramírez', 'María López', 'John Smith']);
    const other = await athlete('Stronger Twenty', { age: 20 });
    await bench(other.token, '150');
    expect(await athletes('rank=benchPress1:50&sort=test:benchPress1')).not.toContain('José Ramírez');
  });

  it('sorts by a test or newest result, and pages with the cursor without repeats', async () => {
    expect(await athletes('sort=test:verticalJump')).toEqual([
      'Jonathan Smithers',
      'José Ramírez',
      'María López',
      'John Smith',
    ]);
    const first = await ok<AthleteSearchResult>('/api/athleteProfile/search?sort=newest');
    expect(first.profiles[0]?.name).toBe('Stronger Twenty');
    expect(first.nextCursor).toBeNull();
    // 25 athletes more page over two pages.
    for (let index = 0; index < 22; index += 1) await athlete(`Filler ${index}`);
    const pageOne = await ok<AthleteSearchResult>('/api/athleteProfile/search?sort=newest');
    expect(pageOne.profiles).toHaveLength(20);
    const pageTwo = await ok<AthleteSearchResult>(
      `/api/athleteProfile/search?sort=newest&cursor=${pageOne.nextCursor}`,
    );
    const seen = [...pageOne.profiles, ...pageTwo.profiles].map((card) => card.profileId);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pageTwo.nextCursor).toBeNull();
  });

  it('refuses bad filters naming the field', async () => {
    for (const [query, field] of [
      ['tests=dash40:under:4.6:kg', 'tests'],
      ['tests=nope:under:1:sec', 'tests'],
      ['rank=benchPress1:150', 'rank'],
      ['ageMin=30&ageMax=20', 'ageMin'],
      ['sort=tallest', 'sort'],
      ['cursor=abc', 'cursor'],
    ]) {
      const response = await get(`/api/athleteProfile/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(messages(response.body).join(), query).toContain(field);
    }
  });

  it('filters by a time written m:ss, its colons kept in the score', async () => {
    const rower = await athlete('Rhona Rower');
    const row = await addResult(t, rower.token, {
      attribute: 'Aerobic Endurance',
      test: '2000 m Row',
      score: '7:20',
      unitOfMeasurement: 'min/sec',
    });
    expect(row.statusCode, row.body).toBe(200);
    expect(await athletes('tests=row2000:under:7:30:min/sec')).toEqual(['Rhona Rower']);
    expect(await athletes('tests=row2000:under:7:10:min/sec')).toEqual([]);
    // minutes.seconds, as links written before have it, reads as it did.
    expect(await athletes('tests=row2000:over:7.10:min/sec')).toEqual(['Rhona Rower']);
  });
});

describe('coach, organisation and people search', () => {
  it('finds coaches by name and place, organisations by name, people of either kind', async () => {
    const coaches = await ok<SearchPage>('/api/search/coaches?name=josef&city=dublin');
    expect(coaches.results.map((card) => card.name)).toEqual(['Josef Coachman']);
    const orgs = await ok<SearchPage>('/api/search/coaches/org?name=marti');
    expect(orgs.results.map((card) => card.name)).toEqual(['Jose Marti Academy']);
    const people = await ok<SearchPage>('/api/search/users?name=jose');
    expect(people.results.map((card) => card.name).sort()).toEqual(['Josef Coachman', 'José Ramírez']);
    const onlyCoaches = await ok<SearchPage>('/api/search/users?name=jose&userType=coach');
    expect(onlyCoaches.results.map((card) => card.name)).toEqual(['Josef Coachman']);
  });
});
