// How endorsements' notifications show (issue 23): the coach asked writes and submits the endorsement; the athlete
// reads it and accepts it (EndorsementNotificationDetail.tsx, a chunk fetched as the dialog opens).
import {
  EndorsementRequestNotificationSchema,
  EndorsementSubmittedNotificationSchema,
} from '@podium/core/api/endorsements';
import { lazy } from 'react';
import { registerNotificationKind } from '../../state/notification-kinds.ts';

const detail = () => import('./EndorsementNotificationDetail.tsx');

// Not a spec 2 type: the coach's request to write one (design choices, issue 10).
registerNotificationKind(EndorsementRequestNotificationSchema, {
  title: 'Endorsement request',
  summary: 'An athlete asked you to endorse them.',
  Detail: lazy(async () => ({ default: (await detail()).EndorsementRequestDetail })),
});
registerNotificationKind(EndorsementSubmittedNotificationSchema, {
  title: 'Endorsement submitted',
  summary: 'An endorsement was submitted for you.',
  Detail: lazy(async () => ({ default: (await detail()).EndorsementSubmittedDetail })),
});
