// The list's buttons (spec 4): each does what its kind's registration says (state/notification-kinds.ts), with the
// app's dispatch, navigation, the detail dialog and deletion to hand; a failure shows a danger alert (spec 8).
import type { AnyNotification } from '@podium/core/api/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import type { BoundAction } from '../../state/notification-kinds.ts';
import { useDeleteNotificationMutation } from './notifications-api.ts';

const FAILED = 'Could not update this notification. Please try again.';

export function useNotificationActions(open: (notification: AnyNotification) => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [remove, removeState] = useDeleteNotificationMutation();
  const [running, setRunning] = useState(0);

  async function run(work: () => unknown) {
    setRunning((count) => count + 1);
    try {
      await work();
    } catch (error) {
      dispatch(showErrorAlerts(error, FAILED));
    } finally {
      setRunning((count) => count - 1);
    }
  }

  const act = (notification: AnyNotification, action: BoundAction) =>
    run(() =>
      action.run({
        dispatch,
        navigate: (path) => navigate(path),
        open: () => open(notification),
        remove: () => remove(notification._id).unwrap(),
      }),
    );

  return {
    act,
    isBusy: running > 0 || removeState.isLoading,
    remove: (id: string) => run(() => remove(id).unwrap()),
  };
}
