// One saved athlete at a glance: name, sport, best rank and its change since saved, latest results with theirs,
// tags and the start of the note.
import type { WatchlistEntry } from '@podium/core/api/watchlist';
import { Link } from 'react-router';
import { Card } from '../../ui/Card.tsx';
import { ChangeIndicator } from '../../ui/ChangeIndicator.tsx';
import { formatDay } from '../../ui/dates.ts';
import { excerpt, rankChange, rankLine, resultChange, resultText, testName } from './watchlist-view.ts';

/** Results a card shows: the most recent tests. */
const SHOWN_TESTS = 3;

export const entryPath = (profileId: string) =>
  `/CoachProfile/watchlist/profile/${encodeURIComponent(profileId)}`;

export function WatchlistCard({ entry }: { entry: WatchlistEntry }) {
  const best = rankLine(entry.bestRank);
  const moved = rankChange(entry.bestRank, entry.bestRankAtSave);
  const note = excerpt(entry.note);
  return (
    <Card as="article" className="watch-card">
      <header className="watch-card__head">
        <h2 className="watch-card__name">
          <Link to={entryPath(entry.athlete.profileId)}>{entry.athlete.name}</Link>
        </h2>
        <p className="watch-card__meta">
          {entry.athlete.sport ?? 'No main sport yet'} · saved {formatDay(new Date(entry.savedAt))}
        </p>
      </header>
      <p className="watch-card__rank">
        <span className="watch-card__label">Best rank</span>
        <span>{best ?? 'Not ranked yet'}</span>
        {moved && <ChangeIndicator change={moved.change} amount={moved.amount} />}
      </p>
      {entry.tests.length === 0 ? (
        <p className="watch-card__none">No results yet.</p>
      ) : (
        <ul className="watch-card__results" aria-label={`Latest results of ${entry.athlete.name}`}>
          {entry.tests.slice(0, SHOWN_TESTS).map((test) => {
            const moved = resultChange(test);
            return (
              <li key={test.testKey}>
                <span className="watch-card__test">{testName(test.testKey)}</span>
                <span className="watch-card__score">{resultText(test)}</span>
                {moved ? (
                  <ChangeIndicator change={moved.change} amount={moved.amount} />
                ) : (
                  !test.atSave && <span className="watch-card__new">new since saved</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {entry.tags.length > 0 && (
        <ul className="watch-tags" aria-label="Tags">
          {entry.tags.map((tag) => (
            <li key={tag} className="watch-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {note && <p className="watch-card__note">{note}</p>}
    </Card>
  );
}
