// An event's staff (issue 25), on its admin's page: add an existing account by email, list them, remove one. Staff
// check attendees in and enter results at this event only ("Events I staff"). A refusal shows as the server words it.
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../../state/alerts-slice.ts';
import { useAppDispatch } from '../../../state/hooks.ts';
import { showErrorAlerts } from '../../../state/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { UnderHeading } from '../../../ui/UnderHeading.tsx';
import { useAddStaffMutation, useGetStaffQuery, useRemoveStaffMutation } from '../events-api.ts';
import styles from './StaffPanel.module.css';

export function StaffPanel({ eventId, isOpen }: { eventId: string; isOpen: boolean }) {
  const dispatch = useAppDispatch();
  const load = useGetStaffQuery({ id: eventId });
  const [add, adding] = useAddStaffMutation();
  const [remove, removing] = useRemoveStaffMutation();
  const [email, setEmail] = useState('');
  async function onAdd(event: FormEvent) {
    event.preventDefault();
    try {
      await add({ id: eventId, email: email.trim() }).unwrap();
      dispatch(showAlert(`${email.trim()} can now check in and enter results at this event`, 'success'));
      setEmail('');
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  async function onRemove(userId: string) {
    try {
      dispatch(showAlert((await remove({ id: eventId, userId }).unwrap()).msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  const staff = load.data?.staff ?? [];
  return (
    <section aria-labelledby="event-staff" className={styles.section}>
      <h2 id="event-staff">Staff</h2>
      <p>
        Staff check attendees in and enter results at this event only. Add them by the email of their account.
      </p>
      <UnderHeading level={2}>
        {load.isLoading ? (
          <Loader label="Loading staff..." />
        ) : load.error !== undefined && !load.data ? (
          <FailurePanel error={load.error} onRetry={load.refetch} title="The staff could not be loaded" />
        ) : staff.length === 0 ? (
          <p className={styles.hidden}>No staff yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Staff">
            {staff.map((member) => (
              <li key={member.userId}>
                <span className={styles.name}>
                  {member.name} ({member.email})
                </span>
                <Button
                  size="small"
                  variant="link-danger"
                  isBusy={removing.isLoading && removing.originalArgs?.userId === member.userId}
                  aria-label={`Remove ${member.name}`}
                  onClick={() => void onRemove(member.userId)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </UnderHeading>
      {isOpen && (
        <form className="form" aria-label="Add staff" onSubmit={(event) => void onAdd(event)}>
          <TextField
            label="Email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SubmitButton variant="primary" isBusy={adding.isLoading} busyLabel="Adding...">
            Add staff
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
