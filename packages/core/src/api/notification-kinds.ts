// Every kind of notification the server writes (issue 23), composed from the kinds each feature declares beside its
// own schemas: one line per feature here, no feature's details. A feature that lands adds its array; the spec's
// kinds no feature serves yet (match_found) come with their feature.
import { z } from 'zod';
import { ASSOCIATION_NOTIFICATIONS } from './coaches.ts';
import { COLLABORATOR_NOTIFICATIONS } from './collaborators.ts';
import { CONNECTION_NOTIFICATIONS } from './connections.ts';
import { CONSENT_NOTIFICATIONS } from './consent-notifications.ts';
import { ENDORSEMENT_NOTIFICATIONS } from './endorsements.ts';
import { EVENT_NOTIFICATIONS } from './events.ts';
import { GROUP_REQUEST_NOTIFICATIONS } from './group-requests.ts';
import { GROUP_NOTIFICATIONS } from './groups.ts';
import {
  AnyNotificationPageSchema,
  AnyNotificationReplySchema,
  AnyNotificationSchema,
  FOLLOWING_NOTIFICATIONS,
  NOTIFICATION_PAGE_SIZE,
} from './notifications.ts';
import { PITCH_NOTIFICATIONS } from './pitches.ts';

export const NOTIFICATION_KINDS = [
  ...FOLLOWING_NOTIFICATIONS,
  ...CONNECTION_NOTIFICATIONS,
  ...ASSOCIATION_NOTIFICATIONS,
  ...COLLABORATOR_NOTIFICATIONS,
  ...PITCH_NOTIFICATIONS,
  ...ENDORSEMENT_NOTIFICATIONS,
  ...CONSENT_NOTIFICATIONS,
  ...GROUP_NOTIFICATIONS,
  ...GROUP_REQUEST_NOTIFICATIONS,
  ...EVENT_NOTIFICATIONS,
] as const;

/** A notification of a kind this version knows, told apart by its type, each kind's data its own shape. */
export const KnownNotificationSchema = z.discriminatedUnion('type', NOTIFICATION_KINDS);
export type KnownNotification = z.infer<typeof KnownNotificationSchema>;
export type NotificationType = KnownNotification['type'];
export type NotificationOf<Type extends NotificationType> = Extract<KnownNotification, { type: Type }>;

/** Every type the server writes, in the order above. */
export const NOTIFICATION_TYPES: readonly NotificationType[] = NOTIFICATION_KINDS.map(
  (kind) => kind.shape.type.value,
);
const KNOWN_TYPES: ReadonlySet<string> = new Set(NOTIFICATION_TYPES);

/**
 * The spec's notification as the server answers it (section 3): a known kind with its data, or a kind this version
 * does not know (an old row whose kind has gone, a kind a test registers), answered as stored rather than failing
 * the list. A known type whose data does not fit its kind is no notification.
 */
export const NotificationSchema = z.union([
  KnownNotificationSchema,
  AnyNotificationSchema.refine((notification) => !KNOWN_TYPES.has(notification.type), {
    message: 'A known kind must carry its own data',
  }).describe('A kind this version does not know, as stored'),
]);
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = AnyNotificationPageSchema.extend({
  notifications: z.array(NotificationSchema).describe(`Newest first, at most ${NOTIFICATION_PAGE_SIZE}`),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationReplySchema = AnyNotificationReplySchema.extend({
  notification: NotificationSchema,
});
