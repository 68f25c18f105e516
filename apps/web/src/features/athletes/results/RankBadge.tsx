// The rank line under a test (spec 5): a medal-coloured badge with the ordinal and '2nd of 40 Football athletes';
// or, in pools too small to rank in, the plain words why, with no medal (issue 22).
import { formatOrdinal } from '@podium/core';
import type { RankStanding } from '../profile/profile-view.ts';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

export function RankBadge({ standing }: { standing: RankStanding }) {
  if (standing.kind === 'tooFew') return <p className="rank rank--unranked">{standing.line}</p>;
  const medal = MEDALS[standing.best.rank - 1] ?? 'plain';
  return (
    <p className="rank">
      <span className={`rank__badge rank__badge--${medal}`} aria-hidden="true">
        {formatOrdinal(standing.best.rank)}
      </span>
      <span className="rank__line">{standing.line}</span>
    </p>
  );
}
