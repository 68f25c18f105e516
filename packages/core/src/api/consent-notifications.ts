// What a caregiver's decision tells the athlete (issue 22), as kinds of notification (issue 23): beside consent.ts
// rather than in it, so the caregiver's page and the account page, which load consent.ts, carry no notification schemas.
import { z } from 'zod';
import { notificationKind } from './notifications.ts';

/** What the caregiver's decision tells the athlete under 16 (issue 22): ours, the spec names none. Nobody sent it. */
const ConsentDataSchema = z.object({ userType: z.literal('athlete') });
export const ConsentGivenNotificationSchema = notificationKind('Caregiver Consent Given', ConsentDataSchema);
export const ConsentWithdrawnNotificationSchema = notificationKind(
  'Caregiver Consent Withdrawn',
  ConsentDataSchema,
);
export const CONSENT_NOTIFICATIONS = [
  ConsentGivenNotificationSchema,
  ConsentWithdrawnNotificationSchema,
] as const;
