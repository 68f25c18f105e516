// Dates as the screens print them, in en-US words written here rather than by a date library (the profile's first
// load carried none, issue 8) or by the browser's Intl: the first Intl formatter a page makes loads the browser's
// locale data, 60 to 90 ms of blocked main thread on the development machine, four times that on Lighthouse's
// phone, and the public athlete page made one for its first test card (issue 23, "Loading speed"). The wording is
// what date-fns and Intl print (dates.test.ts holds it to both).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date's day, month and year in the browser's time zone, or in UTC (a page the server drew, state/server-page.ts). */
function partsOf(date: Date, inUtc: boolean) {
  return inUtc
    ? { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() }
    : { day: date.getDate(), month: date.getMonth(), year: date.getFullYear() };
}

/** The month's name, whole or its first three letters (en-US's short names). */
function monthName(month: number, isShort: boolean): string {
  const name = MONTHS[month] ?? '';
  return isShort ? name.slice(0, 3) : name;
}

/** "4 May 2026" (as date-fns's 'd MMM yyyy'); `inUtc`: the day in UTC, not in the browser's time zone. */
export function formatDay(date: Date, inUtc = false): string {
  const { day, month, year } = partsOf(date, inUtc);
  return `${day} ${monthName(month, true)} ${year}`;
}

/** "4 May 26" (as date-fns's 'd MMM yy'): a chart's axis. */
export function formatShortDay(date: Date): string {
  const { day, month, year } = partsOf(date, false);
  return `${day} ${monthName(month, true)} ${String(year % 100).padStart(2, '0')}`;
}

/** "4 September 2026" (as date-fns's 'd MMMM yyyy'). */
export function formatLongDay(date: Date): string {
  const { day, month, year } = partsOf(date, false);
  return `${day} ${monthName(month, false)} ${year}`;
}

/** "3 days ago", "in 1 day", "0 seconds ago": Intl.RelativeTimeFormat's en-US with numeric 'always'. */
function relative(count: number, unit: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'): string {
  const size = Math.abs(count);
  // Grouped by thousands as Intl writes them ("1,000 years"), without asking Intl (toLocaleString would).
  const digits = String(size).replace(/\B(?=(\d{3})+$)/g, ',');
  const words = `${digits} ${unit}${size === 1 ? '' : 's'}`;
  // A past moment rounded to nothing is still past (-0): "0 seconds ago".
  return count < 0 || Object.is(count, -0) ? `${words} ago` : `in ${words}`;
}

/**
 * "3 days ago", "in 2 months", "1 year ago": the one largest unit, rounded, as date-fns's
 * formatDistanceToNowStrict(date, { addSuffix: true }) says it.
 */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const elapsed = date.getTime() - now.getTime();
  const size = Math.abs(elapsed);
  const sign = elapsed < 0 ? -1 : 1;
  if (size < MINUTE) return relative(sign * Math.round(size / 1000), 'second');
  if (size < HOUR) return relative(sign * Math.round(size / MINUTE), 'minute');
  if (size < DAY) return relative(sign * Math.round(size / HOUR), 'hour');
  if (size < MONTH) return relative(sign * Math.round(size / DAY), 'day');
  if (size < YEAR) {
    const months = Math.round(size / MONTH);
    return months === 12 ? relative(sign, 'year') : relative(sign * months, 'month');
  }
  return relative(sign * Math.round(size / YEAR), 'year');
}
