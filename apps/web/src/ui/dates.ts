// Dates as the screens print them, with the browser's Intl instead of a date library: the profile's first load
// then carries none (issue 8, "Loading speed"). The wording matches what date-fns printed before (en-US).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Made on first use, not when a screen's code loads: the first of each costs the browser milliseconds (issue 8). */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const dayParts = once(
  () => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const shortDayParts = once(
  () => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: '2-digit' }),
);
const longDayParts = once(
  () => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' }),
);
const relative = once(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'always' }));

function dayMonthYear(format: Intl.DateTimeFormat, date: Date): string {
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** "4 May 2026" (as date-fns's 'd MMM yyyy'). */
export function formatDay(date: Date): string {
  return dayMonthYear(dayParts(), date);
}

/** "4 May 26" (as date-fns's 'd MMM yy'): a chart's axis. */
export function formatShortDay(date: Date): string {
  return dayMonthYear(shortDayParts(), date);
}

/** "4 September 2026" (as date-fns's 'd MMMM yyyy'). */
export function formatLongDay(date: Date): string {
  return dayMonthYear(longDayParts(), date);
}

/**
 * "3 days ago", "in 2 months", "1 year ago": the one largest unit, rounded, as date-fns's
 * formatDistanceToNowStrict(date, { addSuffix: true }) says it.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const elapsed = date.getTime() - now.getTime();
  const size = Math.abs(elapsed);
  const sign = elapsed < 0 ? -1 : 1;
  if (size < MINUTE) return relative().format(sign * Math.round(size / 1000), 'second');
  if (size < HOUR) return relative().format(sign * Math.round(size / MINUTE), 'minute');
  if (size < DAY) return relative().format(sign * Math.round(size / HOUR), 'hour');
  if (size < MONTH) return relative().format(sign * Math.round(size / DAY), 'day');
  if (size < YEAR) {
    const months = Math.round(size / MONTH);
    return months === 12 ? relative().format(sign, 'year') : relative().format(sign * months, 'month');
  }
  return relative().format(sign * Math.round(size / YEAR), 'year');
}
