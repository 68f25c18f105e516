// How associating's notifications show (issue 23): each detail view offers Confirm (AssociatedNotice.tsx, a chunk
// fetched as the dialog opens).
import {
  AddedAssociatedCoachNotificationSchema,
  AddedAssociatedNotificationSchema,
  AssociatedCoachRequestNotificationSchema,
} from '@podium/core/api/coaches';
import { lazy } from 'react';
import { registerNotificationKind } from '../../state/notification-kinds.ts';

const Detail = lazy(async () => ({ default: (await import('./AssociatedNotice.tsx')).AssociatedNotice }));

registerNotificationKind(AddedAssociatedNotificationSchema, {
  title: 'Added as associated',
  summary: 'You were added as an associated athlete.',
  Detail,
});
registerNotificationKind(AddedAssociatedCoachNotificationSchema, {
  title: 'Added as associated coach',
  summary: 'You were added as an associated coach.',
  Detail,
});
registerNotificationKind(AssociatedCoachRequestNotificationSchema, {
  title: 'Associated coach request',
  summary: 'A coach asked to be associated with you.',
  Detail,
});
