// Age windows: a birth date is inside an athlete's window exactly when core's ageInYears gives the same age today.
import { ageInYears } from '@podium/core';
import { describe, expect, it } from 'vitest';
import { ageWindow } from './age-window.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

function nextDay(iso: string): string {
  const date = day(iso);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = day(from); date <= day(to); date.setUTCDate(date.getUTCDate() + 1)) {
    days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

describe('ageWindow', () => {
  it('puts a birthday today in the new age and a birthday tomorrow in the old one', () => {
    const window = ageWindow('2006-03-15', day('2026-03-15'));
    expect(window).toMatchObject({ age: 20, from: '2005-03-16', to: '2006-03-15' });
    expect(window.months).toMatchObject({ fromPool: 'born:2005-04', toPool: 'born:2006-02' });
    expect(window.head).toEqual({ from: '2005-03-16', to: '2005-03-31' });
    expect(window.tail).toEqual({ from: '2006-03-01', to: '2006-03-15' });
  });

  it('has no part-months when today is the last day of a month', () => {
    const window = ageWindow('2000-01-01', day('2025-12-31'));
    expect(window).toMatchObject({ age: 25, from: '2000-01-01', to: '2000-12-31' });
    expect(window.months).toEqual({
      from: '2000-01-01',
      to: '2000-12-31',
      fromPool: 'born:2000-01',
      toPool: 'born:2000-12',
    });
    expect(window.head.from > window.head.to).toBe(true);
    expect(window.tail.from > window.tail.to).toBe(true);
  });

  // Every birth date over six years, against todays around leap days and year ends.
  const todays = [
    '2027-02-28',
    '2027-03-01',
    '2028-02-28',
    '2028-02-29',
    '2028-03-01',
    '2025-12-31',
    '2026-01-01',
    '2026-07-31',
  ];
  const births = everyDay('2003-01-01', '2009-12-31');
  for (const today of todays) {
    it(`agrees with ageInYears for every birth date on ${today}`, () => {
      const now = day(today);
      for (const athlete of ['2004-02-29', '2005-03-01', '2006-02-28', '2008-02-29', '2007-12-31']) {
        const window = ageWindow(athlete, now);
        const age = ageInYears(athlete, now);
        for (const birth of births) {
          const inside = birth >= window.from && birth <= window.to;
          expect(inside, `${birth} vs ${athlete} on ${today}`).toBe(ageInYears(birth, now) === age);
        }
        // The pieces tile the window: head, whole months, tail.
        expect(window.head.from).toBe(window.from);
        expect(nextDay(window.head.to)).toBe(window.months.from);
        expect(nextDay(window.months.to)).toBe(window.tail.from);
        expect(window.tail.to).toBe(window.to);
        expect(window.months.from.endsWith('-01')).toBe(true);
        expect(nextDay(window.months.to).endsWith('-01')).toBe(true);
      }
    });
  }
});
