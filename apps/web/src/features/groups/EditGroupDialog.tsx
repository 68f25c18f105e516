// An admin's edit of the group's name, description and photo (`Group updated!`).
import type { Group } from '@podium/core/api/groups';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { GroupFields } from './GroupFields.tsx';
import { useUpdateGroupMutation } from './groups-api.ts';

export function EditGroupDialog({ group, onClose }: { group: Group; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState({
    name: group.name,
    description: group.description,
    photo: group.photo,
  });
  const [update, updating] = useUpdateGroupMutation();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const reply = await update({
        id: group._id,
        name: draft.name.trim(),
        // Emptied, the description is cleared (clearable on the server).
        description: draft.description.trim(),
        ...(draft.photo ? { photo: draft.photo } : {}),
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      onClose();
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <Dialog title="Edit group" onClose={onClose}>
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <GroupFields draft={draft} onChange={setDraft} />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton isBusy={updating.isLoading} busyLabel="Saving...">
            Save
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
