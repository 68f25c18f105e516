// Where the athlete stands among everyone with a result: ten bars, worst to best, the athlete's bar lit.
import { formatRankShare, type RankingData } from '@podium/core';
import { athleteBucket } from '../profile/profile-view.ts';
import styles from './DistributionChart.module.css';

export function DistributionChart({ ranking }: { ranking: RankingData }) {
  const bucket = athleteBucket(ranking);
  const tallest = Math.max(1, ...ranking.distribution);
  // 'Top 5%' or 'Bottom 10%': the last of 310 never reads as top (issue 22).
  const share = formatRankShare(ranking.overallRank, ranking.totalAthletes);
  const label = share
    ? `${share} of ${ranking.totalAthletes} athletes in this test. Bars run from lower scores on the left to better scores on the right; yours is highlighted.`
    : `${ranking.totalAthletes} athletes in this test.`;
  return (
    <figure className={styles.distribution}>
      <div className={styles.bars} role="img" aria-label={label}>
        {ranking.distribution.map((count, index) => (
          <span
            // Ten fixed buckets: the index is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: buckets never reorder
            key={index}
            className={index === bucket ? `${styles.bar} ${styles.you}` : styles.bar}
            style={{ height: `${Math.max(6, (100 * count) / tallest)}%` }}
          />
        ))}
      </div>
      <figcaption className={styles.caption} aria-hidden="true">
        <span>Lower</span>
        {share && <strong>{share} overall</strong>}
        <span>Better</span>
      </figcaption>
    </figure>
  );
}
