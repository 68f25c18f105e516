// The member's own settings in this group (issue 24): which of its notifications they get (all, notices only, none)
// and whether the other members see their email (off unless chosen: minors are members too). `Settings saved!`.
import type { GroupNotificationSetting } from '@podium/core/api/groups';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Fieldset } from '../../ui/Fieldset.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useSaveSettingsMutation } from './groups-api.ts';
import styles from './MySettings.module.css';
import type { GroupView } from './use-group-page.ts';

const CHOICES: { value: GroupNotificationSetting; label: string; hint: string }[] = [
  { value: 'all', label: 'Everything', hint: 'Notices and the group’s news' },
  { value: 'notices', label: 'Notices only', hint: 'Only when a notice is posted' },
  { value: 'muted', label: 'Muted', hint: 'Nothing: look in when you like' },
];

export function MySettings({ view }: { view: GroupView }) {
  const dispatch = useAppDispatch();
  const [notifications, setNotifications] = useState(view.myProf.notifications);
  const [showContact, setShowContact] = useState(view.myProf.showContact);
  const [save, saving] = useSaveSettingsMutation();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const reply = await save({
        id: view.group._id,
        type: view.myProf.profileType,
        notifications,
        showContact,
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <section aria-labelledby="group-settings">
      <h2 id="group-settings">My settings</h2>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <Fieldset legend="Notifications from this group">
          {CHOICES.map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name="group-notifications"
                value={choice.value}
                checked={notifications === choice.value}
                onChange={() => setNotifications(choice.value)}
              />
              <span>
                {choice.label} <span className="muted">· {choice.hint}</span>
              </span>
            </label>
          ))}
        </Fieldset>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={showContact}
            onChange={(event) => setShowContact(event.target.checked)}
          />
          <span>Show my email to the other members</span>
        </label>
        <SubmitButton isBusy={saving.isLoading} busyLabel="Saving...">
          Save settings
        </SubmitButton>
      </form>
    </section>
  );
}
