// The rank line under a test (spec 5): a medal-coloured badge with the ordinal, and '2nd of 40 Football athletes'.
import { bestRank, formatOrdinal, type RankingData } from '@podium/core';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

export function RankBadge({ ranking, line }: { ranking: RankingData; line: string }) {
  const best = bestRank(ranking);
  if (!best) return null;
  const medal = MEDALS[best.rank - 1] ?? 'plain';
  return (
    <p className="rank">
      <span className={`rank__badge rank__badge--${medal}`} aria-hidden="true">
        {formatOrdinal(best.rank)}
      </span>
      <span className="rank__line">{line}</span>
    </p>
  );
}
