// A believable, reproducible demo population: athletes across sports and ages with results and progress,
// coaches and organisations. Pure: the same seed always gives the same people.
import { checkScore, formatClock } from '@podium/core';
import { DEMO_SPORTS, maturity, NORMS, type Norm, SPORT_TESTS } from './norms.ts';

export const DEMO_PASSWORD = 'podium-demo';

/** The sport of the demo athlete everyone signs in as (README). */
const DEMO_ATHLETE_SPORT = DEMO_SPORTS.football;

/** mulberry32: small, fast, seedable. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    /** Box-Muller: a standard normal draw. */
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

const FIRST_MALE = [
  'Liam',
  'Noah',
  'Oisin',
  'Jack',
  'Mateo',
  'Kwame',
  'Arjun',
  'Lucas',
  'Tomas',
  'Ethan',
  'Finn',
  'Diego',
  'Kai',
  'Ryan',
  'Sean',
  'Malik',
  'Hugo',
  'Eoin',
  'Yusuf',
  'Leo',
];
const FIRST_FEMALE = [
  'Aoife',
  'Emma',
  'Sofia',
  'Niamh',
  'Chloe',
  'Amara',
  'Priya',
  'Lucia',
  'Saoirse',
  'Maya',
  'Grace',
  'Zara',
  'Ella',
  'Ines',
  'Ciara',
  'Hana',
  'Leah',
  'Ava',
  'Freya',
  'Nia',
];
const LAST = [
  'Murphy',
  'Kelly',
  'Garcia',
  'Okafor',
  'Byrne',
  'Silva',
  'Walsh',
  'Nguyen',
  'Ryan',
  'Patel',
  'Moreau',
  "O'Brien",
  'Kowalski',
  'Mensah',
  'Doyle',
  'Rossi',
  'Kim',
  'Fitzgerald',
  'Haddad',
  'Larsen',
];
const PLACES = [
  { country: 'Ireland', city: 'Dublin' },
  { country: 'Ireland', city: 'Cork' },
  { country: 'United Kingdom', city: 'Manchester' },
  { country: 'United States', city: 'Austin' },
  { country: 'United States', city: 'Columbus' },
  { country: 'Spain', city: 'Valencia' },
  { country: 'Canada', city: 'Toronto' },
  { country: 'Australia', city: 'Brisbane' },
];
const DESTINATIONS = [
  'NCAA Division I',
  'NCAA Division II',
  'UK university sport',
  'Semi-professional club',
  'National academy',
  'European club trials',
];

export interface DemoResult {
  testKey: string;
  test: string;
  unit: string;
  score: string;
  daysAgo: number;
}

export interface DemoAthlete {
  email: string;
  name: string;
  gender: 'male' | 'female';
  birthDate: string;
  country: string;
  city: string;
  sport: string;
  secondSport?: string;
  destinations: string[];
  quickStats: Record<string, string>;
  results: DemoResult[];
  /** The demo athlete's only: what she says about herself at the top of her profile. */
  bio?: string;
}

export interface DemoCoach {
  email: string;
  name: string;
  birthDate: string;
  country: string;
  city: string;
  /** The club they coach at (the account's organisation, shown on their profile). */
  organisation?: string;
  /** Whether they administer that organisation: an organisation admin's account. */
  administers: boolean;
  team: string;
  role: string;
}

function formatScore(value: number, unit: string): string {
  // Whole seconds as the app shows times, 7:16: spec 9's 7.16 reads as decimal minutes to anyone reading the data.
  if (unit === 'min/sec') return formatClock(Math.round(value));
  if (unit === 'kg') return (Math.round(value / 2.5) * 2.5).toFixed(1);
  if (unit === 'cm') return String(Math.round(value));
  if (unit === 'sec' || unit === 'm') return value.toFixed(2);
  return value.toFixed(1);
}

/**
 * The score of a draw z standard deviations from the adult mean. A normal draw has tails no human reaches: one
 * beyond the test's bounds (core tests/bounds.ts, what the API refuses) is pulled back toward the mean.
 */
function drawnScore(
  testKey: string,
  norm: Norm,
  draw: { gender: 'male' | 'female'; share: number; z: number },
): string {
  const { mean, sd } = norm[draw.gender];
  for (let z = draw.z; ; z *= 0.9) {
    const adult = norm.lowerIsBetter ? mean - z * sd : mean + z * sd;
    const value = norm.lowerIsBetter ? adult / draw.share : adult * draw.share;
    const score = formatScore(Math.max(value, sd / 4), norm.unit);
    if (checkScore(score, norm.unit, testKey).ok || Math.abs(z) < 0.01) return score;
  }
}

function birthDateFor(age: number, random: ReturnType<typeof createRandom>, today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - random.int(1, 360));
  return date.toISOString().slice(0, 10);
}

