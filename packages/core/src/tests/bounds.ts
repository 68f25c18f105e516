// Plausible scores for every ranked test (issue 7): beyond the world record, or the best mark on record, is refused.
// Bounds are in the test's normalised unit (mfUnit, spec 9), so they hold whichever unit a score is typed in.
// Server migration 0006 keeps a copy in test_score_bounds; a server test checks the two never drift apart.
import { findTestByKey, PHYSICAL_TESTS, type PhysicalTest } from './catalogue.ts';
import { UNIT_FIRST_TESTS } from './display.ts';
import {
  formatClock,
  formatFeetInches,
  INCH_TO_CM,
  INCH_TO_MM,
  INCH_TO_MM_TESTS,
  LB_TO_KG,
  type NormalisedScore,
  normaliseScore,
  type Outcome,
} from './units.ts';

export type ScoreBounds = {
  readonly testKey: string;
  /** The normalised unit the bounds are in (the test's mfUnit). */
  readonly unit: string;
  /** Lowest and highest accepted normalised score, both included. */
  readonly min: number;
  readonly max: number;
  /** How the better end reads after "<limit> is": 'the world record', 'faster than any on record'. */
  readonly record: string;
  /** What the better end is based on. */
  readonly basis: string;
};

/** Why a stored result is kept out of rankings (migration 0006 flags results stored before the bounds). */
export const OUT_OF_BOUNDS = ['beyond_record', 'beyond_limit'] as const;
export type OutOfBounds = (typeof OUT_OF_BOUNDS)[number];

type Row = readonly [key: string, best: number, worst: number, record: string, basis: string];

const FASTER = 'faster than any on record';
const MORE = 'more than any on record';

// Lifts: raw (unequipped) marks; a 3 RM cannot beat the 1 RM bound, so both share it.
const LIFTS: readonly (readonly [string, number, string, string])[] = [
  ['benchPress', 355, 'the raw world record', 'Julius Maddox, 355 kg raw (2020); bench shirts are no test'],
  [
    'strictPress',
    240,
    MORE,
    'the heaviest presses on record (Olympic press, dropped 1972) were about 236 kg',
  ],
  ['weightedPullUp', 250, MORE, 'records add about 110 kg to the body; 250 kg allows body weight plus load'],
  ['overheadSquat', 300, MORE, 'no official record; above the 225 kg snatch record, which ends in one'],
  ['frontSquat', 350, MORE, 'no official record; the best on record are a little over 300 kg'],
  ['backSquat', 520, MORE, 'raw squats on record reach about 490-505 kg (knee wraps); rounded up'],
  ['deadlift', 510, MORE, 'Hafthor Bjornsson 501 kg (2020), a little more since; rounded up'],
  ['barbellLunge', 300, MORE, 'no record kept; lunges are far lighter than squats'],
];

const liftRows: readonly Row[] = LIFTS.flatMap(([lift, best, record, basis]): Row[] => [
  [`${lift}1`, best, 0, record, basis],
  [`${lift}3`, best, 0, record === MORE ? MORE : 'the raw 1 RM world record', basis],
]);

// Sprints: Usain Bolt's splits in the 9.58 s world record (Berlin 2009: 1.89, 2.88, 3.78, 4.64, 5.47, 6.29 s) less
// his 0.146 s reaction, since test gates start at the first movement, rounded down about 0.2 s for rolling starts.
const SPRINT_SPLITS: readonly (readonly [number, number])[] = [
  [10, 1.5],
  [20, 2.5],
  [30, 3.4],
  [40, 4.3],
  [50, 5.1],
  [60, 6],
];
const sprintRows: readonly Row[] = SPRINT_SPLITS.map(
  ([metres, best]): Row => [
    `sprint${metres}`,
    best,
    10 + metres / 2,
    FASTER,
    "Bolt's split in the 100 m world record, less reaction, rounded down",
  ],
);

