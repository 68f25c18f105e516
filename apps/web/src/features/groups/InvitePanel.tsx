// Inviting, for the group's admins (issue 24): find a profile by name (the search lists only people the viewer may
// see) or type an email (a mailed /register-group-link), as a member or an admin (`Group member added!`); then each
// invitation with its state (waiting, accepted, declined, expired) and Resend for the ones not taken up.
import type { GroupPage, Invite, InvitedRole } from '@podium/core/api/groups';
import type { ProfileKind } from '@podium/core/api/users';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { formatDay } from '../../ui/dates.ts';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { GroupSection } from './GroupSection.tsx';
import { useInviteMutation, useLazyFindInviteesQuery } from './groups-api.ts';
import styles from './InvitePanel.module.css';
import { PersonRow, PersonRows } from './PersonRow.tsx';

type Invitation = GroupPage['invitations'][number];

const ROLES = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
] as const;

const STATE_WORDS = {
  waiting: 'Waiting',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
} as const;

const KIND_WORDS: Record<ProfileKind, string> = { athlete: 'Athlete', coach: 'Coach', org: 'Organisation' };

const isRole = (value: string): value is InvitedRole => value === 'member' || value === 'admin';

/** Sends an invitation (or sends it again) and says what the server said. */
function useSendInvite(groupId: string, type: ProfileKind) {
  const dispatch = useAppDispatch();
  const [invite, inviting] = useInviteMutation();
  async function send(body: Invite): Promise<boolean> {
    try {
      dispatch(showAlert((await invite({ id: groupId, type, invite: body }).unwrap()).msg, 'success'));
      return true;
    } catch (error) {
      dispatch(showErrorAlerts(error));
      return false;
    }
  }
  return { send, isSending: inviting.isLoading };
}

function FindPeople({ groupId, type, role }: { groupId: string; type: ProfileKind; role: InvitedRole }) {
  const [name, setName] = useState('');
  const [find, found] = useLazyFindInviteesQuery();
  const { send, isSending } = useSendInvite(groupId, type);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (name.trim()) void find(name.trim());
  }
  const results = found.data?.results ?? [];
  return (
    <>
      <form className={styles.search} role="search" onSubmit={onSubmit}>
        <TextField
          label="Find a person by name"
          type="search"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" isBusy={found.isFetching} busyLabel="Searching...">
          Search
        </Button>
      </form>
      {found.error !== undefined && (
        <FailureNote error={found.error} onRetry={() => find(name.trim())} lead="We could not search." />
      )}
      {found.isSuccess && !found.isFetching && results.length === 0 && (
        <p className="muted">Nobody you may see goes by that name. Invite them by email instead.</p>
      )}
      {results.length > 0 && (
        <PersonRows label="People found">
          {results.map((person) => (
            <PersonRow
              key={`${person.profileType}:${person.profileId}`}
              name={person.name}
              photo={person.photo}
              meta={[KIND_WORDS[person.profileType], person.sport, person.place].filter(Boolean).join(' · ')}
            >
              <Button
                size="small"
                variant="primary"
                aria-label={`Invite ${person.name}`}
                disabled={isSending}
                onClick={() =>
                  void send({ profileId: person.profileId, profileType: person.profileType, role })
                }
              >
                Invite
              </Button>
            </PersonRow>
          ))}
        </PersonRows>
      )}
    </>
  );
}

function InviteByEmail({ groupId, type, role }: { groupId: string; type: ProfileKind; role: InvitedRole }) {
  const [email, setEmail] = useState('');
  const { send, isSending } = useSendInvite(groupId, type);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await send({ email: email.trim(), role })) setEmail('');
  }
  return (
    <form className={styles.search} onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label="Or invite by email"
        type="email"
        required
        autoComplete="off"
        hint="Someone without an account gets a link to register and join."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" isBusy={isSending} busyLabel="Sending...">
        Send invitation
      </Button>
    </form>
  );
}

function Invitations({
  groupId,
  type,
  invitations,
}: {
  groupId: string;
  type: ProfileKind;
  invitations: Invitation[];
}) {
  const { send, isSending } = useSendInvite(groupId, type);
  if (invitations.length === 0) return null;
  return (
    <GroupSection id="group-invitations" title="Invitations sent">
      <PersonRows label="Invitations">
        {invitations.map((invitation) => {
          const who = invitation.profile?.name ?? invitation.email ?? 'Someone';
          const body: Invite = invitation.profile
            ? {
                profileId: invitation.profile.profileId,
                profileType: invitation.profile.profileType,
                role: invitation.role,
              }
            : { email: invitation.email ?? '', role: invitation.role };
          const until =
            invitation.state === 'waiting' ? ` · until ${formatDay(new Date(invitation.expiresAt))}` : '';
          return (
            <PersonRow
              key={invitation.profile?.profileId ?? invitation.email}
              name={who}
              photo={invitation.profile?.photo ?? null}
              meta={
                <>
                  <span data-state={invitation.state}>{STATE_WORDS[invitation.state]}</span>
                  {invitation.role === 'admin' ? ' · as admin' : ''}
                  {until}
                </>
              }
            >
              {invitation.state !== 'accepted' && (
                <Button
                  size="small"
                  aria-label={`Resend to ${who}`}
                  disabled={isSending}
                  onClick={() => void send(body)}
                >
                  Resend
                </Button>
              )}
            </PersonRow>
          );
        })}
      </PersonRows>
    </GroupSection>
  );
}

export function InvitePanel({
  view,
  type,
}: {
  view: Pick<GroupPage, 'group' | 'invitations'>;
  type: ProfileKind;
}) {
  const [role, setRole] = useState<InvitedRole>('member');
  const groupId = view.group._id;
  return (
    <>
      <GroupSection id="group-invite" title="Invite">
        <SelectField
          label="Invite as"
          options={ROLES}
          value={role}
          onChange={(event) => {
            if (isRole(event.target.value)) setRole(event.target.value);
          }}
        />
        <FindPeople groupId={groupId} type={type} role={role} />
        <InviteByEmail groupId={groupId} type={type} role={role} />
      </GroupSection>
      <Invitations groupId={groupId} type={type} invitations={view.invitations} />
    </>
  );
}
