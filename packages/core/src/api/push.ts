// Push tokens (issue 9, spec 7 `PUT /api/notifications/update-user-token`): a browser's PushSubscription JSON,
// or a phone's device token (a string, spec 3). Bounded like every request field; the server also checks that a
// web endpoint is on a public https address before it stores or sends to it.
import { z } from 'zod';
import { optional, text } from './common.ts';

export const PUSH_LIMITS = {
  /** Push services' endpoints are a few hundred characters; 2 KB leaves room and no more. */
  endpointMaxLength: 2048,
  /** FCM registration tokens are about 160 characters, APNs tokens 64; room for longer ones to come. */
  deviceTokenMaxLength: 4096,
} as const;

/** What `PushSubscription.toJSON()` gives: keys in base64url (RFC 8291 §3), with or without padding. */
export const WebPushSubscriptionSchema = z.object({
  endpoint: text('endpoint', { min: 1, max: PUSH_LIMITS.endpointMaxLength })
    .regex(/^https:\/\/\S+$/i, 'Must be an https address')
    .describe('The push service address the browser was given'),
  expirationTime: optional(z.number().nullable()).describe(
    'When the subscription ends (ms since 1970), if known',
  ),
  keys: z.object({
    // An uncompressed P-256 point: 65 bytes starting 0x04, so 87 base64url characters starting with B.
    p256dh: text('p256dh', { min: 1, max: 88 })
      .regex(/^B[A-Za-z0-9_-]{86}=?$/, 'Must be a P-256 public key in base64url (87 characters)')
      .describe("The browser's public key for this subscription"),
    // 16 random bytes: 22 base64url characters.
    auth: text('auth', { min: 1, max: 24 })
      .regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'Must be a 16-byte secret in base64url (22 characters)')
      .describe('The authentication secret of this subscription'),
  }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

/** A phone's push token (FCM registration token, or an APNs token in hex). */
export const DeviceTokenSchema = text('notificationToken', { min: 1, max: PUSH_LIMITS.deviceTokenMaxLength })
  .regex(/^[A-Za-z0-9_:.-]+$/, 'Must be a device token (letters, digits and : _ - . only)')
  .describe('A device push token from the native app');

const TOKEN_FORMS = 'Must be a web push subscription (endpoint and keys) or a device token';

/** A union's refusal names the form the input was meant to be: an object is a subscription, text a device token. */
function describeTokenIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const { input } = issue;
  const meant = typeof input === 'object' && input !== null ? 0 : typeof input === 'string' ? 1 : undefined;
  const first = meant === undefined ? undefined : issue.errors[meant]?.[0];
  if (!first) return TOKEN_FORMS;
  const where = first.path.join('.');
  return where ? `${where}: ${first.message}` : first.message;
}

export const UpdateUserTokenSchema = z.object({
  notificationToken: z
    .union([WebPushSubscriptionSchema, DeviceTokenSchema], { error: describeTokenIssue })
    .describe("A browser's PushSubscription JSON, or a native device token"),
});
export type UpdateUserToken = z.infer<typeof UpdateUserTokenSchema>;

export const PushTokenKindSchema = z.enum(['web', 'native']);
export type PushTokenKind = z.infer<typeof PushTokenKindSchema>;

export const UpdateUserTokenReplySchema = z.object({
  msg: z.string(),
  kind: PushTokenKindSchema.describe('web: a browser subscription; native: a device token'),
});
export type UpdateUserTokenReply = z.infer<typeof UpdateUserTokenReplySchema>;

/** What a browser passes as `applicationServerKey` when it subscribes. */
export const VapidPublicKeySchema = z.object({
  publicKey: z.string().describe('The VAPID public key, base64url (an uncompressed P-256 point)'),
});
export type VapidPublicKey = z.infer<typeof VapidPublicKeySchema>;