// Swims: the short-course (25 m pool) world records as of 2024, faster than long course, rounded down about 1-2 %
// so that a newer record is not refused. [key, best, record kept in mind].
const SWIMS: readonly (readonly [string, number, string])[] = [
  ['swim50free', 19.5, '19.90 (J. Crooks 2024)'],
  ['swim100free', 44, '44.84 (K. Chalmers 2021)'],
  ['swim200free', 97, 'about 1:38.6'],
  ['swim400free', 208, 'about 3:32'],
  ['swim50back', 21.5, 'about 22.1'],
  ['swim100back', 47.5, 'about 48.3'],
  ['swim200back', 103, 'about 1:45.6'],
  ['swim50breast', 24.5, 'about 24.95'],
  ['swim100breast', 54.5, 'about 55.3'],
  ['swim200breast', 118, 'about 2:00'],
  ['swim50fly', 21, 'about 21.3'],
  ['swim100fly', 47, 'about 47.7'],
  ['swim200fly', 105, 'about 1:46.9'],
];
const swimRows: readonly Row[] = SWIMS.map(([key, best, record]): Row => {
  const metres = Number(/\d+/.exec(key)?.[0] ?? '50');
  return [key, best, metres * 6, FASTER, `short-course world record ${record}, rounded down`];
});

/**
 * Every ranked test: [key, better end, worse end, record phrase, basis]. For times the worse end is a generous
 * slowest time (a walker's pace or slower); for everything else it is 0, below which nothing can be typed.
 */
