// Where a rank stands as a share of its pool, worded so that nobody reads last as top (issue 22).
import { isRankedPool } from './best-rank.ts';

/**
 * 'top' 5: the athlete is within the best 5 % (rank / total <= 5 %). 'bottom' 10: within the last 10 %
 * ((total - rank + 1) / total <= 10 %). Each percent is the smallest whole one that is true.
 */
export type RankShare = { readonly side: 'top' | 'bottom'; readonly percent: number };

/**
 * The share of the pool a rank stands in, from whichever end is nearer: 1st of 310 is 'Top 1%', 310th of 310
 * 'Bottom 1%' (never 'Top 100%'). Ties share the better place (rankWithTies), as the rank itself does. Null
 * without a rank, or in a pool too small for a rank to mean anything (MIN_RANKED_POOL).
 */
export function rankShare(rank: number | null, total: number): RankShare | null {
  if (rank === null || !Number.isInteger(rank) || rank < 1 || rank > total || !isRankedPool(total))
    return null;
  // Whole numbers over whole numbers: a quotient that is not whole is at least 1/total from the next one up.
  const top = Math.ceil((100 * rank) / total);
  const bottom = Math.ceil((100 * (total - rank + 1)) / total);
  return top <= bottom ? { side: 'top', percent: top } : { side: 'bottom', percent: bottom };
}

/** 'Top 5%', 'Bottom 10%', or null (see rankShare). */
export function formatRankShare(rank: number | null, total: number): string | null {
  const share = rankShare(rank, total);
  if (share === null) return null;
  return `${share.side === 'top' ? 'Top' : 'Bottom'} ${share.percent}%`;
}
