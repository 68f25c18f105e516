// The email invitation's link (issue 24): /register-group-link/{email}/{admin}/{groupId}?code=..., the route's path
// the spec's, its secret a query parameter. The code is 32 random bytes; only its SHA-256 is stored. Registering
// through the link with the right code takes the invitation for the new account, once; a link without it, or with
// another, registers the account and joins nothing (the email and the group id alone are no secret).
import { timingSafeEqual } from 'node:crypto';
import type { InvitedRole, RegisterLink } from '@podium/core/api';
import { z } from 'zod';
import type { Queryable } from '../../db/connection.ts';
import { hashLinkCode, newLinkCode } from '../auth/link-codes.ts';
import * as store from './invitation-store.ts';

/** The mailed link and the hash to store with the invitation. */
export function newInvitationLink(
  publicUrl: string,
  invite: { email: string; role: InvitedRole; groupId: string },
): { link: string; codeHash: string } {
  const code = newLinkCode();
  const path = `/register-group-link/${encodeURIComponent(invite.email)}/${invite.role === 'admin'}/${invite.groupId}`;
  return { link: `${publicUrl}${path}?code=${code}`, codeHash: hashLinkCode(code) };
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * In the registration's transaction (modules/auth, through AccountHooks): the group invitation for the new account's
 * email that the link's code opens, taken for this account so its join uses it. Answers whether one was taken.
 */
export async function takeInvitationLink(
  tx: Queryable,
  account: { userId: string; email: string },
  link: RegisterLink,
): Promise<boolean> {
  if (link.type !== 'group' || !link.code || !isUuid(link.groupId)) return false;
  const open = await store.findOpenEmailInvitation(tx, link.groupId, account.email);
  // Compared in constant time: how long a wrong code takes says nothing of the right one.
  const given = Buffer.from(hashLinkCode(link.code), 'hex');
  const stored = Buffer.from(open?.code_hash ?? '', 'hex');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return false;
  await store.takeEmailInvitation(tx, link.groupId, account.email, account.userId);
  return true;
}
