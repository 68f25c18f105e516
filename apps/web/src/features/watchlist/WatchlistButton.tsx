// "Add to watchlist" / "On your watchlist" for a coach on an athlete's profile (issue 10) and on a pitch they received
// (issue 22, 20). Nothing for anyone else.

import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { entryPath } from './WatchlistCard.tsx';
import { useGetWatchlistStatusQuery, useSaveToWatchlistMutation } from './watchlist-api.ts';

/** Where the button sits: on a profile's dark hero, or on a light card or dialog. */
type Tone = 'dark' | 'light';

function CoachWatchlistButton({ profileId, tone }: { profileId: string; tone: Tone }) {
  const dispatch = useAppDispatch();
  const status = useGetWatchlistStatusQuery(profileId);
  const [save, saving] = useSaveToWatchlistMutation();
  if (!status.data) return null;
  if (status.data.isSaved) {
    return (
      <ButtonLink variant={tone === 'dark' ? 'ghost-light' : 'secondary'} to={entryPath(profileId)}>
        On your watchlist
      </ButtonLink>
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
    <Button
      variant={tone === 'dark' ? 'volt' : 'secondary'}
      disabled={saving.isLoading}
      onClick={() => void add()}
    >
      Add to watchlist
    </Button>
  );
}

export function WatchlistButton({ profileId, tone = 'dark' }: { profileId: string; tone?: Tone }) {
  const isCoach = useAppSelector((state) => state.auth.user?.userType === 2);
  return isCoach ? <CoachWatchlistButton profileId={profileId} tone={tone} /> : null;
}
