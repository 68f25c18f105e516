// An admin makes another coach account an admin of the organisation, by email (issue 10).
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAddOrganisationAdminMutation } from './organisations-api.ts';

export function AddAdminForm() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [add, adding] = useAddOrganisationAdminMutation();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      dispatch(showAlert((await add({ email }).unwrap()).msg, 'success'));
      setEmail('');
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <form className="card form" aria-label="Add an admin" onSubmit={(event) => void onSubmit(event)}>
      <h2>Add an admin</h2>
      <p className="muted">Another coach on Podium can help run this organisation.</p>
      <TextField
        label="Coach’s email"
        type="email"
        required
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton isBusy={adding.isLoading} busyLabel="Adding...">
        Add admin
      </SubmitButton>
    </form>
  );
}
