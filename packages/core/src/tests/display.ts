// How a result reads on screen (profiles spec 3) and how it moved since the previous one (spec 4).
import { findTestByKey } from './catalogue.ts';

/** Spec 3: for these tests the unit is shown before the score ('Level 12.5'). */
export const UNIT_FIRST_TESTS: readonly string[] = [
  'beepTest',
  'yoyoEndurance',
  'yoyoRecovery',
  'iceHockeyBeepTest',
  'shuttleSwimTest',
];

/** Spec 4: for results timed in these units a lower score is the better one. */
export const LOWER_IS_BETTER_UNITS: readonly string[] = ['min/sec', 'hour/min', 'sec'];

/** '102.5 kg', '4.05 min/sec', or unit first for the stage tests of spec 3: 'Level 12.5'. */
export function formatResult(score: string, unit: string, testKey: string): string {
  const shownScore = score.trim();
  const shownUnit = unit.trim();
  // BODPOD and DEXA scores are image URLs (spec 9): nothing to add to them.
  if (shownUnit === '' || findTestByKey(testKey)?.isImageScore === true) return shownScore;
  if (UNIT_FIRST_TESTS.includes(testKey)) {
    return `${shownUnit.charAt(0).toUpperCase()}${shownUnit.slice(1)} ${shownScore}`;
  }
  return `${shownScore} ${shownUnit}`;
}

/**
 * What a UI needs to draw the change marker: which way the arrow points and its colour.
 * No change means no marker (spec 4).
 */
export type ChangeIndicator =
  | { readonly direction: 'none'; readonly isImprovement: null; readonly colour: null }
  | {
      readonly direction: 'up' | 'down';
      readonly isImprovement: boolean;
      /** Spec 4: green marks improvement, red marks decline. */
      readonly colour: 'green' | 'red';
    };

const NO_CHANGE: ChangeIndicator = { direction: 'none', isImprovement: null, colour: null };

/**
 * Spec 4: the change from the previous result to the current one. Pass comparable numbers (the
 * mfScores) and the unit; a rise is an improvement except for min/sec, hour/min and sec.
 */
export function changeIndicator(previous: number, current: number, unit: string): ChangeIndicator {
  if (!Number.isFinite(previous) || !Number.isFinite(current) || previous === current) return NO_CHANGE;
  const direction = current > previous ? 'up' : 'down';
  const lowerIsBetter = LOWER_IS_BETTER_UNITS.includes(unit.trim());
  const isImprovement = (direction === 'up') !== lowerIsBetter;
  return { direction, isImprovement, colour: isImprovement ? 'green' : 'red' };
}
