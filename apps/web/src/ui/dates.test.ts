// The Intl-based date wording says what date-fns said before it was dropped from the first load (issue 8).
import { format, formatDistanceStrict } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay, formatLongDay, formatShortDay, timeAgo } from './dates.ts';

const now = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

describe('dates as the screens print them', () => {
  it('prints a day as date-fns printed it, September included', () => {
    for (const iso of ['2026-05-04', '2025-09-30', '2024-12-01', '2026-01-15']) {
      const date = new Date(`${iso}T12:00:00`);
      expect(formatDay(date)).toBe(format(date, 'd MMM yyyy'));
      expect(formatLongDay(date)).toBe(format(date, 'd MMMM yyyy'));
      expect(formatShortDay(date)).toBe(format(date, 'd MMM yy'));
    }
  });

  it('says how long ago in the largest unit, as formatDistanceToNowStrict did', () => {
    const offsets = [-30_000, -90_000, -3 * 3_600_000, -DAY, -3 * DAY, -29 * DAY, -45 * DAY, -200 * DAY];
    for (const offset of [...offsets, -364 * DAY, -400 * DAY, -3 * 365 * DAY, 2 * DAY]) {
      const date = new Date(now.getTime() + offset);
      expect(timeAgo(date, now)).toBe(formatDistanceStrict(date, now, { addSuffix: true }));
    }
  });
});

describe('the formatters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are made on first use, not when a screen that imports them loads', async () => {
    const made: string[] = [];
    class CountedDay extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made.push('day');
      }
    }
    class CountedRelative extends Intl.RelativeTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.RelativeTimeFormat>) {
        super(...args);
        made.push('relative');
      }
    }
    vi.stubGlobal('Intl', { DateTimeFormat: CountedDay, RelativeTimeFormat: CountedRelative });
    vi.resetModules();
    const fresh = await import('./dates.ts');
    expect(made).toEqual([]);
    expect(fresh.timeAgo(new Date(now.getTime() - 3 * DAY), now)).toBe('3 days ago');
    fresh.timeAgo(new Date(now.getTime() - 5 * DAY), now);
    expect(made).toEqual(['relative']);
  });
});
