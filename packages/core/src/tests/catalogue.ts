// The physical test catalogue (profiles spec 3): every test's key, name, category, units and direction.

/** Category keys inside an athlete's physicalTests (spec 3). */
export const TEST_CATEGORY_KEYS = [
  'absoluteStrength',
  'aerobicEndurance',
  'agilityCoordination',
  'anaerobicCapacity',
  'anthropometric',
  'flexibility',
  'runTests',
  'speedAndPower',
  'swimTests',
] as const;
export type TestCategoryKey = (typeof TEST_CATEGORY_KEYS)[number];

/** A category as the client names it: `name` is the upload's `attribute` (spec 9). */
export type TestCategory = { readonly key: TestCategoryKey; readonly name: string };

export const TEST_CATEGORIES: readonly TestCategory[] = [
  { key: 'absoluteStrength', name: 'Absolute Strength' },
  { key: 'aerobicEndurance', name: 'Aerobic Endurance' },
  { key: 'agilityCoordination', name: 'Agility and Coordination' },
  { key: 'anaerobicCapacity', name: 'Anaerobic Capacity' },
  { key: 'anthropometric', name: 'Anthropometric' },
  { key: 'flexibility', name: 'Flexibility' },
  { key: 'runTests', name: 'Run Tests' },
  { key: 'speedAndPower', name: 'Speed and Power' },
  { key: 'swimTests', name: 'Swim Tests' },
];

/** Every unit a result may be recorded in. 'min/sec' and 'hour/min' are written m.ss and h.mm (spec 9). */
export const TEST_UNITS = [
  'kg',
  'lb',
  'sec',
  'min/sec',
  'hour/min',
  'mm',
  'cm',
  'm',
  'in.',
  'ft',
  'reps',
  'level',
  'ml/kg/min',
  'watts',
] as const;
export type TestUnit = (typeof TEST_UNITS)[number];

/** Which way a normalised score improves: more kilograms, or fewer seconds. */
export type ScoreDirection = 'higher' | 'lower';

export type PhysicalTest = {
  /** Short key inside the category, as stored in physicalTests and comparison data (spec 3, 9). */
  readonly key: string;
  /** Name shown to people and sent by the client as the upload's `test` (spec 9). */
  readonly name: string;
  readonly category: TestCategoryKey;
  /** Units a result may be recorded in, the usual one first. Empty for image-score tests. */
  readonly units: readonly TestUnit[];
  /** Which way the normalised score improves; null for tests that are not ranked (image scores). */
  readonly better: ScoreDirection | null;
  /** Anthropometric and flexibility uploads carry an image, all others a video (spec 9). */
  readonly isImageTest: boolean;
  /** BODPOD and DEXA: the image URL is itself the score (spec 9). */
  readonly isImageScore: boolean;
};

const IMAGE_CATEGORIES: readonly TestCategoryKey[] = ['anthropometric', 'flexibility'];

function define(
  category: TestCategoryKey,
  key: string,
  name: string,
  units: readonly TestUnit[],
  better: ScoreDirection,
): PhysicalTest {
  return {
    key,
    name,
    category,
    units,
    better,
    isImageTest: IMAGE_CATEGORIES.includes(category),
    isImageScore: false,
  };
}

const LIFT: readonly TestUnit[] = ['kg', 'lb'];
const SPRINT: readonly TestUnit[] = ['sec'];
const LAP: readonly TestUnit[] = ['sec', 'min/sec'];
const RUN: readonly TestUnit[] = ['min/sec', 'sec'];
const DISTANCE_RUN: readonly TestUnit[] = ['min/sec'];
const JUMP: readonly TestUnit[] = ['cm', 'in.', 'ft'];
const LONG_JUMP: readonly TestUnit[] = ['cm', 'm', 'ft', 'in.'];
const THROW: readonly TestUnit[] = ['m', 'ft', 'cm', 'in.'];
const BODY_LENGTH: readonly TestUnit[] = ['cm', 'in.', 'mm'];
const REACH: readonly TestUnit[] = ['cm', 'ft', 'in.', 'm'];
const STAGE: readonly TestUnit[] = ['level'];
const VO2: readonly TestUnit[] = ['ml/kg/min'];

// Spec 3: each absolute strength lift exists as a 1 RM and a 3 RM version.
const STRENGTH_LIFTS: readonly (readonly [string, string])[] = [
  ['benchPress', 'Bench Press'],
  ['strictPress', 'Strict Press'],
  ['weightedPullUp', 'Weighted Pull-Up'],
  ['overheadSquat', 'Overhead Squat'],
  ['frontSquat', 'Front Squat'],
  ['backSquat', 'Back Squat'],
  ['deadlift', 'Deadlift'],
  ['barbellLunge', 'Barbell Lunge'],
];

const strength = STRENGTH_LIFTS.flatMap(([key, name]) =>
  [1, 3].map((reps) => define('absoluteStrength', `${key}${reps}`, `${name} ${reps} RM`, LIFT, 'higher')),
);

