// A group's members (issue 24), owner and admins first, a page at a time: each with their role, their email only
// where they chose to show it, Remove for whoever may remove them (the owner anyone; an admin members), and for
// admins "Send a result" for an athlete, which waits for the athlete's Accept.
import type { GroupMember } from '@podium/core/api/groups';
import type { ProfileKind } from '@podium/core/api/users';
import { useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { profilePath } from '../../ui/profile-paths.ts';
import { GroupSection } from './GroupSection.tsx';
import { useRemoveMemberMutation } from './groups-api.ts';
import styles from './MemberList.module.css';
import type { MorePages } from './more-pages.ts';
import { PersonRow, PersonRows } from './PersonRow.tsx';
import { SendResultDialog } from './SendResultDialog.tsx';
import type { GroupView } from './use-group-page.ts';

const ROLE_WORDS = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

/** Where a member's name leads: inside the coach's group view, or the member's profile. */
export function memberPath(
  groupId: string,
  type: ProfileKind,
  member: Pick<GroupMember, 'profileId' | 'profileType'>,
) {
  return type === 'coach'
    ? `/CoachProfile/MyGroups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(member.profileId)}`
    : profilePath(member.profileId, member.profileType);
}

function canRemove(view: GroupView, member: GroupMember): boolean {
  if (member.profileId === view.myProf.profileId || member.role === 'owner') return false;
  return view.myProf.role === 'owner' || (view.myProf.role === 'admin' && member.role === 'member');
}

/** Admins send results for athlete members (they wait for the athlete's Accept); coaches collaborating for an
 * athlete may too, but the page does not know who collaborates, so the server's check decides for them elsewhere. */
function canSendFor(view: GroupView, member: GroupMember): boolean {
  return (
    view.myProf.role !== 'member' &&
    member.profileType === 'athlete' &&
    member.profileId !== view.myProf.profileId
  );
}

function Member({ view, member, type }: { view: GroupView; member: GroupMember; type: ProfileKind }) {
  const dispatch = useAppDispatch();
  const [remove, removing] = useRemoveMemberMutation();
  const [isSending, setSending] = useState(false);
  async function onRemove() {
    try {
      const reply = await remove({
        id: view.group._id,
        type,
        memberId: member.profileId,
        memberType: member.profileType,
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <PersonRow
      name={member.name}
      photo={member.photo}
      to={memberPath(view.group._id, type, member)}
      meta={
        <span className={styles.meta}>
          <span className={styles.role} data-role={member.role}>
            {ROLE_WORDS[member.role]}
          </span>
          {member.email && (
            <a className={styles.email} href={`mailto:${member.email}`}>
              {member.email}
            </a>
          )}
        </span>
      }
    >
      {canSendFor(view, member) && (
        <Button size="small" aria-label={`Send a result for ${member.name}`} onClick={() => setSending(true)}>
          Send a result
        </Button>
      )}
      {isSending && <SendResultDialog view={view} member={member} onClose={() => setSending(false)} />}
      {canRemove(view, member) && (
        <Button
          size="small"
          variant="link-danger"
          aria-label={`Remove ${member.name}`}
          isBusy={removing.isLoading}
          busyLabel="Removing..."
          onClick={() => void onRemove()}
        >
          Remove
        </Button>
      )}
    </PersonRow>
  );
}

export function MemberList({ view, type, more }: { view: GroupView; type: ProfileKind; more: MorePages }) {
  return (
    <GroupSection
      id="group-members"
      title={
        <>
          Members <span className={styles.count}>({view.group.memberCount})</span>
        </>
      }
    >
      <PersonRows label="Members">
        {view.members.map((member) => (
          <Member key={`${member.profileType}:${member.profileId}`} view={view} member={member} type={type} />
        ))}
      </PersonRows>
      <LoadMore {...more} failedLead="We could not load more members." />
    </GroupSection>
  );
}
