// Password hashing with argon2id at OWASP's minimum (19 MiB, t=2, p=1): kept off every path but login and account changes.
import { hash, verify } from '@node-rs/argon2';
import { type PasswordOwner, passwordIssue } from '@podium/core/passwords';
import { badRequest } from '../../http/errors.ts';

const OWASP_ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the email is unknown so timing does not tell. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}

/**
 * Refuses a new password that is leaked or made of its owner's email or name (issue 7, defect 9), naming the
 * field as validation does. Called before hashing: a refused password costs no argon2.
 */
export function refuseGuessablePassword(field: string, password: string, owner: PasswordOwner): void {
  const issue = passwordIssue(password, owner);
  if (issue) throw badRequest(`${field}: ${issue}`);
}