const aerobic = [
  define('aerobicEndurance', 'astrand', 'Astrand Cycle Test', VO2, 'higher'),
  define('aerobicEndurance', 'vo2', 'VO2 Max', VO2, 'higher'),
  define('aerobicEndurance', 'beepTest', 'Beep Test', STAGE, 'higher'),
  define('aerobicEndurance', 'yoyoEndurance', 'Yo-Yo Endurance Test', STAGE, 'higher'),
  define('aerobicEndurance', 'yoyoRecovery', 'Yo-Yo Intermittent Recovery Test', STAGE, 'higher'),
  define('aerobicEndurance', 'bronco', 'Bronco Test', DISTANCE_RUN, 'lower'),
  define('aerobicEndurance', 'iceHockeyBeepTest', 'Ice Hockey Beep Test', STAGE, 'higher'),
  define('aerobicEndurance', 'row2000', '2000 m Row', DISTANCE_RUN, 'lower'),
  define('aerobicEndurance', 'row5000', '5000 m Row', DISTANCE_RUN, 'lower'),
];

const agility = [
  define('agilityCoordination', 'threeConeDrill', '3 Cone Drill', SPRINT, 'lower'),
  define('agilityCoordination', 'laneAgility', 'Lane Agility Drill', SPRINT, 'lower'),
  define('agilityCoordination', 'reactiveShuttle', 'Reactive Shuttle', SPRINT, 'lower'),
  define('agilityCoordination', 'illinois', 'Illinois Agility Test', SPRINT, 'lower'),
  define('agilityCoordination', 'zigZag', 'Zig Zag Test', SPRINT, 'lower'),
  define('agilityCoordination', 'agility505', '5-0-5 Agility Test', SPRINT, 'lower'),
  define('agilityCoordination', 'shuttle20Yard', '20 Yard Shuttle', SPRINT, 'lower'),
];

const anaerobic = [
  define('anaerobicCapacity', 'shuttle60Yard', '60 Yard Shuttle', SPRINT, 'lower'),
  define('anaerobicCapacity', 'sprint300', '300 m Sprint', LAP, 'lower'),
  define('anaerobicCapacity', 'row500', '500 m Row', LAP, 'lower'),
  define('anaerobicCapacity', 'phosphateRecovery', 'Phosphate Recovery Test', SPRINT, 'lower'),
];

/** BODPOD and DEXA: the score is the scan's image URL, so they have no unit and no ranking (spec 9). */
function defineImageScore(key: string, name: string): PhysicalTest {
  return {
    key,
    name,
    category: 'anthropometric',
    units: [],
    better: null,
    isImageTest: true,
    isImageScore: true,
  };
}

const anthropometric = [
  define('anthropometric', 'handLength', 'Hand Length', BODY_LENGTH, 'higher'),
  define('anthropometric', 'handSpan', 'Hand Span', BODY_LENGTH, 'higher'),
  define('anthropometric', 'armLength', 'Arm Length', ['cm', 'in.'], 'higher'),
  define('anthropometric', 'standingReach', 'Standing Reach', REACH, 'higher'),
  defineImageScore('bodpod', 'BODPOD Scan'),
  defineImageScore('dexa', 'Dual Energy Absorptiometry (DEXA)'),
];

// Spec 9 names Sit & Reach, Calf Flexibility and Lateral Side-Bending among the tests measured in mm.
const flexibility = [
  define('flexibility', 'sitAndReach', 'Sit & Reach', BODY_LENGTH, 'higher'),
  define('flexibility', 'calfFlexibility', 'Calf Flexibility', BODY_LENGTH, 'higher'),
  define('flexibility', 'sideBendTest', 'Lateral Side-Bending', BODY_LENGTH, 'higher'),
];

const run = [
  ...[10, 20, 30, 40, 50, 60].map((metres) =>
    define('runTests', `sprint${metres}`, `${metres} m Sprint`, SPRINT, 'lower'),
  ),
  define('runTests', 'dash40', '40 Yard Dash', SPRINT, 'lower'),
  define('runTests', 'basketballSprint', 'Basketball Sprint', SPRINT, 'lower'),
  define('runTests', 'baseballSprint', 'Baseball Sprint', SPRINT, 'lower'),
  define('runTests', 'oneHund', '100 m Sprint', SPRINT, 'lower'),
  define('runTests', 'twoHund', '200 m Sprint', SPRINT, 'lower'),
  define('runTests', 'fourHund', '400 m Run', LAP, 'lower'),
  define('runTests', 'eightHund', '800 m Run', RUN, 'lower'),
  define('runTests', 'twelveHund', '1200 m Run', RUN, 'lower'),
  define('runTests', 'sixteenHund', '1600 m Run', DISTANCE_RUN, 'lower'),
  define('runTests', 'threeKm', '3 km Run', DISTANCE_RUN, 'lower'),
  define('runTests', 'fiveKm', '5 km Run', DISTANCE_RUN, 'lower'),
  define('runTests', 'tenKm', '10 km Run', DISTANCE_RUN, 'lower'),
  define('runTests', 'marathon', 'Marathon', ['hour/min'], 'lower'),
];

