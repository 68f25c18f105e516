// Ordering of results: better, best, rank with ties, percentile and distribution.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestResult, distributionOf, isBetter, percentileOf, rankWithTies } from './compare.ts';

const direction = fc.constantFrom('higher' as const, 'lower' as const);
const scores = fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 60 });

describe('isBetter', () => {
  it('follows the direction, and is strict', () => {
    expect(isBetter(105, 100, 'higher')).toBe(true);
    expect(isBetter(4.4, 4.5, 'lower')).toBe(true);
    expect(isBetter(4.5, 4.4, 'lower')).toBe(false);
    expect(isBetter(100, 100, 'higher')).toBe(false);
  });
});

describe('bestResult', () => {
  const results = [
    { score: '4.61', mfScore: 4.61 },
    { score: '4.48', mfScore: 4.48 },
    { score: '4.52', mfScore: 4.52 },
  ];

  it('picks the highest or the lowest mfScore', () => {
    expect(bestResult(results, 'lower')?.score).toBe('4.48');
    expect(bestResult(results, 'higher')?.score).toBe('4.61');
  });

  it('ignores missing scores and gives undefined when none is left', () => {
    expect(bestResult([{ mfScore: null }, { mfScore: Number.NaN }], 'higher')).toBeUndefined();
    expect(bestResult([], 'lower')).toBeUndefined();
    expect(
      bestResult(
        [
          { id: 1, mfScore: null },
          { id: 2, mfScore: 3 },
        ],
        'lower',
      )?.id,
    ).toBe(2);
  });

  it('keeps the first of equal scores (the newest, spec 3)', () => {
    expect(
      bestResult(
        [
          { id: 'new', mfScore: 5 },
          { id: 'old', mfScore: 5 },
        ],
        'higher',
      )?.id,
    ).toBe('new');
  });

  it('is never beaten by any other result', () => {
    fc.assert(
      fc.property(scores, direction, (values, dir) => {
        const best = bestResult(
          values.map((mfScore) => ({ mfScore })),
          dir,
        );
        expect(best).toBeDefined();
        for (const value of values) expect(isBetter(value, best?.mfScore ?? Number.NaN, dir)).toBe(false);
      }),
    );
  });
});

describe('rankWithTies', () => {
  it('shares a rank between equal scores and skips the places they take', () => {
    const times = [4.4, 4.5, 4.5, 4.7];
    expect(times.map((time) => rankWithTies(times, time, 'lower'))).toEqual([1, 2, 2, 4]);
    const lifts = [200, 180, 180, 150];
    expect(lifts.map((lift) => rankWithTies(lifts, lift, 'higher'))).toEqual([1, 2, 2, 4]);
  });

  it('ranks each score in 1..n, equal scores equally, better scores strictly ahead', () => {
    fc.assert(
      fc.property(scores, direction, (values, dir) => {
        const ranks = values.map((value) => rankWithTies(values, value, dir));
        values.forEach((a, i) => {
          const rankA = ranks[i] ?? 0;
          expect(rankA).toBeGreaterThanOrEqual(1);
          expect(rankA).toBeLessThanOrEqual(values.length);
          values.forEach((b, j) => {
            const rankB = ranks[j] ?? 0;
            if (a === b) expect(rankA).toBe(rankB);
            if (isBetter(a, b, dir)) expect(rankA).toBeLessThan(rankB);
          });
        });
        expect(ranks).toContain(1);
      }),
    );
  });

  it('does not depend on the order of the scores', () => {
    fc.assert(
      fc.property(scores, direction, fc.integer({ min: 0, max: 50 }), (values, dir, value) => {
        const sorted = [...values].sort((a, b) => a - b);
        expect(rankWithTies(values, value, dir)).toBe(rankWithTies(sorted, value, dir));
        expect(rankWithTies([...sorted].reverse(), value, dir)).toBe(rankWithTies(values, value, dir));
      }),
    );
  });
});

describe('percentileOf', () => {
  it('puts the best at 100 and the worst at its share', () => {
    const values = [10, 20, 30, 40];
    expect(percentileOf(values, 40, 'higher')).toBe(100);
    expect(percentileOf(values, 10, 'higher')).toBe(25);
    expect(percentileOf(values, 10, 'lower')).toBe(100);
    expect(percentileOf([], 10, 'lower')).toBeNull();
    expect(percentileOf([7], 7, 'lower')).toBe(100);
  });

  it('stays within 0..100 and never falls as the rank improves', () => {
    fc.assert(
      fc.property(scores, direction, (values, dir) => {
        for (const a of values) {
          const pa = percentileOf(values, a, dir) ?? -1;
          expect(pa).toBeGreaterThan(0);
          expect(pa).toBeLessThanOrEqual(100);
          for (const b of values) {
            if (isBetter(a, b, dir)) expect(pa).toBeGreaterThan(percentileOf(values, b, dir) ?? 101);
          }
        }
      }),
    );
  });
});

describe('distributionOf', () => {
  it('counts scores in ten buckets, worst first', () => {
    expect(distributionOf([0, 5, 10, 10], 'higher')).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 2]);
    expect(distributionOf([0, 5, 10, 10], 'lower')).toEqual([2, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(distributionOf([3, 3], 'lower')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(distributionOf([], 'lower')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('counts every score once, and puts the best in the last bucket', () => {
    fc.assert(
      fc.property(scores, direction, (values, dir) => {
        const counts = distributionOf(values, dir);
        expect(counts).toHaveLength(10);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(values.length);
        expect(counts[9]).toBeGreaterThan(0);
      }),
    );
  });
});
