// Sign-in links (issue 22, item 6; design choices: login limits): while sign-in from a new device is limited, the
// owner asks for a link mailed to the account's email; it signs that device in once and makes it a known device.
import { badRequest } from '../../http/errors.ts';
import type { AuthDeps } from './deps.ts';
import { signInLinkMailJob } from './jobs.ts';
import { admitSignInLinkRequest } from './limits.ts';
import { hashLinkCode } from './link-codes.ts';
import { type Client, signedIn } from './sessions.ts';
import * as store from './store.ts';

export const SIGN_IN_LINK_SENT =
  'If an account exists for that email, we have sent it a link to sign in on this device.';
export const SIGN_IN_LINK_INVALID = 'This sign-in link is invalid, used or expired. Ask for a new one.';

/**
 * POST /api/auth/link. Answers at once, the same for every email: looking the account up, storing the link and
 * mailing happen in a job (jobs.ts), so neither the timing nor a mail failure tells whether the email has one.
 */
export async function requestSignInLink(deps: AuthDeps, email: string, client: Client) {
  if (await admitSignInLinkRequest(deps.limits, client.address, email)) {
    await deps.jobs.enqueue(deps.db, signInLinkMailJob, { email });
  }
  return { msg: SIGN_IN_LINK_SENT };
}

/**
 * POST /api/auth/link/{token}: a session, and a device token that makes this device known from now on. Using a
 * link uses every other link of the account too.
 */
export async function signInWithLink(deps: AuthDeps, code: string, client: Client) {
  const userId = await deps.db.transaction(async (tx) => {
    const owner = await store.useSignInLink(tx, hashLinkCode(code));
    if (owner) await store.useAllSignInLinks(tx, owner);
    return owner;
  });
  if (!userId) throw badRequest(SIGN_IN_LINK_INVALID);
  return signedIn(deps, userId, client);
}
