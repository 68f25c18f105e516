// Requests to join, for the group's admins (issue 24): Confirm adds the profile, Deny refuses it (`Request Denied!`).
import type { GroupPage } from '@podium/core/api/groups';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { timeAgo } from '../../ui/dates.ts';
import { GroupSection } from './GroupSection.tsx';
import { useConfirmJoinMutation, useDenyJoinMutation } from './groups-api.ts';
import { PersonRow, PersonRows } from './PersonRow.tsx';

type JoinRequest = GroupPage['requests'][number];

function Request({ groupId, request }: { groupId: string; request: JoinRequest }) {
  const dispatch = useAppDispatch();
  const [confirm, confirming] = useConfirmJoinMutation();
  const [deny, denying] = useDenyJoinMutation();
  const { profile } = request;
  async function answer(isConfirmed: boolean) {
    try {
      const reply = await (isConfirmed
        ? confirm({ id: groupId, memberId: profile.profileId, memberType: profile.profileType })
        : deny({ id: groupId, memberId: profile.profileId })
      ).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <PersonRow
      name={profile.name}
      photo={profile.photo}
      meta={`Asked ${timeAgo(new Date(request.requestedAt))}`}
    >
      <Button
        size="small"
        aria-label={`Deny ${profile.name}`}
        isBusy={denying.isLoading}
        busyLabel="Denying..."
        onClick={() => void answer(false)}
      >
        Deny
      </Button>
      <Button
        size="small"
        variant="primary"
        aria-label={`Confirm ${profile.name}`}
        isBusy={confirming.isLoading}
        busyLabel="Confirming..."
        onClick={() => void answer(true)}
      >
        Confirm
      </Button>
    </PersonRow>
  );
}

export function JoinRequests({ groupId, requests }: { groupId: string; requests: GroupPage['requests'] }) {
  if (requests.length === 0) return null;
  return (
    <GroupSection id="group-requests" title={`Asking to join (${requests.length})`}>
      <PersonRows label="Requests to join">
        {requests.map((request) => (
          <Request key={request.profile.profileId} groupId={groupId} request={request} />
        ))}
      </PersonRows>
    </GroupSection>
  );
}
