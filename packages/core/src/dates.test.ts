// Birth dates and ages: real calendar dates only, and ages counted the way people count them (birthdays, 29 February).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInYears, formatAge, isIsoDate } from './dates.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
/** Days from 1900 to 2100, as YYYY-MM-DD. */
const isoDay = fc
  .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('isIsoDate', () => {
  it('accepts real dates written YYYY-MM-DD, 29 February of leap years included', () => {
    for (const value of ['2007-05-04', '2000-02-29', '2024-02-29', '1999-12-31', '2025-01-01']) {
      expect(isIsoDate(value), value).toBe(true);
    }
  });

  it('refuses days that do not exist and other ways of writing dates', () => {
    for (const value of [
      '2023-02-29',
      '1900-02-29',
      '2024-02-30',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-1-05',
      '24-01-05',
      '05/04/2007',
      '2007-05-04T00:00:00Z',
      ' 2007-05-04',
      '2007-05-04 ',
      '',
      'yesterday',
    ]) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });

  it('accepts every calendar day', () => {
    fc.assert(fc.property(isoDay, (value) => isIsoDate(value)));
  });

  it('agrees with the calendar JavaScript keeps for any digits written YYYY-MM-DD', () => {
    const digits = (length: number, max: number) =>
      fc.integer({ min: 0, max }).map((n) => String(n).padStart(length, '0'));
    const written = fc
      .tuple(digits(4, 9999), digits(2, 99), digits(2, 99))
      .map(([year, month, dayOf]) => `${year}-${month}-${dayOf}`);
    const byDate = (value: string) => new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
    const safely = (value: string) => {
      try {
        return byDate(value);
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(written, (value) => isIsoDate(value) === safely(value)),
      { numRuns: 5000 },
    );
  });
});

describe('ageInYears', () => {
  it('adds a year on the birthday, not the day before', () => {
    expect(ageInYears('2008-05-04', day('2024-05-03'))).toBe(15);
    expect(ageInYears('2008-05-04', day('2024-05-04'))).toBe(16);
    expect(ageInYears('2008-05-04', day('2024-05-05'))).toBe(16);
    expect(ageInYears('2008-12-31', day('2024-01-01'))).toBe(15);
  });

  it('counts a 29 February birthday on the day itself in leap years and from 1 March in others', () => {
    expect(ageInYears('2008-02-29', day('2024-02-28'))).toBe(15);
    expect(ageInYears('2008-02-29', day('2024-02-29'))).toBe(16);
    expect(ageInYears('2008-02-29', day('2025-02-28'))).toBe(16);
    expect(ageInYears('2008-02-29', day('2025-03-01'))).toBe(17);
  });

  it('reads the day in UTC, as birth dates are stored', () => {
    expect(ageInYears('2008-05-04', new Date('2024-05-04T00:00:00Z'))).toBe(16);
    expect(ageInYears('2008-05-04', new Date('2024-05-03T23:59:59Z'))).toBe(15);
  });

  it('is zero on the day of birth and has no answer for what is not a date', () => {
    expect(ageInYears('2024-06-01', day('2024-06-01'))).toBe(0);
    expect(ageInYears('not a date', day('2024-06-01'))).toBeNaN();
  });

  it('is the difference in years on each birthday, one less the day before', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 100 }), (birthDate, years) => {
        const [year, month, date] = birthDate.split('-').map(Number);
        if (year === undefined || month === undefined || date === undefined) return;
        fc.pre(!(month === 2 && date === 29));
        const birthday = new Date(Date.UTC(year + years, month - 1, date, 12));
        const dayBefore = new Date(birthday.getTime() - 24 * 60 * 60 * 1000);
        expect(ageInYears(birthDate, birthday)).toBe(years);
        expect(ageInYears(birthDate, dayBefore)).toBe(years - 1);
      }),
    );
  });

  it('never goes down as time passes', () => {
    fc.assert(
      fc.property(isoDay, fc.nat({ max: 40_000 }), fc.nat({ max: 400 }), (birthDate, daysOn, moreDays) => {
        const on = new Date(day(birthDate).getTime() + daysOn * 86_400_000);
        const later = new Date(on.getTime() + moreDays * 86_400_000);
        expect(ageInYears(birthDate, later)).toBeGreaterThanOrEqual(ageInYears(birthDate, on));
        expect(ageInYears(birthDate, on)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('formatAge', () => {
  it('reads "N years old" (profiles spec 5)', () => {
    expect(formatAge(17)).toBe('17 years old');
  });
});