const ROWS: readonly Row[] = [
  ...liftRows,
  ['astrand', 97.5, 0, 'the highest VO2 max on record', 'Oskar Svendsen, 97.5 ml/kg/min (2012)'],
  ['vo2', 97.5, 0, 'the highest VO2 max on record', 'Oskar Svendsen, 97.5 ml/kg/min (2012)'],
  ['beepTest', 21.16, 0, 'the end of the test', '20 m shuttle run: the last level is 21, of 16 shuttles'],
  ['yoyoEndurance', 24, 0, "past the end of the test's table", 'Yo-Yo tables end at speed level 23.8'],
  ['yoyoRecovery', 24, 0, "past the end of the test's table", 'Yo-Yo tables end at speed level 23.8'],
  ['iceHockeyBeepTest', 24, 0, MORE, 'no record kept; above any level of the beep tests'],
  ['bronco', 210, 1800, FASTER, 'no record kept; elite rugby players run 4:10-4:40'],
  ['row2000', 335.8, 1800, 'the indoor world record', 'Josh Dunkley-Smith, 5:35.8 on a Concept2 (2018)'],
  ['row5000', 870, 3600, FASTER, 'Concept2 bests are about 14:40-15:00; rounded down'],
  ['threeConeDrill', 6.2, 60, FASTER, 'NFL Combine bests about 6.28-6.42 s'],
  ['laneAgility', 9.5, 60, FASTER, 'NBA Draft Combine bests about 10 s'],
  ['reactiveShuttle', 2.4, 60, FASTER, 'NBA Draft Combine shuttle bests about 2.6 s'],
  ['illinois', 13, 60, FASTER, 'elite men run about 14.5-15 s'],
  ['zigZag', 3.5, 60, FASTER, 'protocols vary; elite players run about 5-8 s'],
  ['agility505', 1.9, 60, FASTER, 'elite athletes run about 2.1-2.2 s'],
  ['shuttle20Yard', 3.7, 60, FASTER, 'NFL Combine bests 3.73-3.81 s'],
  ['shuttle60Yard', 10, 90, FASTER, 'NFL Combine bests about 10.4 s'],
  ['sprint300', 30.5, 180, FASTER, 'world best 30.81 s (Wayde van Niekerk 2017)'],
  ['row500', 65, 600, FASTER, 'Concept2 bests about 1:09-1:11'],
  ['phosphateRecovery', 3.9, 600, FASTER, "one 35-40 m sprint (Bolt's 40 m split less reaction: 4.49 s)"],
  ['handLength', 324, 0, 'the longest hand on record', 'Robert Wadlow, 32.4 cm'],
  [
    'handSpan',
    400,
    0,
    'wider than any on record',
    "no record kept; a span is about 1.2 x hand length (Wadlow's)",
  ],
  [
    'armLength',
    130,
    0,
    'longer than any on record',
    'about 44 % of the tallest height on record (Wadlow, 272 cm)',
  ],
  [
    'standingReach',
    370,
    0,
    'higher than any on record',
    "about 1.33 x Wadlow's 272 cm; NBA bests about 292 cm",
  ],
  [
    'sitAndReach',
    700,
    0,
    'farther than any on record',
    'box scores (with their 23-26 cm offset) top out near 60 cm',
  ],
  ['calfFlexibility', 300, 0, 'farther than any on record', 'knee-to-wall distances are rarely above 20 cm'],
  ['sideBendTest', 400, 0, 'farther than any on record', 'fingertip travel down the thigh: about 15-30 cm'],
  ...sprintRows,
  ['dash40', 4.1, 20, FASTER, 'NFL Combine record 4.21 s (Xavier Worthy 2024); Bo Jackson hand-timed 4.12'],
  ['basketballSprint', 2.8, 15, FASTER, '3/4 court sprint: NBA Draft Combine bests about 2.9-3.0 s'],
  [
    'baseballSprint',
    5.8,
    30,
    FASTER,
    'read as the 60 yard dash of baseball showcases: bests about 6.0-6.2 s',
  ],
  ['oneHund', 9.58, 60, 'the world record', 'Usain Bolt (2009)'],
  ['twoHund', 19.19, 120, 'the world record', 'Usain Bolt (2009)'],
  ['fourHund', 43.03, 300, 'the world record', 'Wayde van Niekerk (2016)'],
  ['eightHund', 100.91, 600, 'the world record', 'David Rudisha, 1:40.91 (2012)'],
  ['twelveHund', 158.35, 900, "the 1000 m world record's pace", 'Noah Ngeny, 2:11.96 for 1000 m (1999)'],
  ['sixteenHund', 219.73, 1200, "the 1500 m world record's pace", 'Hicham El Guerrouj, 3:26.00 (1998)'],
  ['threeKm', 440.67, 2400, 'the world record', 'Daniel Komen, 7:20.67 (1996)'],
  ['fiveKm', 755.36, 3600, 'the world record', 'Joshua Cheptegei, 12:35.36 (2020)'],
  ['tenKm', 1571, 7200, 'the world record', 'Joshua Cheptegei, 26:11.00 (2020)'],
  ['marathon', 7235, 36_000, 'the world record', 'Kelvin Kiptum, 2:00:35 (2023); slowest 10 h'],
  ['verticalJump', 116.84, 0, 'the NFL Combine record', 'Gerald Sensabaugh, 46 in. (2005)'],
  [
    'runningVert1',
    130,
    0,
    'higher than any on record',
    'NBA Draft Combine best max vertical about 48 in. (122 cm)',
  ],
  [
    'runningVert2',
    130,
    0,
    'higher than any on record',
    'NBA Draft Combine best max vertical about 48 in. (122 cm)',
  ],
  ['cmJump', 120, 0, 'higher than any on record', 'below the 46 in. (117 cm) Combine vertical record'],
  ['threeHopTest', 1829, 0, 'the triple jump world record', 'Jonathan Edwards 18.29 m (1995), with a run-up'],
  ['standingBroad', 373.38, 0, 'the best on record', 'Byron Jones, 12\'3" (2015 NFL Combine)'],
  ['powerClean', 270, 0, MORE, 'Lasha Talakhadze cleaned 267 kg in the clean and jerk record (2021)'],
  ['snatch', 225, 0, 'the world record', 'Lasha Talakhadze (2021)'],
  ['pushPress', 270, 0, MORE, 'a push press is lighter than a jerk; the clean and jerk record is 267 kg'],
  [
    'medBallThrow',
    4000,
    0,
    'farther than any on record',
    'no record; ball weights vary; shot put record 23.56 m',
  ],
  ['kneelingLaunch', 3000, 0, 'farther than any on record', 'no record; elite players throw about 8-12 m'],
  ['benchPressPower', 3000, 0, MORE, 'elite bench throws peak near 1,000-1,500 W'],
  ['benchPressReps150', 120, 0, MORE, 'no record kept; far above the 225 lb record of 51'],
  ['benchPressReps185', 80, 0, MORE, 'no record kept; far above the 225 lb record of 51'],
  ['benchPressReps225', 51, 0, 'the NFL Combine record', 'Justin Ernest, 51 reps (1999)'],
  ['oneKmSwim', 540, 3600, FASTER, 'the short-course 800 m record pace (about 7:20) gives about 9:10'],
  ['shuttleSwimTest', 30, 0, MORE, 'no standard table known to us; set high'],
  ['swim500Yard', 230, 2400, FASTER, 'NCAA bests about 4:00 in a 25 yard pool'],
  ...swimRows,
];

