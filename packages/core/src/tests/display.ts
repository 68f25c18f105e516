// How a result reads on screen (profiles spec 3) and how it moved since the previous one (spec 4).
import { findTestByKey } from './catalogue.ts';
import { formatClock, formatFeetInches, parseClock, parseFeetInches, parseSeconds } from './units.ts';

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

/** Units whose scores are written with marks (7:30, 7'2") a numeric keypad lacks: their fields need a keyboard. */
export function isMarkedUnit(unit: string): boolean {
  return ['ft', 'min/sec', 'hour/min'].includes(unit.trim());
}

/**
 * The score as shown, in the form it is typed back in `unit` (issue 22): times as m:ss or h:mm:ss ('7.16' min/sec
 * is 7:16; hour/min always h:mm:ss, since 3:45 would read as minutes), a time in sec from a minute as m:ss, feet as
 * 7'2"; `carriesUnit` when those marks say the unit, so it is not written again. Other scores stay as typed, and so
 * does a score that does not read in its unit (kept from before a rule), with its unit beside it.
 */
export function formatScore(score: string, unit: string): { text: string; carriesUnit: boolean } {
  const text = score.trim();
  const asTyped = { text, carriesUnit: false };
  switch (unit.trim()) {
    case 'ft': {
      const inches = parseFeetInches(text);
      return inches.ok ? { text: formatFeetInches(inches.value), carriesUnit: true } : asTyped;
    }
    case 'min/sec':
    case 'hour/min': {
      const clockUnit = unit.trim() === 'hour/min' ? 'hour/min' : 'min/sec';
      const seconds = parseClock(text, clockUnit);
      if (!seconds.ok) return asTyped;
      return { text: formatClock(seconds.value, { withHours: clockUnit === 'hour/min' }), carriesUnit: true };
    }
    case 'sec': {
      const seconds = parseSeconds(text);
      if (!seconds.ok) return asTyped;
      if (seconds.value >= 60) return { text: formatClock(seconds.value), carriesUnit: true };
      return text.includes(':')
        ? { text: String(Math.round(seconds.value * 100) / 100), carriesUnit: false }
        : asTyped;
    }
    default:
      return asTyped;
  }
}

/**
 * The one way a result reads everywhere: '102.5 kg', '4.48 sec', '7:16' (min/sec), '3:45:00' (hour/min), `7'2"`
 * (ft), or unit first for the stage tests of spec 3: 'Level 12.5'. The unit is said once.
 */
export function formatResult(score: string, unit: string, testKey: string): string {
  const shownUnit = unit.trim();
  // BODPOD and DEXA scores are image URLs (spec 9): nothing to add to them.
  if (shownUnit === '' || findTestByKey(testKey)?.isImageScore === true) return score.trim();
  const shown = formatScore(score, shownUnit);
  if (shown.carriesUnit) return shown.text;
  if (UNIT_FIRST_TESTS.includes(testKey)) {
    return `${shownUnit.charAt(0).toUpperCase()}${shownUnit.slice(1)} ${shown.text}`;
  }
  return `${shown.text} ${shownUnit}`;
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
