// How far a result moved since the one before it, in words beside the change marker (ChangeIndicator.tsx): on a
// profile's test cards and history, and on a watchlist's saved results.
import { formatClock, INCH_TO_CM, isMarkedUnit } from '@podium/core';
import type { TestResult } from '@podium/core/api/athletes';

function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}

const PLAIN_NUMBER = /^\d+(?:\.\d+)?$/;

/** The parts of a result its change is measured from (a profile's result, or a watchlist's saved one). */
export type ComparedScore = Pick<TestResult, 'score' | 'unitOfMeasurement' | 'mfScore' | 'mfUnit'>;

/** How far a result moved: in the recorded unit when both were plain numbers in it, else in the normalised unit. */
export function changeAmount(previous: ComparedScore, current: ComparedScore): string | null {
  const sameUnit = previous.unitOfMeasurement === current.unitOfMeasurement;
  const isPlainUnit = !isMarkedUnit(current.unitOfMeasurement);
  if (sameUnit && isPlainUnit && PLAIN_NUMBER.test(previous.score) && PLAIN_NUMBER.test(current.score)) {
    return `${round(Math.abs(Number(current.score) - Number(previous.score)))} ${current.unitOfMeasurement}`;
  }
  if (previous.mfScore === null || current.mfScore === null) return null;
  const moved = Math.abs(current.mfScore - previous.mfScore);
  // As the results themselves read (issue 22): a minute or more of time as a clock, feet results in inches.
  if (current.mfUnit === 'sec' && moved >= 60) return formatClock(moved);
  if (sameUnit && current.unitOfMeasurement === 'ft') return `${round(moved / INCH_TO_CM)} in.`;
  return `${round(moved)} ${current.mfUnit ?? ''}`.trim();
}