/** The unit every score of the test is normalised to (spec 9): the same whichever unit it is typed in. */
function normalisedUnit(test: PhysicalTest): string {
  const probe = normaliseScore('1', test.units[0] ?? '', test.key);
  return probe.ok ? probe.value.mfUnit : '';
}

function toBounds([key, best, worst, record, basis]: Row): ScoreBounds {
  const test = findTestByKey(key);
  if (!test || test.better === null) throw new Error(`Score bounds for '${key}', which is not a ranked test`);
  const isHigher = test.better === 'higher';
  return {
    testKey: key,
    unit: normalisedUnit(test),
    min: isHigher ? worst : best,
    max: isHigher ? best : worst,
    record,
    basis,
  };
}

/** Bounds of every ranked test, in catalogue order. */
export const SCORE_BOUNDS: readonly ScoreBounds[] = ROWS.map(toBounds).sort(
  (a, b) =>
    PHYSICAL_TESTS.findIndex((test) => test.key === a.testKey) -
    PHYSICAL_TESTS.findIndex((test) => test.key === b.testKey),
);

const boundsByKey = new Map(SCORE_BOUNDS.map((bounds) => [bounds.testKey, bounds]));

/** Undefined for the image-score tests (BODPOD, DEXA) and unknown keys: they have no number to bound. */
export function findScoreBounds(testKey: string): ScoreBounds | undefined {
  return boundsByKey.get(testKey);
}

/** Which way to round a limit shown to a person, so that the limit typed back is still accepted. */
export type Toward = 'down' | 'up';

function rounded(value: number, decimals: number, toward: Toward): string {
  const scale = 10 ** decimals;
  // The nudge keeps 9.58 * 100 = 957.9999... from rounding to 957.
  const steps = toward === 'down' ? Math.floor(value * scale + 1e-6) : Math.ceil(value * scale - 1e-6);
  return String(steps / scale);
}

/** A normalised length or weight in the unit typed: [value, decimals fine enough to keep 0.01 of mfUnit]. */
function inTypedUnit(value: number, unit: string, testKey: string): readonly [number, number] {
  const isMm = INCH_TO_MM_TESTS.includes(testKey);
  switch (unit) {
    case 'lb':
      return [value / LB_TO_KG, 2];
    case 'in.':
      return [value / (isMm ? INCH_TO_MM : INCH_TO_CM), 2];
    case 'm':
      return [value / (isMm ? 1000 : 100), isMm ? 5 : 4];
    case 'cm':
      return isMm ? [value / 10, 3] : [value, 2];
    default:
      return [value, 2];
  }
}

