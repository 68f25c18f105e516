// What following tells people (STYLE 5: this feature's own handlers): a follow request and its acceptance become
// notifications, written in the transaction of the change. Its kinds are core's (api/notifications.ts).
import {
  FOLLOWING_NOTIFICATIONS,
  FollowAcceptedNotificationSchema,
  FollowRequestNotificationSchema,
} from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import { registerNotificationKinds } from '../notifications/kinds.ts';
import { notify } from '../notifications/service.ts';

export function registerFollowingHandlers(events: EventBus) {
  registerNotificationKinds(FOLLOWING_NOTIFICATIONS);
  events.on('follow.requested', async (tx, { follower, followed }) => {
    await notify(tx, {
      kind: FollowRequestNotificationSchema,
      body: 'wants to follow you',
      // Spec 3: data._id is the sender profile (the handle call's `_id`); senderType and userType its types.
      data: { _id: follower.profileId, senderType: follower.profileType, userType: followed.profileType },
      sender: follower,
      receiver: followed,
    });
  });
  events.on('follow.accepted', async (tx, { follower, followed }) => {
    await notify(tx, {
      kind: FollowAcceptedNotificationSchema,
      body: 'accepted your follow request',
      data: { _id: followed.profileId, senderType: followed.profileType, userType: follower.profileType },
      sender: followed,
      receiver: follower,
    });
  });
}
