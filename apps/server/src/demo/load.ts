// Writes the demo population through the same stores the API uses, keeping rankings maintained, the demo athlete's
// highlight video (files.ts), then its recruiting (recruiting.ts). The caller gives one transaction (run.ts), so a
// load is all or nothing.
import { randomBytes } from 'node:crypto';
import { checkTestResult } from '@podium/core';
import type { Queryable } from '../db/connection.ts';
import type { Standings } from '../modules/athletes/service.ts';
import * as athletes from '../modules/athletes/store.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import * as accounts from '../modules/auth/store.ts';
import type { DemoFiles } from './files.ts';
import { type buildPopulation, DEMO_PASSWORD, type DemoAthlete, type DemoCoach } from './population.ts';
import { type WrittenAthlete, type WrittenCoach, writeRecruiting } from './recruiting.ts';

const DAY_MS = 86_400_000;

export type Population = ReturnType<typeof buildPopulation>;

/**
 * Writes every demo account, profile and result into tx, and the demo athlete's highlight video when given where to
 * store files (files.ts); returns what it wrote.
 */
export async function writeDemo(
  tx: Queryable,
  standings: Standings,
  population: Population,
  files?: DemoFiles,
) {
  // One hash for every demo account: hashing hundreds of times would only slow the demo down.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const written: WrittenAthlete[] = [];
  for (const person of population.athletes)
    written.push(await writeAthlete(tx, standings, person, passwordHash));
  const coaches: WrittenCoach[] = [];
  for (const coach of population.coaches)
    coaches.push({ coach, userId: await writeCoach(tx, coach, passwordHash) });
  const [demoAthlete] = written;
  if (demoAthlete) {
    // She shares her profile (the public link on), so visitors see her on the demo coach's public page too.
    await athletes.setPublicLink(tx, demoAthlete.profileId, randomBytes(9).toString('base64url'), true);
    if (files) await files.storeHighlight(tx, demoAthlete);
  }
  await writeRecruiting(tx, written, coaches);
  const results = population.athletes.reduce((sum, person) => sum + person.results.length, 0);
  return { athletes: population.athletes.length, results, coaches: population.coaches.length };
}

async function writeAthlete(
  tx: Queryable,
  standings: Standings,
  person: DemoAthlete,
  passwordHash: string,
): Promise<WrittenAthlete> {
  const userId = await accounts.insertUser(tx, {
    email: person.email,
    passwordHash,
    userType: 1,
    name: person.name,
    birthDate: person.birthDate,
    gender: person.gender,
    country: person.country,
    city: person.city,
    orgAdmin: false,
    activeProfile: 'athlete',
    signup: { sportsArray: [person.sport], demo: true },
  });
  const profileId = await athletes.insertProfile(tx, {
    userId,
    bio: person.bio,
    quickStats: person.quickStats,
  });
  // The class they leave school with: the year they turn 18.
  await athletes.setGraduationYear(tx, profileId, Number(person.birthDate.slice(0, 4)) + 18);
  await athletes.insertSport(tx, profileId, { sport: person.sport }, true);
  if (person.secondSport) await athletes.insertSport(tx, profileId, { sport: person.secondSport }, false);
  for (const destination of person.destinations)
    await athletes.insertDestination(tx, profileId, destination, false);
  // Shown to others as an athlete would show them: with the profile's switch, so the two agree (issue 7).
  if (person.destinations.length > 0) await athletes.setDestinationsPublic(tx, profileId, true);
  const testKeys = new Set<string>();
  for (const result of person.results) {
    const checked = checkTestResult({
      test: result.testKey,
      score: result.score,
      unitOfMeasurement: result.unit,
    });
    if (!checked.ok)
      throw new Error(`demo result refused: ${result.testKey} ${result.score}: ${checked.msg}`);
    await athletes.insertResult(tx, profileId, {
      testKey: checked.value.testKey,
      category: checked.value.category,
      score: checked.value.score,
      unit: checked.value.unitOfMeasurement,
      mfScore: checked.value.mfScore,
      mfUnit: checked.value.mfUnit,
      recordedAt: new Date(Date.now() - result.daysAgo * DAY_MS),
    });
    testKeys.add(checked.value.testKey);
  }
  await standings.refreshAthlete(tx, profileId);
  for (const testKey of testKeys) await standings.refreshStanding(tx, profileId, testKey);
  return { person, userId, profileId };
}

async function writeCoach(tx: Queryable, coach: DemoCoach, passwordHash: string): Promise<string> {
  const userId = await accounts.insertUser(tx, {
    email: coach.email,
    passwordHash,
    userType: 2,
    name: coach.name,
    birthDate: coach.birthDate,
    country: coach.country,
    city: coach.city,
    team: coach.team,
    role: coach.role,
    organisation: coach.organisation,
    orgAdmin: coach.administers,
    activeProfile: coach.administers ? 'org' : 'coach',
    signup: { demo: true },
  });
  if (coach.administers && coach.organisation)
    await accounts.insertOrganisation(tx, userId, coach.organisation, { demo: true });
  return userId;
}
