// Sessions (design choices: sessions, login limits): signing in and out, the account behind a token, and the
// current-password check that guards email and password changes and deletion.
import type { SignIn } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { badRequest, notFound, unauthorized } from '../../http/errors.ts';
import type { AuthDeps, SessionAccount } from './deps.ts';
import { admitPasswordCheck, admitSignIn, passwordCheckSucceeded, signInSucceeded } from './limits.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { presentUser } from './present.ts';
import * as store from './store.ts';

/** Where a request comes from: the address rate limits count it under (http/address.ts), and its browser. */
export interface Client {
  address: string;
  userAgent?: string | undefined;
}

export type { SessionAccount } from './deps.ts';

type SessionDeps = Pick<AuthDeps, 'db' | 'tokens' | 'accounts'>;

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const SESSION_ENDED = 'Your session has expired. Please sign in again';
export const WRONG_PASSWORD = 'Current password is incorrect';

/** Starts a session through db (a transaction's, when other sessions end with it) and signs its token. */
export async function openSession(deps: SessionDeps, db: Queryable, userId: string, client: Client) {
  const sessionId = await store.insertSession(db, userId, deps.tokens.sessionTtlSeconds, client.userAgent);
  return deps.tokens.signSession({ userId, sessionId });
}

/**
 * Ends every session of the account and starts one for this client, in tx: the change's fresh token, and the
 * sessions it ended (for AccountHooks.sessionsEnded once tx has committed).
 */
export async function renewSessions(deps: SessionDeps, tx: Queryable, userId: string, client: Client) {
  const ended = await store.revokeSessions(tx, userId);
  return { token: await openSession(deps, tx, userId, client), ended };
}

/** A new session's answer (account spec 7: token and user), and the token naming this device from now on. */
export async function signedIn(deps: SessionDeps, userId: string, client: Client) {
  const token = await openSession(deps, deps.db, userId, client);
  const row = await store.findUserById(deps.db, userId);
  if (!row) throw notFound('Account not found');
  return { token, user: presentUser(row), deviceToken: await deps.tokens.signDevice(userId) };
}

export async function login(deps: AuthDeps, input: SignIn, client: Client) {
  const row = await store.findUserByEmail(deps.db, input.email);
  const device = input.deviceToken ? await deps.tokens.verifyDevice(input.deviceToken) : null;
  const attempt = { account: input.email.toLowerCase(), userId: row?.id, address: client.address, device };
  const admission = await admitSignIn(deps.limits, attempt);
  // Verify against a decoy when the email is unknown, so the answer and its timing are the same.
  const matches = await verifyPassword(row?.password_hash ?? (await decoyPasswordHash()), input.password);
  if (!row || !matches) throw badRequest(INVALID_CREDENTIALS);
  await signInSucceeded(deps.limits, attempt, admission);
  return signedIn(deps, row.id, client);
}

/** Ends the session of the signed-in request (app.authenticate found it live: an ended one is a 401 already). */
export async function logout(deps: Pick<AuthDeps, 'db' | 'hooks'>, account: SessionAccount) {
  await store.revokeSession(deps.db, account.session_id, account.id);
  deps.hooks.sessionsEnded(account.id, [account.session_id]);
  return { msg: 'Signed out' };
}

export async function logoutEverywhere(deps: Pick<AuthDeps, 'db' | 'hooks'>, row: store.UserRow) {
  deps.hooks.sessionsEnded(row.id, await store.revokeSessions(deps.db, row.id));
  return { msg: 'Signed out on every device' };
}

/**
 * The account behind a session token, if the token is valid and its session live: as this process keeps it
 * (account-cache.ts), else read (one query). `fresh` always reads: a request that may write acts on the account as
 * the database holds it.
 */
export async function authenticateToken(
  deps: SessionDeps,
  token: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<SessionAccount> {
  const claims = await deps.tokens.verifySession(token);
  if (!claims) throw unauthorized(SESSION_ENDED);
  const { accounts } = deps;
  const kept = fresh ? undefined : accounts?.find(claims.sessionId, claims.userId);
  if (kept) return kept;
  const ticket = accounts?.ticket();
  const row = await store.findSessionUser(deps.db, claims.sessionId, claims.userId);
  if (!row) throw unauthorized(SESSION_ENDED);
  const account = { ...row, session_id: claims.sessionId };
  if (ticket !== undefined) accounts?.keep(ticket, claims.sessionId, claims.userId, account);
  return account;
}

/**
 * Whether a session is still live (not logged out, not ended by a password or email change, reset or
 * deletion, not expired): for work that outlives its request, such as an upload landing later.
 */
export function isSessionLive(db: Queryable, sessionId: string): Promise<boolean> {
  return store.isSessionLive(db, sessionId);
}

/** The current password, limited like sign-in: per account and per address. */
export async function checkCurrentPassword(
  deps: AuthDeps,
  row: store.UserRow,
  password: string,
  client: Client,
): Promise<void> {
  await admitPasswordCheck(deps.limits, row.id, client.address);
  if (!(await verifyPassword(row.password_hash, password))) throw badRequest(WRONG_PASSWORD);
  await passwordCheckSucceeded(deps.limits, row.id, client.address);
}

/** Deletes sessions that expired or ended a day ago: run now and then. */
export function sweepSessions(db: Queryable): Promise<void> {
  return store.deleteEndedSessions(db);
}
