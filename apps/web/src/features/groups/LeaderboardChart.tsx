// The top scores of a leaderboard as bars (issue 24), drawn as the profile's charts are (plain elements sized by
// CSS, no chart library): each bar's length is the score against the best one, flipped for tests where lower wins,
// so the longest bar is always the best. The table under it carries every figure; the chart only helps the eye.
import { formatResult } from '@podium/core';
import type { Leaderboard } from '@podium/core/api/group-requests';
import styles from './LeaderboardChart.module.css';

const SHOWN = 10;

/** 0 to 100: how close `score` is to `best`, better always longer. */
export function barShare(score: number, best: number, better: 'higher' | 'lower'): number {
  if (score <= 0 || best <= 0) return 0;
  const share = better === 'higher' ? score / best : best / score;
  return Math.max(2, Math.min(100, share * 100));
}

export function LeaderboardChart({ board }: { board: Leaderboard }) {
  const top = board.entries.slice(0, SHOWN);
  const best = top[0]?.mfScore ?? 0;
  if (top.length < 2) return null;
  return (
    <figure className={styles.chart} aria-label={`Top ${top.length} scores in ${board.test.name}`}>
      <ol className={styles.rows}>
        {top.map((entry) => (
          <li key={entry.profile.profileId} className={styles.row}>
            <span className={styles.name}>{entry.profile.name}</span>
            <span className={styles.track} aria-hidden="true">
              <span
                className={styles.bar}
                style={{ width: `${barShare(entry.mfScore, best, board.test.better)}%` }}
              />
            </span>
            <span className={styles.score}>
              {formatResult(entry.score, entry.unitOfMeasurement, board.test.key)}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
