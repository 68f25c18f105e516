// Confirm and Remove on an associated person (issue 10), for the profile's owner: a request waiting on them offers
// Confirm, and each can be removed. Kept apart from AssociatedList so read-only pages carry no API layer.
import type { Associated } from '@podium/core/api/coaches';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './AssociatedActions.module.css';
import type { ConfirmWhen } from './AssociatedList.tsx';
import { useConfirmAssociatedMutation, useRemoveAssociatedMutation } from './coaches-api.ts';

export function AssociatedActions({ entry, confirmWhen }: { entry: Associated; confirmWhen: ConfirmWhen }) {
  const dispatch = useAppDispatch();
  const [confirm, confirming] = useConfirmAssociatedMutation();
  const [remove, removing] = useRemoveAssociatedMutation();
  async function onConfirm() {
    try {
      dispatch(showAlert((await confirm({ id: entry._id, asAthlete: false }).unwrap()).msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  async function onRemove() {
    try {
      dispatch(showAlert((await remove(entry._id).unwrap()).msg, 'success'));
    } catch (error) {
      // Account spec 8: Failed to remove coach, or the server's message.
      dispatch(showErrorAlerts(error, 'Failed to remove coach'));
    }
  }
  return (
    <span className={styles.actions}>
      {!entry.confirmed && entry.requestedBy === confirmWhen && (
        <Button variant="primary" disabled={confirming.isLoading} onClick={() => void onConfirm()}>
          Confirm
        </Button>
      )}
      <Button
        disabled={removing.isLoading}
        aria-label={`Remove ${entry.profile.name}`}
        onClick={() => void onRemove()}
      >
        Remove
      </Button>
    </span>
  );
}

/** What a profile's owner passes to its lists: Confirm and Remove on each entry. */
export const manageAssociated = (entry: Associated, confirmWhen: ConfirmWhen) => (
  <AssociatedActions entry={entry} confirmWhen={confirmWhen} />
);
