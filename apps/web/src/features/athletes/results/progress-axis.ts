// The progress chart's score axis, written as results read (issue 22): clocks for times, feet and inches at whole
// inches for lengths in feet.
import { formatClock, formatFeetInches, INCH_TO_CM } from '@podium/core';
import type { TestResult } from '@podium/core/api/athletes';

type AxisResult = Pick<TestResult, 'unitOfMeasurement' | 'mfUnit'>;

/** The y axis's labels and, for feet, its ticks: whole inches, so no two labels read the same. */
export interface ScoreAxis {
  format: (value: number) => string;
  ticks?: number[];
}

/** About four ticks at whole inches (in cm, the normalised unit) spanning every point. */
function inchTicks(values: readonly number[]): number[] {
  const inches = values.map((value) => value / INCH_TO_CM);
  // The nudge keeps 7'2" stored as 218.44 cm (86.000000001 in) from adding a tick at 7'3".
  const low = Math.floor(Math.min(...inches) + 1e-6);
  const high = Math.ceil(Math.max(...inches) - 1e-6);
  const step = Math.max(1, Math.ceil((high - low) / 4));
  const ticks: number[] = [];
  // Up to the first tick at or past the highest result, and at least two.
  for (let inch = low; ticks.length < 2 || inch - step < high; inch += step) ticks.push(inch * INCH_TO_CM);
  return ticks;
}

/**
 * How the axis writes a normalised score, as the results read (issue 22): times from a minute, or typed as clocks,
 * as m:ss (h:mm:ss for hour/min); lengths all typed in feet as 7'2"; null for plain numbers in the normalised unit.
 */
export function scoreAxis(results: readonly AxisResult[], values: readonly number[]): ScoreAxis | null {
  const units = new Set(results.map((result) => result.unitOfMeasurement));
  const isTime = results.every((result) => result.mfUnit === 'sec');
  if (isTime && units.has('hour/min')) return { format: (value) => formatClock(value, { withHours: true }) };
  const isLong = values.some((value) => value >= 60);
  if (isTime && (units.has('min/sec') || isLong)) return { format: (value) => formatClock(value) };
  if (units.size === 1 && units.has('ft')) {
    return { format: (value) => formatFeetInches(Math.round(value / INCH_TO_CM)), ticks: inchTicks(values) };
  }
  return null;
}