function resultsFor(
  sport: string,
  gender: 'male' | 'female',
  age: number,
  talent: number,
  random: ReturnType<typeof createRandom>,
): DemoResult[] {
  const tests = SPORT_TESTS[sport] ?? [];
  const chosen = tests.filter(() => random.next() < 0.8);
  const results: DemoResult[] = [];
  for (const testKey of chosen) {
    const norm = NORMS[testKey];
    if (!norm) continue;
    const share = maturity(age);
    const sessions = random.int(1, 4);
    // Start a little behind and improve across sessions, with noise: what real testing looks like.
    const start = talent * 0.8 + random.normal() * 0.6 - 0.5;
    for (let session = 0; session < sessions; session += 1) {
      const z = start + session * 0.25 + random.normal() * 0.2;
      results.push({
        testKey,
        test: norm.test,
        unit: norm.unit,
        score: drawnScore(testKey, norm, { gender, share, z }),
        daysAgo: (sessions - session - 1) * random.int(35, 70) + random.int(1, 20),
      });
    }
  }
  return results;
}

/** The demo athlete's bio, true to her city and years playing (the screenshot in the README shows it). */
function demoAthleteBio(athlete: DemoAthlete): string {
  return (
    `Central midfielder from ${athlete.city}, ${athlete.quickStats['Years playing']} years playing. ` +
    'I like to take the ball under pressure, ' +
    'switch play and arrive late in the box. I test every few weeks to keep track of my speed and endurance, ' +
    'and I am looking for a programme that will push me on and off the pitch.'
  );
}

export function buildPopulation(options: { athletes: number; coaches: number; seed?: number; today?: Date }) {
  const random = createRandom(options.seed ?? 2026);
  const today = options.today ?? new Date();
  const sports = Object.keys(SPORT_TESTS);
  const athletes: DemoAthlete[] = [];
  for (let index = 0; index < options.athletes; index += 1) {
    const gender = random.next() < 0.5 ? 'male' : 'female';
    const first = random.pick(gender === 'male' ? FIRST_MALE : FIRST_FEMALE);
    const last = random.pick(LAST);
    const age = random.int(16, 27);
    const place = random.pick(PLACES);
    const sport = random.pick(sports);
    const secondSport = random.next() < 0.25 ? random.pick(sports.filter((s) => s !== sport)) : undefined;
    const heightCm = Math.round((gender === 'male' ? 178 : 166) + random.normal() * 7);
    const athlete: DemoAthlete = {
      email: index === 0 ? 'athlete@podium.demo' : `athlete${index}@podium.demo`,
      name: index === 0 ? 'Aoife Murphy' : `${first} ${last}`,
      gender: index === 0 ? 'female' : gender,
      birthDate: birthDateFor(index === 0 ? 19 : age, random, today),
      country: place.country,
      city: place.city,
      sport: index === 0 ? DEMO_ATHLETE_SPORT : sport,
      ...(secondSport ? { secondSport } : {}),
      destinations: random.next() < 0.6 ? [random.pick(DESTINATIONS)] : [],
      quickStats: { Height: `${heightCm} cm`, 'Years playing': String(random.int(3, 14)) },
      results: resultsFor(
        index === 0 ? DEMO_ATHLETE_SPORT : sport,
        index === 0 ? 'female' : gender,
        age,
        index === 0 ? 2.4 : random.normal(),
        random,
      ),
    };
    athletes.push(index === 0 ? { ...athlete, bio: demoAthleteBio(athlete) } : athlete);
  }
  const coaches: DemoCoach[] = [];
  const clubs = ['Harbour City FC', 'Northside Athletics', 'Riverside Rowing Club', 'Atlantic Swim Academy'];
  for (let index = 0; index < options.coaches; index += 1) {
    const place = random.pick(PLACES);
    // The demo coach (index 1) coaches at the demo organisation's club, which lists them; the first others run a club.
    const isOrgAdmin = index < clubs.length && index !== 1;
    const club = index === 1 ? clubs[0] : isOrgAdmin ? clubs[index] : undefined;
    coaches.push({
      email:
        index === 0 ? 'org@podium.demo' : index === 1 ? 'coach@podium.demo' : `coach${index}@podium.demo`,
      name: `${random.pick([...FIRST_MALE, ...FIRST_FEMALE])} ${random.pick(LAST)}`,
      birthDate: birthDateFor(random.int(28, 58), random, today),
      country: place.country,
      city: place.city,
      ...(club ? { organisation: club } : {}),
      administers: isOrgAdmin,
      team: random.pick(['First team', 'U19', 'Academy', 'Senior squad']),
      role: random.pick(['Head coach', 'Strength and conditioning coach', 'Scout', 'Recruitment lead']),
    });
  }
  return { athletes, coaches };
}
