// The per-socket token bucket: a burst, then a steady rate, never more than the burst saved up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTokenBucket } from './bucket.ts';

describe('createTokenBucket', () => {
  it('allows the burst at once, then one event per 1/perSecond seconds', () => {
    let now = 0;
    const bucket = createTokenBucket({ burst: 3, perSecond: 2 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 400;
    expect(bucket.take()).toBe(false);
    now += 100;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  });

  it('says how many whole seconds until the next token, at least 1', () => {
    let now = 0;
    const bucket = createTokenBucket({ burst: 1, perSecond: 0.25 }, () => now);
    bucket.take();
    expect(bucket.secondsToNext()).toBe(4);
    now += 3500;
    expect(bucket.secondsToNext()).toBe(1);
    now += 1000;
    expect(bucket.secondsToNext()).toBe(1);
  });

  it('saves up no more than the burst, however long it waits', () => {
    let now = 0;
    const bucket = createTokenBucket({ burst: 2, perSecond: 1 }, () => now);
    now += 3_600_000;
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
  });

  it('over any schedule, allows at most burst + perSecond × elapsed seconds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 200 }),
        (burst, perSecond, gaps) => {
          let now = 0;
          const bucket = createTokenBucket({ burst, perSecond }, () => now);
          let allowed = 0;
          for (const gap of gaps) {
            now += gap;
            if (bucket.take()) allowed += 1;
          }
          expect(allowed).toBeLessThanOrEqual(burst + (perSecond * now) / 1000);
        },
      ),
    );
  });
});
