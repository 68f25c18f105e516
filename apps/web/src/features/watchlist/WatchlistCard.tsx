// One saved athlete at a glance: name, sport, best rank and its change since saved, latest results with theirs,
// tags and the start of the note.
import type { WatchlistEntry } from '@podium/core/api/watchlist';
import { Link } from 'react-router';
import { Card } from '../../ui/Card.tsx';
import { ChangeIndicator } from '../../ui/ChangeIndicator.tsx';
import { formatDay } from '../../ui/dates.ts';
import styles from './WatchlistCard.module.css';
import { WatchLabel } from './WatchSection.tsx';
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
    <Card as="article" className={styles.card}>
      <header className={styles.head}>
        <h2 className={styles.name}>
          <Link to={entryPath(entry.athlete.profileId)}>{entry.athlete.name}</Link>
        </h2>
        <p className={styles.meta}>
          {entry.athlete.sport ?? 'No main sport yet'} · saved {formatDay(new Date(entry.savedAt))}
        </p>
      </header>
      <p className={styles.rank}>
        <WatchLabel>Best rank</WatchLabel>
        <span>{best ?? 'Not ranked yet'}</span>
        {moved && <ChangeIndicator change={moved.change} amount={moved.amount} />}
      </p>
      {entry.tests.length === 0 ? (
        <p className={styles.none}>No results yet.</p>
      ) : (
        <ul className={styles.results} aria-label={`Latest results of ${entry.athlete.name}`}>
          {entry.tests.slice(0, SHOWN_TESTS).map((test) => {
            const moved = resultChange(test);
            return (
              <li key={test.testKey}>
                <span className={styles.test}>{testName(test.testKey)}</span>
                <span className={styles.score}>{resultText(test)}</span>
                {moved ? (
                  <ChangeIndicator change={moved.change} amount={moved.amount} />
                ) : (
                  !test.atSave && <span className={styles.new}>new since saved</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {entry.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {entry.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      {note && <p className={styles.note}>{note}</p>}
    </Card>
  );
}
