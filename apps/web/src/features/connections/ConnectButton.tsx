// Connect on another athlete's profile, for athletes (issue 10): Connect -> Requested (press to withdraw);
// Answer when they asked you (opens notifications); Connected (press to end the connection).
import { Link } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import {
  useGetConnectionStatusQuery,
  useRemoveConnectionMutation,
  useRequestConnectMutation,
} from './connections-api.ts';

function AthleteConnectButton({ profileId }: { profileId: string }) {
  const dispatch = useAppDispatch();
  const status = useGetConnectionStatusQuery(profileId);
  const [connect, connecting] = useRequestConnectMutation();
  const [remove, removing] = useRemoveConnectionMutation();
  // No button when we cannot tell where the two stand (e.g. no profile of your own yet: 409).
  if (!status.data) return null;
  const { state } = status.data;
  if (state === 'received') {
    return (
      <Link className="btn btn--volt" to="/notifications">
        Answer connect request
      </Link>
    );
  }
  const isBusy = connecting.isLoading || removing.isLoading || status.isFetching;

  async function toggle() {
    try {
      const reply: unknown =
        state === 'none' ? await connect(profileId).unwrap() : await remove(profileId).unwrap();
      if (typeof reply === 'object' && reply !== null && 'msg' in reply && typeof reply.msg === 'string') {
        dispatch(showAlert(reply.msg, 'success'));
      }
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not change this connection. Please try again.'));
    }
  }

  const label = state === 'connected' ? 'Connected' : state === 'requested' ? 'Requested' : 'Connect';
  const title =
    state === 'connected'
      ? 'You are connected: press to end the connection'
      : state === 'requested'
        ? 'Waiting for their answer: press to withdraw the request'
        : undefined;
  return (
    <button
      type="button"
      className={`btn ${state === 'none' ? 'btn--volt' : 'btn--ghost-light'}`}
      disabled={isBusy}
      aria-pressed={state !== 'none'}
      title={title}
      onClick={() => void toggle()}
    >
      {label}
    </button>
  );
}

/** Shown to athletes only: coaches and organisations do not connect. */
export function ConnectButton({ profileId }: { profileId: string }) {
  const isAthlete = useAppSelector((state) => state.auth.user?.userType === 1);
  return isAthlete ? <AthleteConnectButton profileId={profileId} /> : null;
}
