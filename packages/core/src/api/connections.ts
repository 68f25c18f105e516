// Athlete Connect (issue 10): an athlete asks another to connect; the other accepts or denies through the
// 'Athlete Connect Request' notification. Athlete to athlete only.
import { z } from 'zod';
import { IdSchema, optional, typeError } from './common.ts';
import { CursorSchema, notificationKind, ProfileCardSchema, SenderDataSchema } from './notifications.ts';

export const CONNECTION_PAGE_SIZE = 50;
export const ATHLETE_CONNECT_REQUEST = 'Athlete Connect Request';

export const ConnectTargetSchema = z.object({
  profileId: IdSchema.describe('The athlete profile to connect with'),
});
export type ConnectTarget = z.infer<typeof ConnectTargetSchema>;

export const HandleConnectRequestSchema = z.object({
  notification_id: IdSchema.describe('The Athlete Connect Request notification'),
  isAccepted: z.boolean({ error: typeError('isAccepted', 'boolean') }),
});
export type HandleConnectRequest = z.infer<typeof HandleConnectRequestSchema>;

export const ConnectionStateSchema = z
  .enum(['none', 'requested', 'received', 'connected'])
  .describe('requested: you asked and wait; received: they asked you; connected: either accepted');
export type ConnectionState = z.infer<typeof ConnectionStateSchema>;

export const ConnectionStatusSchema = z.object({
  state: ConnectionStateSchema,
  notification_id: z.string().nullable().describe('When received: the request to answer'),
});
export type ConnectionStatus = z.infer<typeof ConnectionStatusSchema>;

export const ConnectionListQuerySchema = z.object({ cursor: optional(CursorSchema) });
export type ConnectionListQuery = z.infer<typeof ConnectionListQuerySchema>;

export const ConnectionListSchema = z.object({
  profiles: z
    .array(ProfileCardSchema)
    .describe(
      `Your connections, newest first, at most ${CONNECTION_PAGE_SIZE}; people hidden from you left out`,
    ),
  nextCursor: z.string().nullable(),
});
export type ConnectionList = z.infer<typeof ConnectionListSchema>;

/** The addressee's request (answered with Accept or Deny, which removes it), and the requester's acceptance. */
export const ConnectRequestNotificationSchema = notificationKind(ATHLETE_CONNECT_REQUEST, SenderDataSchema);
/** Ours (issue 10): the answer to an Athlete Connect Request the receiver sent. */
export const ConnectAcceptedNotificationSchema = notificationKind(
  'Athlete Connect Accepted',
  SenderDataSchema,
);
export const CONNECTION_NOTIFICATIONS = [
  ConnectRequestNotificationSchema,
  ConnectAcceptedNotificationSchema,
] as const;
