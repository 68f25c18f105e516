// How a caregiver's decision shows to the athlete under 16 (issue 22, 23): ours, the spec names none.
import {
  ConsentGivenNotificationSchema,
  ConsentWithdrawnNotificationSchema,
} from '@podium/core/api/consent-notifications';
import { registerNotificationKind } from '../../state/notification-kinds.ts';

registerNotificationKind(ConsentGivenNotificationSchema, {
  title: 'Caregiver consent given',
  summary: 'Your caregiver gave their consent: coaches and organisations on Podium can see your profile.',
});
registerNotificationKind(ConsentWithdrawnNotificationSchema, {
  title: 'Caregiver consent withdrawn',
  summary: 'Your caregiver withdrew their consent: your profile is hidden from others again.',
});
