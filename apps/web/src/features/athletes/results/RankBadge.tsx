// The rank line under a test (spec 5): a medal-coloured badge with the ordinal and '2nd of 40 Football athletes';
// or, in pools too small to rank in, the plain words why, with no medal (issue 22).
import { formatOrdinal } from '@podium/core';
import { classNames } from '../../../ui/class-names.ts';
import type { RankStanding } from '../profile/profile-view.ts';
import styles from './RankBadge.module.css';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

export function RankBadge({ standing }: { standing: RankStanding }) {
  if (standing.kind === 'tooFew')
    return <p className={`${styles.rank} ${styles.unranked}`}>{standing.line}</p>;
  // The podium's three places in their metal; any other place in the plain disc.
  const medal = MEDALS[standing.best.rank - 1];
  return (
    <p className={styles.rank}>
      <span className={classNames(styles.badge, medal && styles[medal])} aria-hidden="true">
        {formatOrdinal(standing.best.rank)}
      </span>
      <span className="rank__line">{standing.line}</span>
    </p>
  );
}
