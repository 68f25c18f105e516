// What the detail view of Added Associated, Added Associated Coach and Associated Coach Request adds (issue 10;
// registered in notification-kinds.ts): Confirm, which calls the athlete's confirmAssociated or ours for coaches and
// organisation admins.
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { useConfirmAssociatedMutation } from './coaches-api.ts';

/** data._id is the association (core's AssociationDataSchema). */
interface AssociatedNotification {
  type: string;
  data: { _id: string };
}

export function AssociatedNotice({ notification }: { notification: AssociatedNotification }) {
  const dispatch = useAppDispatch();
  const [confirm, confirming] = useConfirmAssociatedMutation();
  const id = notification.data._id;
  async function onConfirm(associationId: string) {
    try {
      const asAthlete = notification.type === 'Added Associated';
      dispatch(showAlert((await confirm({ id: associationId, asAthlete }).unwrap()).msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <p>
      <Button
        variant="primary"
        disabled={confirming.isLoading || confirming.isSuccess}
        onClick={() => void onConfirm(id)}
      >
        {confirming.isSuccess ? 'Confirmed' : 'Confirm'}
      </Button>
    </p>
  );
}
