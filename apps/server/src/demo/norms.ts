// Population norms for the demo: adult means and spreads for common tests, drawn from published
// reference tables (NSCA and ACSM norms, combine and academy testing summaries), rounded.
export interface Norm {
  test: string;
  unit: string;
  /** Adult mean and standard deviation, in the unit above (min/sec norms are in seconds). */
  male: { mean: number; sd: number };
  female: { mean: number; sd: number };
  lowerIsBetter: boolean;
}

export const NORMS: Record<string, Norm> = {
  dash40: {
    test: '40 Yard Dash',
    unit: 'sec',
    male: { mean: 5.0, sd: 0.32 },
    female: { mean: 5.75, sd: 0.38 },
    lowerIsBetter: true,
  },
  sprint30: {
    test: '30 m Sprint',
    unit: 'sec',
    male: { mean: 4.4, sd: 0.25 },
    female: { mean: 5.0, sd: 0.3 },
    lowerIsBetter: true,
  },
  oneHund: {
    test: '100 m',
    unit: 'sec',
    male: { mean: 12.9, sd: 0.9 },
    female: { mean: 14.6, sd: 1.0 },
    lowerIsBetter: true,
  },
  fiveKm: {
    test: '5 km',
    unit: 'min/sec',
    male: { mean: 1290, sd: 170 },
    female: { mean: 1500, sd: 190 },
    lowerIsBetter: true,
  },
  verticalJump: {
    test: 'Vertical Jump',
    unit: 'cm',
    male: { mean: 56, sd: 9 },
    female: { mean: 42, sd: 7 },
    lowerIsBetter: false,
  },
  standingBroad: {
    test: 'Standing Broad Jump',
    unit: 'cm',
    male: { mean: 232, sd: 22 },
    female: { mean: 186, sd: 19 },
    lowerIsBetter: false,
  },
  medBallThrow: {
    test: 'Medicine Ball Throw',
    unit: 'm',
    male: { mean: 8.2, sd: 1.3 },
    female: { mean: 5.6, sd: 0.9 },
    lowerIsBetter: false,
  },
  benchPress1: {
    test: 'Bench Press 1 RM',
    unit: 'kg',
    male: { mean: 88, sd: 18 },
    female: { mean: 46, sd: 9 },
    lowerIsBetter: false,
  },
  backSquat1: {
    test: 'Back Squat 1 RM',
    unit: 'kg',
    male: { mean: 125, sd: 24 },
    female: { mean: 78, sd: 15 },
    lowerIsBetter: false,
  },
  deadlift1: {
    test: 'Deadlift 1 RM',
    unit: 'kg',
    male: { mean: 155, sd: 28 },
    female: { mean: 98, sd: 18 },
    lowerIsBetter: false,
  },
  beepTest: {
    test: 'Beep Test',
    unit: 'level',
    male: { mean: 10.6, sd: 1.8 },
    female: { mean: 8.6, sd: 1.6 },
    lowerIsBetter: false,
  },
  vo2: {
    test: 'VO2 Max',
    unit: 'ml/kg/min',
    male: { mean: 52, sd: 6 },
    female: { mean: 44, sd: 5 },
    lowerIsBetter: false,
  },
  yoyoRecovery: {
    test: 'Yo-Yo Intermittent Recovery Test',
    unit: 'level',
    male: { mean: 17.5, sd: 1.6 },
    female: { mean: 15.8, sd: 1.4 },
    lowerIsBetter: false,
  },
  agility505: {
    test: '5-0-5 Agility Test',
    unit: 'sec',
    male: { mean: 2.38, sd: 0.13 },
    female: { mean: 2.62, sd: 0.15 },
    lowerIsBetter: true,
  },
  illinois: {
    test: 'Illinois Agility Test',
    unit: 'sec',
    male: { mean: 15.9, sd: 0.9 },
    female: { mean: 18.0, sd: 1.1 },
    lowerIsBetter: true,
  },
  row2000: {
    test: '2000 m Row',
    unit: 'min/sec',
    male: { mean: 425, sd: 28 },
    female: { mean: 485, sd: 32 },
    lowerIsBetter: true,
  },
  swim50free: {
    test: '50 m Freestyle',
    unit: 'sec',
    male: { mean: 28.5, sd: 3.2 },
    female: { mean: 32.0, sd: 3.4 },
    lowerIsBetter: true,
  },
  swim100free: {
    test: '100 m Freestyle',
    unit: 'sec',
    male: { mean: 63, sd: 7 },
    female: { mean: 71, sd: 7.5 },
    lowerIsBetter: true,
  },
  sitAndReach: {
    test: 'Sit & Reach',
    unit: 'cm',
    male: { mean: 27, sd: 7 },
    female: { mean: 32, sd: 6.5 },
    lowerIsBetter: false,
  },
};

/** The tests an athlete of each sport is most likely to have done. */
/**
 * The demo's sport names, each written once here (the rest of the demo refers to these keys), so following the
 * sport catalogue's canonical names is a change of one line per sport.
 */
export const DEMO_SPORTS = {
  football: 'Football (soccer)',
  basketball: 'Basketball',
  rugby: 'Rugby union',
  athletics: 'Athletics',
  swimming: 'Swimming',
  hockey: 'Field hockey',
  rowing: 'Rowing',
  gaelicFootball: 'Gaelic football',
  volleyball: 'Volleyball',
  tennis: 'Tennis',
} as const;

/** The tests each sport's athletes take, by sport name. */
export const SPORT_TESTS: Record<string, string[]> = {
  [DEMO_SPORTS.football]: ['dash40', 'sprint30', 'yoyoRecovery', 'verticalJump', 'agility505', 'backSquat1'],
  [DEMO_SPORTS.basketball]: [
    'verticalJump',
    'dash40',
    'agility505',
    'beepTest',
    'benchPress1',
    'standingBroad',
  ],
  [DEMO_SPORTS.rugby]: ['benchPress1', 'backSquat1', 'deadlift1', 'dash40', 'yoyoRecovery', 'medBallThrow'],
  [DEMO_SPORTS.athletics]: ['oneHund', 'sprint30', 'fiveKm', 'vo2', 'standingBroad', 'verticalJump'],
  [DEMO_SPORTS.swimming]: ['swim50free', 'swim100free', 'vo2', 'sitAndReach', 'medBallThrow'],
  [DEMO_SPORTS.hockey]: ['beepTest', 'illinois', 'sprint30', 'agility505', 'sitAndReach'],
  [DEMO_SPORTS.rowing]: ['row2000', 'vo2', 'deadlift1', 'backSquat1', 'sitAndReach'],
  [DEMO_SPORTS.gaelicFootball]: ['beepTest', 'dash40', 'verticalJump', 'yoyoRecovery', 'benchPress1'],
  [DEMO_SPORTS.volleyball]: ['verticalJump', 'standingBroad', 'medBallThrow', 'agility505', 'illinois'],
  [DEMO_SPORTS.tennis]: ['agility505', 'illinois', 'sprint30', 'beepTest', 'medBallThrow'],
};

/** Young athletes are not yet adults: a share of the adult mean, rising to 1 by 20 (ages 12-35 in the demo). */
export function maturity(age: number): number {
  return Math.min(1, 0.74 + 0.033 * Math.max(0, age - 12));
}
