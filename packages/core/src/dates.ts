// Calendar dates as the product uses them: birth dates are plain YYYY-MM-DD, ages are whole years.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (2024-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole years between a birth date and a day (both YYYY-MM-DD or Date), as a person counts them. */
export function ageInYears(birthDate: string, on: Date = new Date()): number {
  const [year, month, day] = birthDate.split('-').map(Number);
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
