// One test on the profile: its latest score, the change since the one before, its rank and where it sits.
import { isRankedPool, type RankingData } from '@podium/core';
import { useClock } from '../../../state/server-page.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChangeIndicator } from '../../../ui/ChangeIndicator.tsx';
import { changeAmount } from '../../../ui/change-amount.ts';
import { timeAgo } from '../../../ui/dates.ts';
import { VerifiedBadge } from '../../../ui/VerifiedBadge.tsx';
import { changeFrom, type RankStanding, type TestEntry } from '../profile/profile-view.ts';
import { DistributionChart } from './DistributionChart.tsx';
import { OutOfBoundsNote } from './OutOfBoundsNote.tsx';
import { RankBadge } from './RankBadge.tsx';
import { ScoreValue } from './ScoreValue.tsx';
import styles from './TestCard.module.css';

interface TestCardProps {
  entry: TestEntry;
  /** Ranks exist for the signed-in athlete's own tests only (athData). */
  ranking?: RankingData | undefined;
  standing?: RankStanding | null;
  onOpenHistory: () => void;
}

export function TestCard({ entry, ranking, standing, onOpenHistory }: TestCardProps) {
  const { test, results } = entry;
  const { now } = useClock();
  const [latest, previous] = results;
  if (!latest) return null;
  const count = results.length;
  return (
    <article className={styles.card} aria-label={test.name}>
      <h4 className={styles.name}>{test.name}</h4>
      <p className={styles.score}>
        <ScoreValue test={test} result={latest} />
      </p>
      <OutOfBoundsNote testKey={test.key} result={latest} />
      <VerifiedBadge result={latest} />
      <p className={styles.meta}>
        <ChangeIndicator
          change={changeFrom(previous, latest)}
          amount={previous ? changeAmount(previous, latest) : null}
        />
        <time dateTime={latest.date}>{timeAgo(new Date(latest.date), now)}</time>
      </p>
      {standing && <RankBadge standing={standing} />}
      {/* Where one stands among three says as little as a rank among three (issue 22). */}
      {ranking && isRankedPool(ranking.totalAthletes) && <DistributionChart ranking={ranking} />}
      <Button size="small" className={styles.history} onClick={onOpenHistory}>
        {count > 1 ? `History and progress (${count})` : 'See result'}
        <span className="visually-hidden"> for {test.name}</span>
      </Button>
    </article>
  );
}
