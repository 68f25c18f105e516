// Calendar dates as the product uses them: birth dates are plain YYYY-MM-DD, ages are whole years.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True for a real calendar date written YYYY-MM-DD (2024-02-30 is not one), by the Gregorian calendar's own rules:
 * asked for every person a search shows, so no Date is made.
 */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** Whole years between a birth date and a day (both YYYY-MM-DD or Date), as a person counts them. */
export function ageInYears(birthDate: string, on: Date = new Date()): number {
  const [year, month, day] = ISO_DATE.test(birthDate)
    ? [Number(birthDate.slice(0, 4)), Number(birthDate.slice(5, 7)), Number(birthDate.slice(8, 10))]
    : birthDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return Number.NaN;
  let age = on.getUTCFullYear() - year;
  const beforeBirthday =
    on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** "17 years old" (profiles spec 5). */
export function formatAge(age: number): string {
  return `${age} years old`;
}