const speedAndPower = [
  define('speedAndPower', 'verticalJump', 'Vertical Jump', JUMP, 'higher'),
  define('speedAndPower', 'runningVert1', 'Running Vertical Jump (One Foot)', JUMP, 'higher'),
  define('speedAndPower', 'runningVert2', 'Running Vertical Jump (Two Feet)', JUMP, 'higher'),
  define('speedAndPower', 'cmJump', 'Countermovement Jump', JUMP, 'higher'),
  define('speedAndPower', 'threeHopTest', 'Triple Hop Test', LONG_JUMP, 'higher'),
  define('speedAndPower', 'standingBroad', 'Standing Broad Jump', LONG_JUMP, 'higher'),
  define('speedAndPower', 'powerClean', 'Power Clean', LIFT, 'higher'),
  define('speedAndPower', 'snatch', 'Snatch', LIFT, 'higher'),
  define('speedAndPower', 'pushPress', 'Push Press', LIFT, 'higher'),
  define('speedAndPower', 'medBallThrow', 'Medicine Ball Throw', THROW, 'higher'),
  define('speedAndPower', 'kneelingLaunch', 'Kneeling Launch', THROW, 'higher'),
  define('speedAndPower', 'benchPressPower', 'Bench Press Power', ['watts'], 'higher'),
  ...[150, 185, 225].map((pounds) =>
    define(
      'speedAndPower',
      `benchPressReps${pounds}`,
      `Bench Press Reps at ${pounds} lb`,
      ['reps'],
      'higher',
    ),
  ),
];

// Spec 3: freestyle at 50, 100, 200 and 400 m; the other strokes at 50, 100 and 200 m only.
const STROKES: readonly (readonly [string, string, readonly number[]])[] = [
  ['free', 'Freestyle', [50, 100, 200, 400]],
  ['back', 'Backstroke', [50, 100, 200]],
  ['breast', 'Breaststroke', [50, 100, 200]],
  ['fly', 'Butterfly', [50, 100, 200]],
];

const swim = [
  define('swimTests', 'oneKmSwim', '1 km Swim', DISTANCE_RUN, 'lower'),
  define('swimTests', 'shuttleSwimTest', 'Shuttle Swim Test', STAGE, 'higher'),
  define('swimTests', 'swim500Yard', '500 Yard Swim', DISTANCE_RUN, 'lower'),
  ...STROKES.flatMap(([stroke, name, distances]) =>
    distances.map((metres) =>
      define(
        'swimTests',
        `swim${metres}${stroke}`,
        `${metres} m ${name}`,
        metres <= 100 ? LAP : RUN,
        'lower',
      ),
    ),
  ),
];

/** The whole catalogue, in category order. */
export const PHYSICAL_TESTS: readonly PhysicalTest[] = [
  ...strength,
  ...aerobic,
  ...agility,
  ...anaerobic,
  ...anthropometric,
  ...flexibility,
  ...run,
  ...speedAndPower,
  ...swim,
];

const byKey = new Map(PHYSICAL_TESTS.map((test) => [test.key, test]));
const byName = new Map(PHYSICAL_TESTS.map((test) => [comparable(test.name), test]));
const categoryByName = new Map(TEST_CATEGORIES.map((category) => [comparable(category.name), category]));

/** Names arrive typed by people and clients: ignore case and surrounding or doubled spaces. */
function comparable(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function findTestByKey(key: string): PhysicalTest | undefined {
  return byKey.get(key);
}

export function findTestByName(name: string): PhysicalTest | undefined {
  return byName.get(comparable(name));
}

/** A key or a display name, whichever the caller has. */
export function findTest(keyOrName: string): PhysicalTest | undefined {
  return findTestByKey(keyOrName) ?? findTestByName(keyOrName);
}

/** Spec 9: a test name maps to its short key ('Bench Press 1 RM' -> 'benchPress1'); unknown names pass through. */
export function testKeyForName(name: string): string {
  return findTestByName(name)?.key ?? name;
}

/** The category of an upload's `attribute` ('Run Tests' -> runTests), or undefined. */
export function categoryForAttribute(displayName: string): TestCategory | undefined {
  return categoryByName.get(comparable(displayName));
}

export function findCategoryByKey(key: string): TestCategory | undefined {
  return TEST_CATEGORIES.find((category) => category.key === key);
}

/** Whether a string (a select's value) names a test category. */
export function isCategoryKey(value: string): value is TestCategoryKey {
  return TEST_CATEGORIES.some((category) => category.key === value);
}

export function testsInCategory(category: TestCategoryKey): readonly PhysicalTest[] {
  return PHYSICAL_TESTS.filter((test) => test.category === category);
}

export function isTestUnit(unit: string): unit is TestUnit {
  return TEST_UNITS.some((known) => known === unit);
}
