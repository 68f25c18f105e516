// Follow, Requested or Unfollow on another person's profile (issue 9). Requested withdraws the waiting request;
// a refusal (yourself, blocked, no profile of your own yet) shows the server's message as a danger alert.
import type { FollowTarget } from '@podium/core/api/notifications';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { useGetFollowStatusQuery, useRequestFollowMutation, useUnfollowMutation } from './following-api.ts';

export function FollowButton({ target }: { target: FollowTarget }) {
  const dispatch = useAppDispatch();
  const status = useGetFollowStatusQuery(target);
  const [requestFollow, requesting] = useRequestFollowMutation();
  const [unfollow, unfollowing] = useUnfollowMutation();
  // No button when we cannot tell where the two stand (e.g. you have no profile yet: 409) or you block them.
  if (!status.data || status.data.isBlocked) return null;
  const { isFollowing, isRequested } = status.data;
  const isBusy = requesting.isLoading || unfollowing.isLoading || status.isFetching;

  async function toggle() {
    try {
      if (isFollowing || isRequested) await unfollow(target).unwrap();
      else await requestFollow(target).unwrap();
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not change whom you follow. Please try again.'));
    }
  }

  const label = isFollowing ? 'Unfollow' : isRequested ? 'Requested' : 'Follow';
  return (
    <Button
      variant={isFollowing || isRequested ? 'ghost-light' : 'volt'}
      disabled={isBusy}
      aria-pressed={isFollowing || isRequested}
      title={isRequested ? 'Waiting for their answer: press to withdraw the request' : undefined}
      onClick={() => void toggle()}
    >
      {label}
    </Button>
  );
}
