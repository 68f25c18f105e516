// The coach's /CoachProfile/MyGroups/{id}/members/{memberId} and /following/{memberId} (spec 2): one person seen from
// the group: who they are in it (role, since when, their email where they chose to show it) and the way to their
// profile and activity, with the way back to the group. Someone not (or no longer) in the group is said so, with the
// way to their profile (docs/design-choices.md, "Groups: the screens").
import type { GroupMember } from '@podium/core/api/groups';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { formatDay } from '../../ui/dates.ts';
import { ProfilePhoto } from '../../ui/ProfilePhoto.tsx';
import { profilePath } from '../../ui/profile-paths.ts';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { GroupLoadState } from './GroupLoadState.tsx';
import styles from './GroupPersonPage.module.css';
import { groupPath } from './group-paths.ts';
import { useGroupPage } from './use-group-page.ts';

const ROLE_WORDS = { owner: 'Owner of', admin: 'Admin of', member: 'Member of' } as const;

function Person({ member, groupName }: { member: GroupMember; groupName: string }) {
  return (
    <Card as="article" className={styles.person}>
      <ProfilePhoto url={member.photo} name={member.name} />
      <div className={styles.words}>
        <h1 className={styles.name}>{member.name}</h1>
        <p className={styles.meta}>
          {ROLE_WORDS[member.role]} {groupName} since {formatDay(new Date(member.joinedAt))}
        </p>
        {member.email && (
          <p className={styles.meta}>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </p>
        )}
        <div className={styles.actions}>
          <ButtonLink variant="primary" to={profilePath(member.profileId, member.profileType)}>
            View profile
          </ButtonLink>
          <ButtonLink to={`/timeline/${encodeURIComponent(member.profileId)}`}>Activity</ButtonLink>
        </div>
      </div>
    </Card>
  );
}

export function GroupPersonPage() {
  const { id = '', memberId = '' } = useParams();
  const state = useGroupPage(id, 'coach');
  const { view } = state;
  if (typeof view !== 'object') return <div className="page">{<GroupLoadState state={state} />}</div>;
  const member = view.members.find((candidate) => candidate.profileId === memberId);
  return (
    <div className="page">
      <p className={styles.back}>
        <Link to={groupPath(view.group._id, 'coach')}>← {view.group.name}</Link>
      </p>
      {member ? (
        <Person member={member} groupName={view.group.name} />
      ) : (
        <StatePanel
          kind="empty"
          title={`Not a member of ${view.group.name}`}
          action={
            <ButtonLink variant="primary" to={profilePath(memberId, 'athlete')}>
              View their profile
            </ButtonLink>
          }
        >
          They may have left the group, or not be among the members loaded yet.
        </StatePanel>
      )}
    </div>
  );
}
