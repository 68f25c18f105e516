// How groups' notifications show (issue 24; account spec 4): an invitation offers Reject and Join, a profile asking
// to join offers the group's admins Deny and Confirm; each answers it and so removes it. A new member (Group Joined)
// opens the group's Members tab; a notice opens its group's board; a request (or its reminder) and a pending submission open the group's Requests tab, where they are
// answered, accepted or declined, and so does an admin's news of an answer; a removal only tells.
import {
  GroupPendingNotificationSchema,
  GroupRequestAnsweredNotificationSchema,
  GroupRequestNotificationSchema,
} from '@podium/core/api/group-requests';
import {
  GroupInviteNotificationSchema,
  GroupJoinedNotificationSchema,
  GroupJoinRequestNotificationSchema,
  GroupNoticeNotificationSchema,
  RemovedYouNotificationSchema,
} from '@podium/core/api/groups';
import { showAlert } from '../../state/alerts-slice.ts';
import { type ActionTools, registerNotificationKind } from '../../state/notification-kinds.ts';
import { groupPath } from './group-paths.ts';
import { groupsApi } from './groups-api.ts';
import { NOT_JOINED } from './join-words.ts';

interface GroupNotification {
  data: {
    groupId: string;
    userType: 'athlete' | 'coach' | 'org';
    _id: string;
    senderType: 'athlete' | 'coach' | 'org';
  };
  receiver: { profileId: string };
}

async function join({ data }: GroupNotification, { dispatch, remove }: ActionTools) {
  const reply = await dispatch(
    groupsApi.endpoints.joinGroup.initiate({ id: data.groupId, type: data.userType }),
  ).unwrap();
  if (reply.state === 'joined') dispatch(showAlert(reply.msg, 'success'));
  else dispatch(showAlert(NOT_JOINED[reply.state], 'danger'));
  await remove();
}

async function decline({ data, receiver }: GroupNotification, { dispatch, remove }: ActionTools) {
  await dispatch(
    groupsApi.endpoints.leaveGroup.initiate({
      id: data.groupId,
      type: data.userType,
      profileId: receiver.profileId,
    }),
  ).unwrap();
  await remove();
}

const answerRequest =
  (isConfirmed: boolean) =>
  async ({ data }: GroupNotification, { dispatch, remove }: ActionTools) => {
    await dispatch(
      isConfirmed
        ? groupsApi.endpoints.confirmJoin.initiate({
            id: data.groupId,
            memberId: data._id,
            memberType: data.senderType,
          })
        : groupsApi.endpoints.denyJoin.initiate({ id: data.groupId, memberId: data._id }),
    ).unwrap();
    await remove();
  };

registerNotificationKind(GroupInviteNotificationSchema, {
  title: 'Group invitation',
  summary: 'You are invited to join a group.',
  actions: [
    { label: 'Reject', run: decline },
    { label: 'Join', isPrimary: true, run: join },
  ],
});

registerNotificationKind(GroupJoinRequestNotificationSchema, {
  title: 'Request to join your group',
  summary: 'Someone asked to join a group you run.',
  actions: [
    { label: 'Deny', run: answerRequest(false) },
    { label: 'Confirm', isPrimary: true, run: answerRequest(true) },
  ],
});

registerNotificationKind(GroupJoinedNotificationSchema, {
  title: 'New group member',
  summary: 'Someone joined a group you run.',
  actions: [
    {
      label: 'View',
      isPrimary: true,
      run: ({ data }, { navigate }) => navigate(`${groupPath(data.groupId, data.userType)}?tab=members`),
    },
  ],
});

registerNotificationKind(GroupNoticeNotificationSchema, {
  title: 'Group notice',
  summary: 'A new notice on a group’s board.',
  // The notice is read on the group's board, where opening it counts as seen.
  actions: [
    {
      label: 'Open group',
      isPrimary: true,
      run: ({ data }, { navigate }) => navigate(groupPath(data.groupId, data.userType)),
    },
  ],
});

registerNotificationKind(RemovedYouNotificationSchema, {
  title: 'Removed from a group',
  summary: 'A group’s admin removed you from the group.',
});

// Answered in the group, not here: a request by its Answer, a submission by Accept or Decline (both on Requests).
const openRequests = {
  label: 'View',
  isPrimary: true,
  run: (
    { data }: { data: { groupId: string; userType: 'athlete' | 'coach' | 'org' } },
    { navigate }: ActionTools,
  ) => navigate(`${groupPath(data.groupId, data.userType)}?tab=requests`),
};

registerNotificationKind(GroupRequestNotificationSchema, {
  title: 'Group request',
  summary: 'A group’s admin asks you for a result, a video or a file.',
  actions: [openRequests],
});

registerNotificationKind(GroupPendingNotificationSchema, {
  title: 'Submitted for you',
  summary: 'A coach sent results or a video for your profile: accept or decline them.',
  actions: [openRequests],
});

// An admin hears what members did with requests and submissions; the Requests tab shows who answered and who has not.
registerNotificationKind(GroupRequestAnsweredNotificationSchema, {
  title: 'Request answered',
  summary: 'A member answered a request, or took or declined what was sent for them.',
  actions: [openRequests],
});