/**
 * A normalised score written as a person types it in `unit` ('782.64' lb, "3'10\"" ft, '1:40.91' min/sec, and
 * h:mm:ss for hour/min: '2:00:35', as a marathon record is known), rounded toward `toward`, so that a limit typed
 * back is still accepted. Clocks and feet are written as results are shown (core formatClock, formatFeetInches).
 */
export function writeScore(value: number, unit: string, testKey: string, toward: Toward): string {
  // hour/min to whole seconds (a marathon's record is known so), min/sec to hundredths.
  if (unit === 'hour/min') return formatClock(Number(rounded(value, 0, toward)), { withHours: true });
  if (unit === 'min/sec') return formatClock(Number(rounded(value, 2, toward)));
  if (unit === 'ft') return formatFeetInches(Number(rounded(value / INCH_TO_CM, 2, toward)));
  const [typed, decimals] = inTypedUnit(value, unit, testKey);
  return rounded(typed, decimals, toward);
}

/** A limit as the message shows it: '782.64 lb', "3'10\"", '1:40.91', 'Level 21.16'. */
export function formatLimit(value: number, unit: string, testKey: string, toward: Toward): string {
  const text = writeScore(value, unit, testKey, toward);
  if (unit === 'min/sec' || unit === 'hour/min' || unit === 'ft') return text;
  return UNIT_FIRST_TESTS.includes(testKey) ? `Level ${text}` : `${text} ${unit}`;
}

/** Which end a normalised score passes, if any. */
export function outOfBounds(bounds: ScoreBounds, direction: 'higher' | 'lower', mfScore: number) {
  const tooHigh = mfScore > bounds.max;
  const tooLow = mfScore < bounds.min;
  if (!tooHigh && !tooLow) return null;
  const beyondRecord = direction === 'higher' ? tooHigh : tooLow;
  return beyondRecord ? 'beyond_record' : 'beyond_limit';
}

/**
 * A normalised score inside its test's bounds, or a message naming the test and the limit in the unit it was
 * typed in: "100 m Sprint: 9.58 sec is the world record; check the score".
 */
export function checkScoreBounds(
  testKey: string,
  normal: NormalisedScore,
  typedUnit: string,
): Outcome<NormalisedScore> {
  const test = findTestByKey(testKey);
  const bounds = findScoreBounds(testKey);
  if (!test || !bounds || test.better === null) return { ok: true, value: normal };
  const beyond = outOfBounds(bounds, test.better, normal.mfScore);
  if (beyond === null) return { ok: true, value: normal };
  const isHigher = test.better === 'higher';
  if (beyond === 'beyond_record') {
    const limit = formatLimit(
      isHigher ? bounds.max : bounds.min,
      typedUnit,
      testKey,
      isHigher ? 'down' : 'up',
    );
    return { ok: false, msg: `${test.name}: ${limit} is ${bounds.record}; check the score` };
  }
  const limit = formatLimit(isHigher ? bounds.min : bounds.max, typedUnit, testKey, isHigher ? 'up' : 'down');
  const end = isHigher ? 'the least accepted' : 'the slowest time accepted';
  return { ok: false, msg: `${test.name}: ${limit} is ${end}; check the score` };
}

/** Spec 9's normalisation, then the bounds: what the server and the add-result form both check. */
export function checkScore(score: string, unit: string, testKey: string): Outcome<NormalisedScore> {
  const normal = normaliseScore(score, unit, testKey);
  if (!normal.ok) return normal;
  return checkScoreBounds(testKey, normal.value, unit.trim());
}

/** What the owner reads beside a stored result the bounds keep out of rankings: 'Not ranked: beyond the world record'. */
export function outOfBoundsNote(testKey: string, reason: OutOfBounds): string {
  const record = findScoreBounds(testKey)?.record ?? 'the world record';
  if (reason === 'beyond_limit') return 'Not ranked: outside the range a result can have';
  return `Not ranked: ${record.startsWith('the ') ? `beyond ${record}` : record}`;
}
