// /CoachProfile/watchlist: the coach's saved athletes as cards, filtered by tag (kept in the URL), in four states.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import { WatchlistCard } from './WatchlistCard.tsx';
import styles from './WatchlistPage.module.css';
import { useGetWatchlistQuery } from './watchlist-api.ts';

function TagFilter({
  tags,
  tag,
  onPick,
}: {
  tags: string[];
  tag: string | undefined;
  onPick: (tag?: string) => void;
}) {
  if (tags.length === 0) return null;
  return (
    <div className={styles.filter} role="group" aria-label="Filter by tag">
      {[undefined, ...tags].map((choice) => (
        <button
          key={choice ?? ''}
          type="button"
          className={choice === tag ? `${styles.tag} ${styles.on}` : styles.tag}
          aria-pressed={choice === tag}
          onClick={() => onPick(choice)}
        >
          {choice ?? 'All'}
        </button>
      ))}
    </div>
  );
}

function Watchlist() {
  const [search, setSearch] = useSearchParams();
  const tag = search.get('tag') || undefined;
  const list = useGetWatchlistQuery({ tag });
  const pick = (next?: string) => setSearch(next ? { tag: next } : {});

  let body: ReactNode;
  if (list.isLoading) body = <Loader label="Loading your watchlist..." />;
  else if (list.error !== undefined && !list.data) {
    body = (
      <FailurePanel error={list.error} onRetry={list.refetch} title="Your watchlist could not be loaded" />
    );
  } else if (!list.data || list.data.entries.length === 0) {
    body = tag ? (
      <StatePanel
        kind="empty"
        title={`Nobody is tagged “${tag}”`}
        action={<Button onClick={() => pick()}>Show everyone</Button>}
      />
    ) : (
      <StatePanel
        kind="empty"
        title="No athletes on your watchlist yet"
        action={
          <ButtonLink variant="primary" to="/CoachProfile/search">
            Search athletes
          </ButtonLink>
        }
      >
        Open an athlete’s profile and press “Add to watchlist” to follow their results and rank from the day
        you saved them.
      </StatePanel>
    );
  } else {
    body = (
      <ul className={styles.grid}>
        {list.data.entries.map((entry) => (
          <li key={entry.athlete.profileId}>
            <WatchlistCard entry={entry} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page">
      <p className="eyebrow">Coach</p>
      <h1 className={styles.title}>Your watchlist</h1>
      <p className="lead">Athletes you saved, with how they have moved since.</p>
      <TagFilter tags={list.data?.tags ?? []} tag={tag} onPick={pick} />
      <UnderHeading>{body}</UnderHeading>
    </div>
  );
}

export function WatchlistPage() {
  return <Watchlist />;
}
