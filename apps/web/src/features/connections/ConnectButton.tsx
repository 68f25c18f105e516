import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
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
      <ButtonLink variant="volt" to="/notifications">
        Answer connect request
      </ButtonLink>
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
    <Button
      variant={state === 'none' ? 'volt' : 'ghost-light'}
      disabled={isBusy}
      aria-pressed={state !== 'none'}
      title={title}
      onClick={() => void toggle()}
    >
      {label}
    </Button>
  );
}

/** Shown to athletes only: coaches and organisations do not connect. */
export function ConnectButton({ profileId }: { profileId: string }) {
  const isAthlete = useAppSelector((state) => state.auth.user?.userType === 1);
  return isAthlete ? <AthleteConnectButton profileId={profileId} /> : null;
}
