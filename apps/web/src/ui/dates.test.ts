// The hand-written date wording says what date-fns said before it was dropped from the first load (issue 8), and
// what the browser's Intl says, without making an Intl formatter (issue 23: the first one blocks the page).
import { format, formatDistanceStrict } from 'date-fns';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay, formatLongDay, formatShortDay, timeAgo } from './dates.ts';

const now = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

/** Any moment from 1970 to 2100, where the screens' dates fall. */
const moments = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/** Intl's own day, month and year, joined as the screens join them. */
function intlDay(date: Date, options: Intl.DateTimeFormatOptions): string {
  const parts = new Intl.DateTimeFormat('en-US', { day: 'numeric', ...options }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value;
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** The wording as it was made with Intl.RelativeTimeFormat before issue 23, kept here as the reference. */
function intlTimeAgo(date: Date, from: Date): string {
  const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
  const elapsed = date.getTime() - from.getTime();
  const size = Math.abs(elapsed);
  const sign = elapsed < 0 ? -1 : 1;
  const units: [number, Intl.RelativeTimeFormatUnit][] = [
    [60_000, 'second'],
    [3_600_000, 'minute'],
    [DAY, 'hour'],
    [30 * DAY, 'day'],
    [365 * DAY, 'month'],
  ];
  const sizes: Record<string, number> = {
    second: 1000,
    minute: 60_000,
    hour: 3_600_000,
    day: DAY,
    month: 30 * DAY,
  };
  for (const [below, unit] of units) {
    if (size >= below) continue;
    const count = Math.round(size / (sizes[unit] ?? 1));
    return unit === 'month' && count === 12 ? intl.format(sign, 'year') : intl.format(sign * count, unit);
  }
  return intl.format(sign * Math.round(size / (365 * DAY)), 'year');
}

describe('dates as the screens print them', () => {
  it('prints a day as date-fns printed it, September included', () => {
    for (const iso of ['2026-05-04', '2025-09-30', '2024-12-01', '2026-01-15', '2009-06-01']) {
      const date = new Date(`${iso}T12:00:00`);
      expect(formatDay(date)).toBe(format(date, 'd MMM yyyy'));
      expect(formatLongDay(date)).toBe(format(date, 'd MMMM yyyy'));
      expect(formatShortDay(date)).toBe(format(date, 'd MMM yy'));
    }
  });

  it('prints any day as Intl and date-fns print it, in the local time zone', () => {
    fc.assert(
      fc.property(moments, (date) => {
        expect(formatDay(date)).toBe(intlDay(date, { month: 'short', year: 'numeric' }));
        expect(formatShortDay(date)).toBe(intlDay(date, { month: 'short', year: '2-digit' }));
        expect(formatLongDay(date)).toBe(intlDay(date, { month: 'long', year: 'numeric' }));
        expect(formatDay(date)).toBe(format(date, 'd MMM yyyy'));
      }),
    );
  });

  it('prints any day in UTC when asked, as a page the server drew says it (state/server-page.ts, useClock)', () => {
    fc.assert(
      fc.property(moments, (date) => {
        expect(formatDay(date, true)).toBe(
          intlDay(date, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
        );
      }),
    );
  });

  it('says how long ago in the largest unit, as formatDistanceToNowStrict did', () => {
    const offsets = [-30_000, -90_000, -3 * 3_600_000, -DAY, -3 * DAY, -29 * DAY, -45 * DAY, -200 * DAY];
    for (const offset of [...offsets, -364 * DAY, -400 * DAY, -3 * 365 * DAY, 2 * DAY]) {
      const date = new Date(now.getTime() + offset);
      expect(timeAgo(date, now)).toBe(formatDistanceStrict(date, now, { addSuffix: true }));
    }
  });

  it('says any distance as the Intl wording before it did, past and future, a second and a year alike', () => {
    fc.assert(
      fc.property(moments, moments, (date, from) => {
        expect(timeAgo(date, from)).toBe(intlTimeAgo(date, from));
      }),
    );
  });

  it('words a count as Intl.RelativeTimeFormat does, thousands grouped', () => {
    const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
    const farAway = new Date(now.getTime() - 1234 * 365 * DAY);
    expect(timeAgo(farAway, now)).toBe(intl.format(-1234, 'year'));
    expect(timeAgo(new Date(now.getTime() + DAY), now)).toBe(intl.format(1, 'day'));
    expect(timeAgo(now, now)).toBe(intl.format(0, 'second'));
    expect(timeAgo(new Date(now.getTime() - 100), now)).toBe(intl.format(-0, 'second'));
  });
});

describe('the wording', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes no Intl formatter, whose first one would block the page while the browser loads its locale data', () => {
    const made: string[] = [];
    const counted = new Proxy(Intl, {
      get: (target, name) => {
        made.push(String(name));
        return Reflect.get(target, name);
      },
    });
    vi.stubGlobal('Intl', counted);
    const localeCalls = [
      vi.spyOn(Number.prototype, 'toLocaleString'),
      vi.spyOn(Date.prototype, 'toLocaleString'),
      vi.spyOn(Date.prototype, 'toLocaleDateString'),
    ];
    const date = new Date(now.getTime() - 3 * DAY);
    expect([formatDay(date), formatShortDay(date), formatLongDay(date), timeAgo(date, now)]).toEqual([
      format(date, 'd MMM yyyy'),
      format(date, 'd MMM yy'),
      format(date, 'd MMMM yyyy'),
      '3 days ago',
    ]);
    expect(made).toEqual([]);
    for (const call of localeCalls) expect(call).not.toHaveBeenCalled();
  });
});
