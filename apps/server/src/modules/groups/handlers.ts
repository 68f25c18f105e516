// What groups tell people (issue 24): a Group Invite (Reject / Join) to the invited profile, a Group Join Request and
// a Group Joined to the admins who want every notification, and Removed You to a removed member, which reaches their
// sockets at once (the delivery worker's socket lane) so their screens drop the group; and a Group Notice (or Group
// Request) to the members a notice's (request's) job names, all written in one statement (notifyEach); a Group Request
// Answered to the admins the group-answered job names.
import {
  GROUP_NOTIFICATIONS,
  GROUP_REQUEST_NOTIFICATIONS,
  GroupInviteNotificationSchema,
  GroupJoinedNotificationSchema,
  GroupJoinRequestNotificationSchema,
  GroupNoticeNotificationSchema,
  GroupPendingNotificationSchema,
  GroupRequestAnsweredNotificationSchema,
  GroupRequestNotificationSchema,
  RemovedYouNotificationSchema,
} from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import type { OwnedRef } from '../../events/types.ts';
import { registerNotificationKinds } from '../notifications/kinds.ts';
import { notify, notifyEach } from '../notifications/service.ts';
import { answerWords } from './answer-words.ts';

const dataOf = (groupId: string, groupName: string, sender: OwnedRef, receiver: OwnedRef) => ({
  _id: sender.profileId,
  senderType: sender.profileType,
  userType: receiver.profileType,
  groupId,
  groupName,
});

export function registerGroupHandlers(events: EventBus) {
  registerNotificationKinds(GROUP_NOTIFICATIONS);
  registerNotificationKinds(GROUP_REQUEST_NOTIFICATIONS);
  events.on('group.invited', async (tx, { groupId, groupName, inviter, invitee }) => {
    await notify(tx, {
      kind: GroupInviteNotificationSchema,
      body: `invited you to the ${groupName} group`,
      data: dataOf(groupId, groupName, inviter, invitee),
      sender: inviter,
      receiver: invitee,
    });
  });
  events.on('group.join_requested', async (tx, { groupId, groupName, requester, admins }) => {
    await notifyEach(
      tx,
      GroupJoinRequestNotificationSchema,
      admins.map((admin) => ({
        body: `asked to join the ${groupName} group`,
        data: dataOf(groupId, groupName, requester, admin),
        sender: requester,
        receiver: admin,
      })),
    );
  });
  events.on('group.joined', async (tx, { groupId, groupName, member, admins }) => {
    await notifyEach(
      tx,
      GroupJoinedNotificationSchema,
      admins.map((admin) => ({
        body: `joined the ${groupName} group`,
        data: dataOf(groupId, groupName, member, admin),
        sender: member,
        receiver: admin,
      })),
    );
  });
  events.on('group.notice_posted', async (tx, { groupId, groupName, noticeId, author, members }) => {
    await notifyEach(
      tx,
      GroupNoticeNotificationSchema,
      members.map((member) => ({
        body: `posted a notice in the ${groupName} group`,
        data: { ...dataOf(groupId, groupName, author, member), noticeId },
        sender: author,
        receiver: member,
      })),
    );
  });
  events.on('group.removed', async (tx, { groupId, groupName, by, member }) => {
    await notify(tx, {
      kind: RemovedYouNotificationSchema,
      body: `removed you from the ${groupName} group`,
      data: dataOf(groupId, groupName, by, member),
      sender: by,
      receiver: member,
    });
  });
  events.on(
    'group.request_sent',
    async (tx, { groupId, groupName, requestId, requestKind, reminder, author, members }) => {
      const what = requestKind === 'test' ? 'a test result' : requestKind === 'video' ? 'a video' : 'a file';
      await notifyEach(
        tx,
        GroupRequestNotificationSchema,
        members.map((member) => ({
          body: reminder
            ? `reminds you: ${what} for the ${groupName} group`
            : `asked you for ${what} in the ${groupName} group`,
          data: { ...dataOf(groupId, groupName, author, member), requestId, requestKind, reminder },
          sender: author,
          receiver: member,
        })),
      );
    },
  );
  events.on(
    'group.answered',
    async (tx, { groupId, groupName, outcome, requestId, kind, member, admins }) => {
      await notifyEach(
        tx,
        GroupRequestAnsweredNotificationSchema,
        admins.map((admin) => ({
          body: `${answerWords(outcome, kind)} in the ${groupName} group`,
          data: { ...dataOf(groupId, groupName, member, admin), outcome, requestId, kind },
          sender: member,
          receiver: admin,
        })),
      );
    },
  );
  events.on(
    'group.pending_submitted',
    async (tx, { groupId, groupName, pendingId, pendingKind, sender, athlete }) => {
      await notify(tx, {
        kind: GroupPendingNotificationSchema,
        body: `sent ${pendingKind === 'test' ? 'results' : 'a video'} for your profile in the ${groupName} group`,
        data: { ...dataOf(groupId, groupName, sender, athlete), pendingId, pendingKind },
        sender,
        receiver: athlete,
      });
    },
  );
}
