// "New group" on /groups (issue 24): name, description and photo; the group is of the acting profile's type. Made,
// it says `Group created!` and opens the group (a coach's in the coach's shell); an answer without an id is `Error!`.
import type { ProfileKind } from '@podium/core/api/users';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { CardForm } from '../../ui/Card.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { EMPTY_DRAFT, GroupFields } from './GroupFields.tsx';
import { groupPath } from './group-paths.ts';
import { useCreateGroupMutation } from './groups-api.ts';

export function NewGroupForm({ type }: { type: ProfileKind }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [create, creating] = useCreateGroupMutation();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const reply = await create({
        name: draft.name.trim(),
        description: draft.description.trim(),
        ...(draft.photo ? { photo: draft.photo } : {}),
      }).unwrap();
      if (!reply.group._id) {
        dispatch(showAlert('Error!', 'danger'));
        return;
      }
      dispatch(showAlert(reply.msg, 'success'));
      navigate(groupPath(reply.group._id, type));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <CardForm className="form" aria-labelledby="new-group" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="new-group">New group</h2>
      <GroupFields draft={draft} onChange={setDraft} />
      <SubmitButton variant="primary" isBusy={creating.isLoading} busyLabel="Creating...">
        Create group
      </SubmitButton>
    </CardForm>
  );
}
