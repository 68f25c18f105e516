// Everyone of an athlete's age today, as a span of birth dates cut into whole birth months and two part-months.
import { ageInYears } from '@podium/core';

/** Inclusive span of birth dates, YYYY-MM-DD; empty when from > to. */
export interface DateSpan {
  from: string;
  to: string;
}

export interface AgeWindow extends DateSpan {
  age: number;
  /** The whole calendar months inside the span, counted from ranking_counts' born pools. */
  months: DateSpan & { fromPool: string; toPool: string };
  /** Days before the first whole month and after the last one, counted from standings. */
  head: DateSpan;
  tail: DateSpan;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function isoDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

function utcDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

function addDays(date: Date, days: number): Date {
  return utcDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days);
}

/** The last day of `year` whose month and day are on or before (month, day): Feb 29 becomes Feb 28 off leap years. */
function lastDayUpTo(year: number, monthIndex: number, day: number): Date {
  const daysInMonth = utcDate(year, monthIndex + 1, 0).getUTCDate();
  return utcDate(year, monthIndex, Math.min(day, daysInMonth));
}

export function birthPool(date: Date): string {
  return `born:${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}`;
}

/**
 * Athletes are the same age as someone born on `birthDate` exactly when their birth date lies in
 * (the same day age+1 years ago, the same day age years ago], "today" being the UTC date as in core's
 * ageInYears. That is a birthday today is in, a birthday tomorrow is not yet.
 */
export function ageWindow(birthDate: string, today: Date): AgeWindow {
  const age = ageInYears(birthDate, today);
  const year = today.getUTCFullYear();
  const monthIndex = today.getUTCMonth();
  const day = today.getUTCDate();
  const to = lastDayUpTo(year - age, monthIndex, day);
  const from = addDays(lastDayUpTo(year - age - 1, monthIndex, day), 1);

  const firstWhole =
    from.getUTCDate() === 1 ? from : utcDate(from.getUTCFullYear(), from.getUTCMonth() + 1, 1);
  const isMonthEnd = addDays(to, 1).getUTCDate() === 1;
  const lastWhole = isMonthEnd ? to : utcDate(to.getUTCFullYear(), to.getUTCMonth(), 0);

  return {
    age,
    from: isoDate(from),
    to: isoDate(to),
    months: {
      from: isoDate(firstWhole),
      to: isoDate(lastWhole),
      fromPool: birthPool(firstWhole),
      toPool: birthPool(lastWhole),
    },
    head: { from: isoDate(from), to: isoDate(addDays(firstWhole, -1)) },
    tail: { from: isoDate(addDays(lastWhole, 1)), to: isoDate(to) },
  };
}
