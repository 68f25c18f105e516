// The list's buttons (spec 4): accept, deny and reject remove the notification; a failure shows a danger alert
// (spec 8). Groups are not built yet: their Join says so rather than pretend. An Athlete Connect Request's Accept
// and Deny answer it (PUT /api/connections/handle), which removes it.
import { ATHLETE_CONNECT_REQUEST } from '@podium/core/api/connections';
import type { Notification } from '@podium/core/api/notifications';
import { useNavigate } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { profilePath } from '../../ui/profile-paths.ts';
import { useHandleConnectRequestMutation } from '../connections/index.ts';
import type { NotificationAction } from './notification-types.ts';
import { senderProfileId } from './notification-types.ts';
import { useDeleteNotificationMutation, useHandleFollowRequestMutation } from './notifications-api.ts';

export const NOT_YET = {
  join: 'Groups are not on Podium yet, so this invite cannot be joined.',
  noSender: 'This request no longer names who sent it.',
} as const;

const FAILED = 'Could not update this notification. Please try again.';

export function useNotificationActions(open: (notification: Notification) => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [handleFollow, followState] = useHandleFollowRequestMutation();
  const [remove, removeState] = useDeleteNotificationMutation();
  const [handleConnect, connectState] = useHandleConnectRequestMutation();

  async function run(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      dispatch(showErrorAlerts(error, FAILED));
    }
  }

  async function act(notification: Notification, action: NotificationAction) {
    const id = notification._id;
    if (notification.type === 'follow_request' && (action === 'accept' || action === 'reject')) {
      const from = senderProfileId(notification);
      if (!from) {
        dispatch(showAlert(NOT_YET.noSender, 'danger'));
        return;
      }
      await run(() =>
        handleFollow({ notification_id: id, _id: from, isAccepted: action === 'accept' }).unwrap(),
      );
      return;
    }
    if (notification.type === ATHLETE_CONNECT_REQUEST && (action === 'connect' || action === 'deny')) {
      await run(() => handleConnect({ notification_id: id, isAccepted: action === 'connect' }).unwrap());
      return;
    }
    if (action === 'reject' || action === 'deny') {
      await run(() => remove(id).unwrap());
      return;
    }
    if (action === 'join') {
      dispatch(showAlert(NOT_YET.join, 'danger'));
      return;
    }
    // View: a follow request opens the asker's profile; everything else its detail view.
    if (notification.type === 'follow_request' && notification.sender) {
      navigate(profilePath(notification.sender.profileId, notification.sender.profileType));
      return;
    }
    open(notification);
  }

  return {
    act,
    isBusy: followState.isLoading || removeState.isLoading || connectState.isLoading,
    remove: (id: string) => run(() => remove(id).unwrap()),
  };
}
