// The realtime socket's contract (issue 9; spec 4 "Realtime socket", 7 "Realtime"): event names, what the client
// sends and what each acknowledgement answers. The server validates with these; the web client is typed by them.
import { z } from 'zod';
import { type ErrorBody, IdSchema } from './common.ts';
import type { ProfileRef } from './notifications.ts';

/** Event names: the spec's exactly as it names them, and our rate-limited (issue 22). */
export const SOCKET_EVENTS = {
  registerUser: 'registerUser',
  pingCheck: 'ping-check',
  newNotification: 'new-notification',
  videoReady: 'video-ready',
  /** Sent by the server just before it closes a connection that went past a limit: why, as { errors: [{ msg }] }. */
  rateLimited: 'rate-limited',
} as const;

/** The socket.io path on the API's own port. */
export const SOCKET_PATH = '/socket.io/';

/** registerUser: the signed-in user and the profile whose notifications this socket should receive. */
export const RegisterUserSchema = z.object({
  userId: IdSchema.describe('The signed-in user (the token names it; another is refused)'),
  profileId: IdSchema.describe("One of that user's profiles: athlete, coach or organisation"),
});
export type RegisterUser = z.infer<typeof RegisterUserSchema>;

/** registerUser's acknowledgement: the profile this socket now listens for, or why not (the HTTP error shape). */
export type RegisterUserAck = ProfileRef | ErrorBody;

/** ping-check's acknowledgement: the server is there, and its time. */
export interface PingCheckAck {
  status: 'ok';
  time: string;
}
