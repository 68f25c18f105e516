// /groups (issue 24): the groups the acting profile is in, the invitations waiting for it (Join / Decline), and a new
// group's form; in four states, the empty one inviting to make a group.
import type { MyGroups } from '@podium/core/api/groups';
import type { ProfileKind } from '@podium/core/api/users';
import { useNavigate } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { formatDay } from '../../ui/dates.ts';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import { GroupCard } from './GroupCard.tsx';
import styles from './GroupsPage.module.css';
import { actingTypeOf, groupPath } from './group-paths.ts';
import { useGetMyGroupsQuery, useJoinGroupMutation, useLeaveGroupMutation } from './groups-api.ts';
import { NOT_JOINED } from './join-words.ts';
import { NewGroupForm } from './NewGroupForm.tsx';

const ROLE_NAMES = { owner: 'You own it', admin: 'You are an admin', member: 'You are a member' } as const;

type Invitation = MyGroups['invitations'][number];

function InvitationCard({
  invitation,
  type,
  profileId,
}: {
  invitation: Invitation;
  type: ProfileKind;
  profileId: string;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [join, joining] = useJoinGroupMutation();
  const [leave, leaving] = useLeaveGroupMutation();
  const { group } = invitation;
  async function onJoin() {
    try {
      const reply = await join({ id: group._id, type }).unwrap();
      if (reply.state !== 'joined') {
        dispatch(showAlert(NOT_JOINED[reply.state], 'danger'));
        return;
      }
      dispatch(showAlert(reply.msg, 'success'));
      navigate(groupPath(group._id, type));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  async function onDecline() {
    try {
      dispatch(showAlert((await leave({ id: group._id, type, profileId }).unwrap()).msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <GroupCard
      group={group}
      note={`${group.owner.name} invites you${invitation.role === 'admin' ? ' as an admin' : ''}, until ${formatDay(new Date(invitation.expiresAt))}`}
    >
      <div className={styles.answers}>
        <Button
          size="small"
          isBusy={leaving.isLoading}
          busyLabel="Declining..."
          onClick={() => void onDecline()}
        >
          Decline
        </Button>
        <Button
          size="small"
          variant="primary"
          isBusy={joining.isLoading}
          busyLabel="Joining..."
          onClick={() => void onJoin()}
        >
          Join
        </Button>
      </div>
    </GroupCard>
  );
}

function MyGroupsList({ type, profileId }: { type: ProfileKind; profileId: string }) {
  const list = useGetMyGroupsQuery(type);
  if (list.isLoading) return <Loader label="Loading your groups..." />;
  if (list.error !== undefined && !list.data) {
    return <FailurePanel error={list.error} onRetry={list.refetch} title="Your groups could not be loaded" />;
  }
  const groups = list.data?.groups ?? [];
  const invitations = list.data?.invitations ?? [];
  return (
    <>
      {invitations.length > 0 && (
        <section aria-labelledby="group-invitations" className={styles.section}>
          <h2 id="group-invitations">Invitations</h2>
          <ul className={styles.grid}>
            {invitations.map((invitation) => (
              <li key={invitation.group._id}>
                <InvitationCard invitation={invitation} type={type} profileId={profileId} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="my-groups" className={styles.section}>
        <h2 id="my-groups">Your groups</h2>
        {groups.length === 0 ? (
          <UnderHeading level={2}>
            <StatePanel kind="empty" title="You are in no groups yet" isFramed>
              Make one below for your squad, team or training partners, then invite them to it.
            </StatePanel>
          </UnderHeading>
        ) : (
          <ul className={styles.grid}>
            {groups.map((group) => (
              <li key={group._id}>
                <GroupCard group={group} to={groupPath(group._id, type)} note={ROLE_NAMES[group.role]} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function GroupsPage() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return null;
  const type = actingTypeOf(user);
  return (
    <div className="page">
      <p className="eyebrow">Groups</p>
      <h1 className={styles.title}>Groups</h1>
      <p className="lead">
        Where you run your squads and teams: notices, members and invitations in one place.
      </p>
      <UnderHeading>
        <MyGroupsList type={type} profileId={user.profileId ?? ''} />
      </UnderHeading>
      <div className={styles.section}>
        <NewGroupForm type={type} />
      </div>
    </div>
  );
}
