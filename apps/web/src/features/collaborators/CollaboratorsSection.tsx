// The athlete's Collaborators (issue 10): the coaches they invited to add results and videos (each verified), found
// by name; Remove after a confirmation (`Collaborator Removed!`).
import type { Collaboration } from '@podium/core/api/collaborators';
import { useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { SideCard, SideCardNote } from '../../ui/SideCard.tsx';
import { CoachPicker } from '../search/index.ts';
import { CollabList, CollabName, CollabRow, CollabState } from './CollabList.tsx';
import styles from './CollaboratorsSection.module.css';
import {
  useGetCollaboratorsQuery,
  useInviteCollaboratorMutation,
  useRemoveCollaboratorMutation,
} from './collaborators-api.ts';

function ConfirmRemove({ who, onClose }: { who: Collaboration; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [remove, removing] = useRemoveCollaboratorMutation();
  async function confirm() {
    try {
      const reply = await remove(who.profile.profileId).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      onClose();
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not remove this collaborator. Please try again.'));
    }
  }
  return (
    <Dialog title="Remove collaborator?" onClose={onClose}>
      <p>
        {who.profile.name} will no longer be able to add results or videos to your profile. What they added
        stays.
      </p>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="danger" disabled={removing.isLoading} onClick={() => void confirm()}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CollaboratorList({
  list,
  onRemove,
}: {
  list: Collaboration[];
  onRemove: (who: Collaboration) => void;
}) {
  if (list.length === 0) {
    return <SideCardNote>No collaborators yet.</SideCardNote>;
  }
  return (
    <CollabList label="Your collaborators">
      {list.map((entry) => (
        <CollabRow key={entry.profile.profileId}>
          <CollabName>
            {entry.profile.name}
            <CollabState state={entry.state}>
              {entry.state === 'active' ? 'Collaborating' : 'Invited'}
            </CollabState>
          </CollabName>
          <Button variant="link-danger" onClick={() => onRemove(entry)}>
            Remove
          </Button>
        </CollabRow>
      ))}
    </CollabList>
  );
}

export function CollaboratorsSection() {
  const dispatch = useAppDispatch();
  const list = useGetCollaboratorsQuery();
  const [invite, inviting] = useInviteCollaboratorMutation();
  const [removing, setRemoving] = useState<Collaboration | null>(null);
  const taken = new Set(list.data?.collaborators.map((entry) => entry.profile.profileId) ?? []);

  async function inviteCoach(coachId: string) {
    try {
      const reply = await invite(coachId).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not send the invite. Please try again.'));
    }
  }

  return (
    <SideCard titleId="collaborators-title" title="Collaborators">
      <p className={styles.intro}>
        Coaches you invite add results and videos for you. Their results show as verified.
      </p>
      {list.isLoading && <SideCardNote>Loading collaborators...</SideCardNote>}
      {list.isError && (
        <FailureNote error={list.error} onRetry={list.refetch} lead="We could not load your collaborators." />
      )}
      {list.data && <CollaboratorList list={list.data.collaborators} onRemove={setRemoving} />}
      <CoachPicker
        label="Invite a coach by name"
        action="Invite"
        done="Invited"
        onPick={(coach) => void inviteCoach(coach.profileId)}
        isBusy={inviting.isLoading}
        taken={taken}
      />
      {removing && <ConfirmRemove who={removing} onClose={() => setRemoving(null)} />}
    </SideCard>
  );
}
