// Notification and following calls (account spec 3, 4 and 7; issue 9). A receiver is a profile (athlete, coach or
// organisation), so one person with a coach and an organisation profile reads each one's notifications apart.
import { z } from 'zod';
import { IdSchema, optional, ProfileKindSchema, text, typeError } from './common.ts';

/** Notifications and followers a page holds: the newest first, then `nextCursor` for the next page. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const FOLLOW_PAGE_SIZE = 50;

const profileType = () => ProfileKindSchema.describe('athlete, coach or org');

/** A profile: the id of an athlete profile, of an organisation, or (until coach profiles exist) of a coach. */
export const ProfileRefSchema = z.object({
  profileId: IdSchema.describe('The profile’s id'),
  profileType: ProfileKindSchema,
});
export type ProfileRef = z.infer<typeof ProfileRefSchema>;

/** Where the last page ended: `<microseconds since 1970>_<id>`, as a reply's nextCursor gave it. */
export const CursorSchema = text('cursor', { max: 60 })
  .regex(/^\d{1,17}_[0-9a-f-]{36}$/, 'Must be the nextCursor of an earlier page')
  .describe('The nextCursor of the previous page; left out for the first page');

/** A person shown on a notification or in a list: their name, and their photo when they have one. */
export const ProfileCardSchema = z.object({
  profileId: z.string(),
  profileType: ProfileKindSchema,
  name: z.string(),
  photo: z.string().nullable(),
});
export type ProfileCard = z.infer<typeof ProfileCardSchema>;

/** What every notification carries whatever its kind (spec section 3): as listed, sent to a socket and pushed. */
const notificationFields = {
  _id: z.string(),
  body: z.string().describe('What happened, read after the sender’s name (e.g. "wants to follow you")'),
  sender: ProfileCardSchema.nullable().describe(
    'Who it is from; null when nobody sent it, or when the sender may no longer be shown to the receiver',
  ),
  receiver: z.object({ profileId: z.string(), profileType: ProfileKindSchema }),
  seen: z.boolean(),
  updatedAt: z.string().describe('ISO 8601'),
};

/**
 * A notification of any kind, as every kind has it: what the delivery worker, a socket and a push carry, and what the
 * web reads a list with, so a kind it does not know (a newer server's, an old row's) is shown plainly, never dropping
 * the list (design choices, "a notification of a kind the web does not know").
 */
export const AnyNotificationSchema = z.object({
  ...notificationFields,
  type: z.string().describe('The kind (spec 2 and 4): follow_request, Athlete CV, …'),
  data: z.record(z.string(), z.unknown()).describe('What the kind carries'),
});
export type AnyNotification = z.infer<typeof AnyNotificationSchema>;

/**
 * One kind of notification (issue 23): its type and the schema of its `data`. Each feature declares its kinds beside
 * its other schemas (the following kinds below, the pitch kinds in pitches.ts...); notification-kinds.ts composes
 * them into the union the server answers with.
 */
export function notificationKind<const Type extends string, Data extends z.ZodObject>(
  type: Type,
  data: Data,
) {
  return z.object({ ...notificationFields, type: z.literal(type), data });
}

/** A notification of one kind: what every kind carries, its type and its own data. */
export type KindNotification<Type extends string, Data> = Omit<AnyNotification, 'type' | 'data'> & {
  type: Type;
  data: Data;
};

/** A kind as the server's notify and the web's registry take it: a notification schema with a literal type. */
export interface NotificationKind<Type extends string = string, Data = unknown> {
  shape: { type: { value: Type }; data: z.ZodType<Data> };
  safeParse(value: unknown): { success: true; data: KindNotification<Type, Data> } | { success: false };
}

/** What most kinds carry (spec 3): data._id is the sender profile, senderType its type, userType the receiver's. */
export const SenderDataSchema = z.object({
  _id: z.string().describe('The sender profile (the profile an action on it names)'),
  senderType: ProfileKindSchema,
  userType: ProfileKindSchema.describe('The receiving profile’s type'),
});

/** Following (spec 3, 4): a request to follow, answered with Accept or Reject; its acceptance tells the asker. */
export const FollowRequestNotificationSchema = notificationKind('follow_request', SenderDataSchema);
export const FollowAcceptedNotificationSchema = notificationKind('follow_accepted', SenderDataSchema);
export const FOLLOWING_NOTIFICATIONS = [
  FollowRequestNotificationSchema,
  FollowAcceptedNotificationSchema,
] as const;

export const NotificationListQuerySchema = z.object({
  profile_id: IdSchema.describe('One of the signed-in user’s profiles'),
  profile_type: profileType(),
  cursor: optional(CursorSchema),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** A page of notifications of any kind, as the web reads it (the server's answer is notification-kinds.ts'). */
export const AnyNotificationPageSchema = z.object({
  notifications: z.array(AnyNotificationSchema).describe(`Newest first, at most ${NOTIFICATION_PAGE_SIZE}`),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
});
export type AnyNotificationPage = z.infer<typeof AnyNotificationPageSchema>;

/** The top bar's badge: unseen notifications of each of the signed-in user's profiles, and their sum. */
export const UnseenCountSchema = z.object({
  total: z.number().int(),
  profiles: z.array(
    z.object({ profileId: z.string(), profileType: ProfileKindSchema, unseen: z.number().int() }),
  ),
});
export type UnseenCount = z.infer<typeof UnseenCountSchema>;

export const NotificationIdSchema = z.object({ notification_id: IdSchema });
export type NotificationId = z.infer<typeof NotificationIdSchema>;

export const ReadNotificationSchema = z.object({
  notification_id: IdSchema,
  userType: profileType().describe(
    'The notification user type (spec 6): the profile type the notification is addressed to',
  ),
});
export type ReadNotification = z.infer<typeof ReadNotificationSchema>;

export const AnyNotificationReplySchema = z.object({ msg: z.string(), notification: AnyNotificationSchema });

export const HandleFollowRequestSchema = z.object({
  notification_id: IdSchema,
  _id: IdSchema.describe('The profile that asked to follow (the notification’s data._id)'),
  isAccepted: z.boolean({ error: typeError('isAccepted', 'boolean') }),
});
export type HandleFollowRequest = z.infer<typeof HandleFollowRequestSchema>;

/** A profile to follow, unfollow, block or unblock, from the signed-in user's acting profile (spec 6). */
export const FollowTargetSchema = z.object({
  profileId: IdSchema,
  profileType: profileType(),
});
export type FollowTarget = z.infer<typeof FollowTargetSchema>;

export const FollowListQuerySchema = z.object({
  profileId: IdSchema,
  profileType: profileType(),
  cursor: optional(CursorSchema),
});
export type FollowListQuery = z.infer<typeof FollowListQuerySchema>;

export const FollowListSchema = z.object({
  profiles: z
    .array(ProfileCardSchema)
    .describe(`Newest first, at most ${FOLLOW_PAGE_SIZE}; people the viewer may not see are left out`),
  nextCursor: z.string().nullable(),
});
export type FollowList = z.infer<typeof FollowListSchema>;

/** Where the signed-in user's acting profile stands with another: what the follow button shows. */
export const FollowStatusSchema = z.object({
  isFollowing: z.boolean(),
  isRequested: z.boolean().describe('A follow request waits for their answer'),
  followsYou: z.boolean(),
  isBlocked: z.boolean().describe('You block them'),
});
export type FollowStatus = z.infer<typeof FollowStatusSchema>;

export const FollowStatusQuerySchema = FollowTargetSchema;
