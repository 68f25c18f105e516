// The catalogue holds every test of spec 3, once, with units and directions that agree.
import { describe, expect, it } from 'vitest';
import {
  categoryForAttribute,
  findTest,
  findTestByKey,
  findTestByName,
  PHYSICAL_TESTS,
  TEST_CATEGORIES,
  TEST_CATEGORY_KEYS,
  testKeyForName,
  testsInCategory,
} from './catalogue.ts';
import { LOWER_IS_BETTER_UNITS } from './display.ts';

const SPEC_KEYS = {
  aerobicEndurance:
    'astrand vo2 beepTest yoyoEndurance yoyoRecovery bronco iceHockeyBeepTest row2000 row5000',
  agilityCoordination: 'threeConeDrill laneAgility reactiveShuttle illinois zigZag agility505 shuttle20Yard',
  anaerobicCapacity: 'shuttle60Yard sprint300 row500 phosphateRecovery',
  anthropometric: 'handLength handSpan armLength standingReach',
  flexibility: 'sitAndReach calfFlexibility sideBendTest',
  runTests:
    'sprint10 sprint20 sprint30 sprint40 sprint50 sprint60 dash40 basketballSprint baseballSprint oneHund ' +
    'twoHund fourHund eightHund twelveHund sixteenHund threeKm fiveKm tenKm marathon',
  speedAndPower:
    'verticalJump runningVert1 runningVert2 cmJump threeHopTest standingBroad powerClean snatch pushPress ' +
    'medBallThrow kneelingLaunch benchPressPower benchPressReps150 benchPressReps185 benchPressReps225',
  swimTests: 'oneKmSwim shuttleSwimTest swim500Yard',
} as const;

describe('catalogue', () => {
  it('has unique keys and unique names, about a hundred tests', () => {
    const keys = PHYSICAL_TESTS.map((test) => test.key);
    const names = PHYSICAL_TESTS.map((test) => test.name.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(names).size).toBe(names.length);
    expect(PHYSICAL_TESTS.length).toBeGreaterThanOrEqual(90);
    expect(PHYSICAL_TESTS.length).toBeLessThanOrEqual(110);
  });

  it('holds every key spec 3 lists, in its category', () => {
    for (const [category, keys] of Object.entries(SPEC_KEYS)) {
      for (const key of keys.split(' ')) expect(findTestByKey(key)?.category, key).toBe(category);
    }
  });

  it('has tests in every category, and a display name for each', () => {
    expect(TEST_CATEGORIES.map((category) => category.key)).toEqual([...TEST_CATEGORY_KEYS]);
    for (const key of TEST_CATEGORY_KEYS) expect(testsInCategory(key).length, key).toBeGreaterThan(0);
  });

  it('has each absolute strength lift as a 1 RM and a 3 RM', () => {
    const strength = testsInCategory('absoluteStrength');
    const lifts = ['benchPress', 'strictPress', 'weightedPullUp', 'overheadSquat', 'frontSquat', 'backSquat'];
    for (const lift of [...lifts, 'deadlift', 'barbellLunge']) {
      expect(findTestByKey(`${lift}1`)?.name).toMatch(/ 1 RM$/);
      expect(findTestByKey(`${lift}3`)?.name).toMatch(/ 3 RM$/);
    }
    expect(strength).toHaveLength(16);
    for (const test of strength) expect(test.units).toEqual(['kg', 'lb']);
  });

  it('swims 400 m in freestyle only, and 50 to 200 m in every stroke', () => {
    for (const stroke of ['free', 'back', 'breast', 'fly']) {
      for (const metres of [50, 100, 200]) expect(findTestByKey(`swim${metres}${stroke}`)).toBeDefined();
    }
    const swim400 = testsInCategory('swimTests').filter((test) => test.key.startsWith('swim400'));
    expect(swim400.map((test) => test.key)).toEqual(['swim400free']);
    expect(testsInCategory('swimTests')).toHaveLength(16);
  });

  it('ranks lower-is-better exactly the tests timed in sec, min/sec or hour/min (spec 4)', () => {
    for (const test of PHYSICAL_TESTS.filter((entry) => !entry.isImageScore)) {
      const timed = test.units.every((unit) => LOWER_IS_BETTER_UNITS.includes(unit));
      const untimed = test.units.every((unit) => !LOWER_IS_BETTER_UNITS.includes(unit));
      expect(timed || untimed, test.key).toBe(true);
      expect(test.better, test.key).toBe(timed ? 'lower' : 'higher');
      expect(test.units.length, test.key).toBeGreaterThan(0);
    }
  });

  it('marks anthropometric and flexibility tests as image tests, and BODPOD and DEXA as image scores', () => {
    for (const test of PHYSICAL_TESTS) {
      expect(test.isImageTest, test.key).toBe(['anthropometric', 'flexibility'].includes(test.category));
    }
    const imageScores = PHYSICAL_TESTS.filter((test) => test.isImageScore).map((test) => test.name);
    expect(imageScores).toEqual(['BODPOD Scan', 'Dual Energy Absorptiometry (DEXA)']);
    expect(findTestByName('BODPOD Scan')).toMatchObject({
      category: 'anthropometric',
      better: null,
      units: [],
    });
  });
});

describe('lookups', () => {
  it('maps spec 9 names to keys', () => {
    expect(testKeyForName('Bench Press 1 RM')).toBe('benchPress1');
    expect(testKeyForName('Bench Press 3 RM')).toBe('benchPress3');
    expect(testKeyForName('Deadlift 1 RM')).toBe('deadlift1');
    expect(testKeyForName('Vertical Jump')).toBe('verticalJump');
    expect(testKeyForName('40 Yard Dash')).toBe('dash40');
    expect(testKeyForName('Marathon')).toBe('marathon');
    expect(testKeyForName('50 m Freestyle')).toBe('swim50free');
    expect(testKeyForName('200 m Breaststroke')).toBe('swim200breast');
    expect(testKeyForName('Sit & Reach')).toBe('sitAndReach');
  });

  it('passes unknown names through unchanged (spec 9)', () => {
    expect(testKeyForName('Underwater Basket Weaving')).toBe('Underwater Basket Weaving');
    expect(testKeyForName('')).toBe('');
  });

  it('forgives case and spacing in names, but not in keys', () => {
    expect(findTestByName('  bench  press 1 rm ')?.key).toBe('benchPress1');
    expect(findTestByKey('BenchPress1')).toBeUndefined();
    expect(findTest('dash40')?.name).toBe('40 Yard Dash');
    expect(findTest('40 Yard Dash')?.key).toBe('dash40');
  });

  it('maps every category display name to its key', () => {
    expect(categoryForAttribute('Absolute Strength')?.key).toBe('absoluteStrength');
    expect(categoryForAttribute('Agility and Coordination')?.key).toBe('agilityCoordination');
    expect(categoryForAttribute('Speed and Power')?.key).toBe('speedAndPower');
    expect(categoryForAttribute('swim tests')?.key).toBe('swimTests');
    expect(categoryForAttribute('Cooking')).toBeUndefined();
    for (const category of TEST_CATEGORIES) expect(categoryForAttribute(category.name)).toBe(category);
  });
});
