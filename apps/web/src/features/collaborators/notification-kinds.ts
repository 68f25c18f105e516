// How collaborating's notifications show (issue 23): the invite's Accept, the results or the video a collaborator
// added (CollaboratorNotice.tsx, a chunk fetched as the dialog opens).
import {
  CollaboratorInviteNotificationSchema,
  CollaboratorTestsNotificationSchema,
  CollaboratorVideoNotificationSchema,
} from '@podium/core/api/collaborators';
import { lazy } from 'react';
import { registerNotificationKind } from '../../state/notification-kinds.ts';

const notice = () => import('./CollaboratorNotice.tsx');

// Ours (issue 10): an athlete invites a coach to add results and videos; the detail view offers Accept.
registerNotificationKind(CollaboratorInviteNotificationSchema, {
  title: 'Collaborator invite',
  summary:
    'An athlete invited you to add results and videos to their profile. Results you add show as verified.',
  Detail: lazy(async () => ({ default: (await notice()).CollaboratorInviteDetail })),
});
registerNotificationKind(CollaboratorTestsNotificationSchema, {
  title: 'Collaborator test submission',
  summary: 'A collaborator added results to your profile.',
  Detail: lazy(async () => ({ default: (await notice()).CollaboratorTestsDetail })),
});
registerNotificationKind(CollaboratorVideoNotificationSchema, {
  title: 'Collaborator video submission',
  summary: 'A collaborator added a highlight video to your profile.',
  Detail: lazy(async () => ({ default: (await notice()).CollaboratorVideoDetail })),
});
