// "Add to watchlist" / "On your watchlist" for a coach on an athlete's profile (issue 10). Nothing for anyone else.
import { Link } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { entryPath } from './WatchlistCard.tsx';
import { useGetWatchlistStatusQuery, useSaveToWatchlistMutation } from './watchlist-api.ts';

function CoachWatchlistButton({ profileId }: { profileId: string }) {
  const dispatch = useAppDispatch();
  const status = useGetWatchlistStatusQuery(profileId);
  const [save, saving] = useSaveToWatchlistMutation();
  if (!status.data) return null;
  if (status.data.isSaved) {
    return (
      <Link className="btn btn--ghost-light" to={entryPath(profileId)}>
        On your watchlist
      </Link>
    );
  }

  async function add() {
    try {
      const reply = await save({ id: profileId }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not add this athlete to your watchlist. Please try again.'));
    }
  }

  return (
    <button type="button" className="btn btn--volt" disabled={saving.isLoading} onClick={() => void add()}>
      Add to watchlist
    </button>
  );
}

export function WatchlistButton({ profileId }: { profileId: string }) {
  const isCoach = useAppSelector((state) => state.auth.user?.userType === 2);
  return isCoach ? <CoachWatchlistButton profileId={profileId} /> : null;
}
