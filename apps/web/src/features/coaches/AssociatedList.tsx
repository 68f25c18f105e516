// Associated athletes or coaches (issue 10), each linking to their profile; on one's own profile, pending ones say
// so, a request waiting on you offers Confirm, and each can be removed.
import type { Associated } from '@podium/core/api/coaches';
import { Link } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { profilePath } from '../notifications/notification-types.ts';
import { useConfirmAssociatedMutation, useRemoveAssociatedMutation } from './coaches-api.ts';

interface AssociatedListProps {
  title: string;
  entries: readonly Associated[];
  empty: string;
  /** The viewer owns the profile: pending entries show, with Confirm and Remove. */
  canManage: boolean;
  /** Who asked when the viewer is the one to confirm: 'member' on one's own lists, 'owner' where one was added. */
  confirmWhen?: 'owner' | 'member';
}

function Actions({ entry, confirmWhen }: { entry: Associated; confirmWhen: 'owner' | 'member' }) {
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
    <span className="associated__actions">
      {!entry.confirmed && entry.requestedBy === confirmWhen && (
        <button
          type="button"
          className="btn btn--primary"
          disabled={confirming.isLoading}
          onClick={() => void onConfirm()}
        >
          Confirm
        </button>
      )}
      <button
        type="button"
        className="btn btn--secondary"
        disabled={removing.isLoading}
        aria-label={`Remove ${entry.profile.name}`}
        onClick={() => void onRemove()}
      >
        Remove
      </button>
    </span>
  );
}

export function AssociatedList({
  title,
  entries,
  empty,
  canManage,
  confirmWhen = 'member',
}: AssociatedListProps) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {entries.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="associated">
          {entries.map((entry) => (
            <li key={entry._id}>
              <span className="associated__who">
                <Link to={profilePath(entry.profile.profileId, entry.profile.profileType)}>
                  {entry.profile.name}
                </Link>
                {!entry.confirmed && (
                  <span className="pill-pending">
                    {entry.requestedBy === confirmWhen ? 'Asks to be associated' : 'Waiting for confirmation'}
                  </span>
                )}
              </span>
              {canManage && <Actions entry={entry} confirmWhen={confirmWhen} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
