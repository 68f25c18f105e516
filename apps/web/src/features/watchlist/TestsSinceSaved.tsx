// The saved athlete's tests now and when saved (result, change, rank then and now), and the results since.

import { formatOrdinal, formatResult } from '@podium/core';
import type { WatchlistEntryDetail } from '@podium/core/api/watchlist';
import { ChangeIndicator } from '../../ui/ChangeIndicator.tsx';
import { formatDay } from '../../ui/dates.ts';
import styles from './TestsSinceSaved.module.css';
import { WatchLabel, WatchSection } from './WatchSection.tsx';
import { rankChange, resultChange, resultText, testName } from './watchlist-view.ts';

type Rank = { rank: number; total: number } | null;

const ordinal = (rank: Rank) => (rank ? `${formatOrdinal(rank.rank)} of ${rank.total}` : 'not ranked');

/** '3rd of 40 → 2nd of 41'; a test ranked neither then nor now (too few athletes with it, issue 22) says so once. */
const rankMove = (then: Rank, now: Rank) =>
  then === null && now === null ? 'Not ranked yet' : `${ordinal(then)} → ${ordinal(now)}`;

export function TestsSinceSaved({ entry }: { entry: WatchlistEntryDetail }) {
  return (
    <>
      <WatchSection titleId="watch-tests-title" title="Results and ranks since saved">
        {entry.tests.length === 0 ? (
          <p className={styles.none}>No results yet.</p>
        ) : (
          <ul className={styles.tests}>
            {entry.tests.map((test) => {
              const moved = resultChange(test);
              const rankMoved = rankChange(test.rank, test.rankAtSave);
              return (
                <li key={test.testKey} className={styles.row}>
                  <h3 className={styles.name}>{testName(test.testKey)}</h3>
                  <p>
                    <WatchLabel>Now</WatchLabel> {resultText(test)}{' '}
                    {moved && <ChangeIndicator change={moved.change} amount={moved.amount} />}
                  </p>
                  <p>
                    <WatchLabel>When saved</WatchLabel>{' '}
                    {test.atSave
                      ? formatResult(test.atSave.score, test.atSave.unit, test.testKey)
                      : 'No result then'}
                  </p>
                  <p>
                    <WatchLabel>Rank</WatchLabel> {rankMove(test.rankAtSave, test.rank)}{' '}
                    {rankMoved && <ChangeIndicator change={rankMoved.change} amount={rankMoved.amount} />}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </WatchSection>
      <WatchSection titleId="watch-since-title" title="Recorded since saved">
        {entry.resultsSinceSaved.length === 0 ? (
          <p className={styles.none}>Nothing new since you saved them.</p>
        ) : (
          <ul className={styles.since}>
            {entry.resultsSinceSaved.map((result) => (
              <li key={result._id}>
                <span className={styles.test}>{testName(result.testKey)}</span>{' '}
                {formatResult(result.score, result.unit, result.testKey)}{' '}
                <span className={styles.date}>{formatDay(new Date(result.recordedAt))}</span>
              </li>
            ))}
          </ul>
        )}
      </WatchSection>
    </>
  );
}
