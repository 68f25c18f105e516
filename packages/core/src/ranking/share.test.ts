// The overall standing as a share of the pool (issue 22): honest at both ends, by example and by property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_RANKED_POOL } from './best-rank.ts';
import { formatRankShare, type RankShare, rankShare } from './share.ts';

/** A pool large enough to rank in, and a rank within it. */
const ranked = fc
  .integer({ min: MIN_RANKED_POOL, max: 100_000 })
  .chain((total) => fc.tuple(fc.integer({ min: 1, max: total }), fc.constant(total)));

/** Orders wordings best first: any Top before any Bottom, a smaller Top before a larger, a larger Bottom first. */
function merit(share: RankShare | null): number {
  if (share === null) throw new Error('expected a share');
  return share.side === 'top' ? share.percent : 200 - share.percent;
}

describe('formatRankShare', () => {
  it('reads the first as top and the last as bottom', () => {
    expect(formatRankShare(1, 310)).toBe('Top 1%');
    expect(formatRankShare(5, 120)).toBe('Top 5%');
    expect(formatRankShare(310, 310)).toBe('Bottom 1%');
    expect(formatRankShare(100, 100)).toBe('Bottom 1%');
    expect(formatRankShare(5, 5)).toBe('Bottom 20%');
    expect(formatRankShare(70, 100)).toBe('Bottom 31%');
    expect(formatRankShare(50, 100)).toBe('Top 50%');
    expect(formatRankShare(51, 100)).toBe('Bottom 50%');
  });

  it('says nothing without a rank or in a pool too small to rank in', () => {
    expect(formatRankShare(null, 300)).toBeNull();
    expect(formatRankShare(1, 1)).toBeNull();
    expect(formatRankShare(1, MIN_RANKED_POOL - 1)).toBeNull();
    expect(formatRankShare(7, 5)).toBeNull();
  });

  it('never says Top for the last nor Bottom for the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_RANKED_POOL, max: 100_000 }), (total) => {
        expect(rankShare(1, total)?.side).toBe('top');
        expect(rankShare(total, total)?.side).toBe('bottom');
      }),
    );
  });

  it('claims only what is true, with the smallest whole percent that is', () => {
    fc.assert(
      fc.property(ranked, ([rank, total]) => {
        const share = rankShare(rank, total);
        expect(share).not.toBeNull();
        const percent = share?.percent ?? 0;
        // Places counted from the end named, the athlete's own included.
        const places = share?.side === 'top' ? rank : total - rank + 1;
        expect(percent).toBeGreaterThanOrEqual(1);
        expect(percent).toBeLessThanOrEqual(100);
        expect(places * 100).toBeLessThanOrEqual(percent * total);
        expect(places * 100).toBeGreaterThan((percent - 1) * total);
        // The nearer end is named: Top only in the better half (ties of the two shares go to Top).
        const other = share?.side === 'top' ? total - rank + 1 : rank;
        expect(Math.ceil((100 * places) / total)).toBeLessThanOrEqual(Math.ceil((100 * other) / total));
      }),
    );
  });

  it('never reads worse for a better rank', () => {
    fc.assert(
      fc.property(ranked, fc.nat(), ([rank, total], step) => {
        const better = Math.max(1, rank - (step % total));
        expect(merit(rankShare(better, total))).toBeLessThanOrEqual(merit(rankShare(rank, total)));
      }),
    );
  });
});
