// How following's notifications show (issue 23; spec 4): a follow request offers Reject, View (the asker's profile)
// and Accept, which answer it (PUT /api/following/request/handle) and so remove it.
import {
  FollowAcceptedNotificationSchema,
  FollowRequestNotificationSchema,
} from '@podium/core/api/notifications';
import { type ActionTools, registerNotificationKind } from '../../state/notification-kinds.ts';
import { profilePath } from '../../ui/profile-paths.ts';
import { followingApi } from './following-api.ts';

/** Answers the request: data._id is the asker's profile (spec 3). */
const answer =
  (isAccepted: boolean) =>
  (notification: { _id: string; data: { _id: string } }, { dispatch }: ActionTools) =>
    dispatch(
      followingApi.endpoints.handleFollowRequest.initiate({
        notification_id: notification._id,
        _id: notification.data._id,
        isAccepted,
      }),
    ).unwrap();

registerNotificationKind(FollowRequestNotificationSchema, {
  title: 'Follow request',
  summary: 'Someone asked to follow you.',
  actions: [
    { label: 'Reject', run: answer(false) },
    {
      label: 'View',
      run: ({ sender }, tools) =>
        sender ? tools.navigate(profilePath(sender.profileId, sender.profileType)) : tools.open(),
    },
    { label: 'Accept', isPrimary: true, run: answer(true) },
  ],
});

registerNotificationKind(FollowAcceptedNotificationSchema, {
  title: 'Follow request accepted',
  summary: 'Someone accepted your follow request: you follow them now.',
});
