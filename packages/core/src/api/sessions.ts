// Sessions and known devices (design choices: sessions, login limits): what sign-in, logout and reset add to
// the account calls of users.ts.
import { z } from 'zod';
import { EmailSchema, MessageSchema, optional } from './common.ts';
import { AuthResponseSchema, LoginSchema, RESET_TOKEN_LENGTH } from './users.ts';

const DeviceTokenSchema = z
  .string({ message: 'Must be the deviceToken of an earlier sign-in' })
  .max(2000, 'Must be at most 2000 characters');

/** POST /api/auth: the spec's { email, password }, plus the device token a native client keeps. */
export const SignInSchema = LoginSchema.extend({
  deviceToken: optional(DeviceTokenSchema).describe(
    'The deviceToken of an earlier sign-in on this device: it spares the device the slowdown of an account ' +
      'under attack. The web app need not send it: the same token travels in an httpOnly cookie.',
  ),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** Sign-in and registration: the spec's { token, user }, plus this device's token. */
export const SignInResponseSchema = AuthResponseSchema.extend({
  deviceToken: z
    .string()
    .describe('Names this device as one the account signed in from; send it back on later sign-ins'),
});

/** A password set through a reset link: the device that did it is known from then on. */
export const ResetDoneSchema = MessageSchema.extend({
  deviceToken: z.string().describe('As in the sign-in answer'),
});

/**
 * POST /api/auth/link: mail a sign-in link to the account of this email, for a new device while sign-in there is
 * limited (design choices: login limits). The answer is the same whether or not the email has an account.
 */
export const SignInLinkRequestSchema = z.object({ email: EmailSchema });
export type SignInLinkRequest = z.infer<typeof SignInLinkRequestSchema>;

/** A sign-in link's code: 32 random bytes, base64url, as a reset link's. */
export const SignInLinkParamsSchema = z.object({
  token: z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${RESET_TOKEN_LENGTH}}$`),
      `Must be the ${RESET_TOKEN_LENGTH}-character code of a sign-in link`,
    )
    .describe('The code from the sign-in link mailed to the account'),
});
