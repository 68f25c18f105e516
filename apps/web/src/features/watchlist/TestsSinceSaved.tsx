// The saved athlete's tests now and when saved (result, change, rank then and now), and the results since.

import { formatOrdinal, formatResult } from '@podium/core';
import type { WatchlistEntryDetail } from '@podium/core/api/watchlist';
import { Card } from '../../ui/Card.tsx';
import { ChangeIndicator } from '../../ui/ChangeIndicator.tsx';
import { formatDay } from '../../ui/dates.ts';
import { rankChange, resultChange, resultText, testName } from './watchlist-view.ts';

type Rank = { rank: number; total: number } | null;

const ordinal = (rank: Rank) => (rank ? `${formatOrdinal(rank.rank)} of ${rank.total}` : 'not ranked');

/** '3rd of 40 → 2nd of 41'; a test ranked neither then nor now (too few athletes with it, issue 22) says so once. */
const rankMove = (then: Rank, now: Rank) =>
  then === null && now === null ? 'Not ranked yet' : `${ordinal(then)} → ${ordinal(now)}`;

export function TestsSinceSaved({ entry }: { entry: WatchlistEntryDetail }) {
  return (
    <>
      <Card className="watch-section" aria-labelledby="watch-tests-title">
        <h2 id="watch-tests-title" className="watch-section__title">
          Results and ranks since saved
        </h2>
        {entry.tests.length === 0 ? (
          <p className="watch-card__none">No results yet.</p>
        ) : (
          <ul className="watch-tests">
            {entry.tests.map((test) => {
              const moved = resultChange(test);
              const rankMoved = rankChange(test.rank, test.rankAtSave);
              return (
                <li key={test.testKey} className="watch-tests__row">
                  <h3 className="watch-tests__name">{testName(test.testKey)}</h3>
                  <p>
                    <span className="watch-card__label">Now</span> {resultText(test)}{' '}
                    {moved && <ChangeIndicator change={moved.change} amount={moved.amount} />}
                  </p>
                  <p>
                    <span className="watch-card__label">When saved</span>{' '}
                    {test.atSave
                      ? formatResult(test.atSave.score, test.atSave.unit, test.testKey)
                      : 'No result then'}
                  </p>
                  <p>
                    <span className="watch-card__label">Rank</span> {rankMove(test.rankAtSave, test.rank)}{' '}
                    {rankMoved && <ChangeIndicator change={rankMoved.change} amount={rankMoved.amount} />}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card className="watch-section" aria-labelledby="watch-since-title">
        <h2 id="watch-since-title" className="watch-section__title">
          Recorded since saved
        </h2>
        {entry.resultsSinceSaved.length === 0 ? (
          <p className="watch-card__none">Nothing new since you saved them.</p>
        ) : (
          <ul className="watch-since">
            {entry.resultsSinceSaved.map((result) => (
              <li key={result._id}>
                <span className="watch-card__test">{testName(result.testKey)}</span>{' '}
                {formatResult(result.score, result.unit, result.testKey)}{' '}
                <span className="watch-card__meta">{formatDay(new Date(result.recordedAt))}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
