// The group page's head (issue 24): photo, name (the screen's h1), kind, size and description; Edit for its admins
// (`Group updated!`), Leave for anyone but the owner (`Removed from group!`, then the member's home).
import type { ProfileKind } from '@podium/core/api/users';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { ProfilePhoto } from '../../ui/ProfilePhoto.tsx';
import { EditGroupDialog } from './EditGroupDialog.tsx';
import styles from './GroupHeader.module.css';
import { homeOfType, KIND_NAMES, membersText } from './group-paths.ts';
import { useLeaveGroupMutation } from './groups-api.ts';
import type { GroupView } from './use-group-page.ts';

function LeaveDialog({ view, type, onClose }: { view: GroupView; type: ProfileKind; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [leave, leaving] = useLeaveGroupMutation();
  async function onLeave() {
    try {
      const reply = await leave({ id: view.group._id, type, profileId: view.myProf.profileId }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      navigate(homeOfType(type));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <Dialog title={`Leave ${view.group.name}?`} onClose={onClose}>
      <p>You will stop seeing its notices and members. Your own results and videos stay on your profile.</p>
      <DialogActions>
        <Button onClick={onClose}>Stay</Button>
        <Button
          variant="danger"
          isBusy={leaving.isLoading}
          busyLabel="Leaving..."
          onClick={() => void onLeave()}
        >
          Leave group
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function GroupHeader({ view, type }: { view: GroupView; type: ProfileKind }) {
  const [open, setOpen] = useState<'edit' | 'leave' | null>(null);
  const { group, myProf } = view;
  const isAdmin = myProf.role !== 'member';
  return (
    <header className={styles.header}>
      <ProfilePhoto url={group.photo} name={group.name} />
      <div className={styles.words}>
        <p className="eyebrow">
          {KIND_NAMES[group.kind]} · {membersText(group.memberCount)}
        </p>
        <h1 className={styles.name}>{group.name}</h1>
        {group.description && <p className={styles.description}>{group.description}</p>}
      </div>
      <div className={styles.actions}>
        {isAdmin && <Button onClick={() => setOpen('edit')}>Edit group</Button>}
        {myProf.role !== 'owner' && (
          <Button variant="link-danger" onClick={() => setOpen('leave')}>
            Leave group
          </Button>
        )}
      </div>
      {open === 'leave' && <LeaveDialog view={view} type={type} onClose={() => setOpen(null)} />}
      {open === 'edit' && <EditGroupDialog group={group} onClose={() => setOpen(null)} />}
    </header>
  );
}
