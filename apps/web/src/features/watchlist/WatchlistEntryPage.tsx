// /CoachProfile/watchlist/profile/{id}: one saved athlete: note and tags (editable), each test now and when saved
// with the rank then and now, the results recorded since, and removing them from the list.
import type { WatchlistEntryDetail } from '@podium/core/api/watchlist';
import { Link, useNavigate, useParams } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { isNotFound, showErrorAlerts } from '../../state/messages.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ChangeIndicator } from '../../ui/ChangeIndicator.tsx';
import { formatDay } from '../../ui/dates.ts';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { EntryEditor } from './EntryEditor.tsx';
import { TestsSinceSaved } from './TestsSinceSaved.tsx';
import styles from './WatchlistEntryPage.module.css';
import { WatchSection } from './WatchSection.tsx';
import { useGetWatchlistEntryQuery, useRemoveFromWatchlistMutation } from './watchlist-api.ts';
import { rankChange, rankLine } from './watchlist-view.ts';

const BACK = '/CoachProfile/watchlist';

function Entry({ entry }: { entry: WatchlistEntryDetail }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [remove, removing] = useRemoveFromWatchlistMutation();
  const moved = rankChange(entry.bestRank, entry.bestRankAtSave);

  async function onRemove() {
    try {
      await remove(entry.athlete.profileId).unwrap();
      dispatch(showAlert(`${entry.athlete.name} is no longer on your watchlist`, 'success'));
      navigate(BACK);
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not remove this athlete. Please try again.'));
    }
  }

  return (
    <>
      <header className={styles.head}>
        <p className="eyebrow">On your watchlist</p>
        <h1 className={styles.title}>{entry.athlete.name}</h1>
        <p className={styles.meta}>
          {entry.athlete.sport ?? 'No main sport yet'} · saved {formatDay(new Date(entry.savedAt))}
        </p>
        <div className={styles.actions}>
          <ButtonLink to={`/profile/${encodeURIComponent(entry.athlete.profileId)}`}>Open profile</ButtonLink>
          <ButtonLink to={`/timeline/${encodeURIComponent(entry.athlete.profileId)}`}>Activity</ButtonLink>
          <Button variant="danger" disabled={removing.isLoading} onClick={() => void onRemove()}>
            Remove from watchlist
          </Button>
        </div>
      </header>
      <WatchSection titleId="watch-rank-title" title="Best rank">
        <dl className={styles.rank}>
          <dt>Now</dt>
          <dd>
            {rankLine(entry.bestRank) ?? 'Not ranked yet'}{' '}
            {moved && <ChangeIndicator change={moved.change} amount={moved.amount} />}
          </dd>
          <dt>When saved</dt>
          <dd>{rankLine(entry.bestRankAtSave) ?? 'Not ranked then'}</dd>
        </dl>
      </WatchSection>
      <TestsSinceSaved entry={entry} />
      <EntryEditor key={entry.savedAt} entry={entry} />
    </>
  );
}

const NOT_ON_WATCHLIST = {
  title: 'Not on your watchlist',
  text: 'This athlete is not on your watchlist, or can no longer be shown.',
  action: (
    <ButtonLink variant="primary" to={BACK}>
      Back to your watchlist
    </ButtonLink>
  ),
};

function NotOnWatchlist() {
  return (
    <StatePanel kind="empty" title={NOT_ON_WATCHLIST.title} action={NOT_ON_WATCHLIST.action}>
      {NOT_ON_WATCHLIST.text}
    </StatePanel>
  );
}

function EntryById({ id }: { id: string }) {
  const load = useGetWatchlistEntryQuery(id);
  if (load.isLoading) return <Loader label="Loading..." />;
  // A 404 wins over `data`, which RTK Query keeps from the last success (and `error` stays set until a refetch
  // succeeds): after a removal, Back would otherwise show the old entry, and saving its form adds the athlete again,
  // since the save call also adds (docs/design-choices.md, "watchlist calls").
  if (isNotFound(load.error)) return <NotOnWatchlist />;
  if (load.data) return <Entry entry={load.data} />;
  if (load.error === undefined) return null;
  return (
    <FailurePanel
      error={load.error}
      onRetry={load.refetch}
      title="This entry could not be loaded"
      notFound={NOT_ON_WATCHLIST}
      action={NOT_ON_WATCHLIST.action}
    />
  );
}

export function WatchlistEntryPage() {
  const { id = '' } = useParams();
  return (
    <div className="page">
      <Link className={styles.back} to={BACK}>
        ← Your watchlist
      </Link>
      <EntryById id={id} />
    </div>
  );
}
