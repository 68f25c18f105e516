// Account and session rules: registration, login, loading, updating, deleting, password reset.
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_RULES, ageInYears } from '@podium/core';
import {
  ageRuleIssues,
  CAREGIVER_NOT_SELF_MSG,
  type Registration,
  type UpdateAccount,
} from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { Background } from '../../http/background.ts';
import { badRequest, conflict, notFound, tooMany, unauthorized } from '../../http/errors.ts';
import type { Limiter } from '../../http/limiter.ts';
import type { Mail, Mailer } from '../../providers/mail/mailer.ts';
import { caregiverNotice, resetMail } from './mails.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { presentUser } from './present.ts';
import * as store from './store.ts';
import type { Tokens } from './tokens.ts';

/** What other features need to hear about from accounts. */
export interface AccountHooks {
  /** Inside the change's transaction: birth dates decide age rankings, athletes move age group at once. */
  birthDateChanged(tx: Queryable, userId: string): Promise<void>;
  /** After the deletion committed: what lives outside the database (uploaded files) goes too. */
  accountDeleted(userId: string): Promise<void>;
}

export interface AuthDeps {
  db: Db;
  hooks: AccountHooks;
  tokens: Tokens;
  mailer: Mailer;
  /** Work after a commit that the reply does not wait for (mail, file removal): failures are logged only. */
  background: Background;
  publicUrl: string;
  limits: { loginPerIp: Limiter; loginPerEmail: Limiter; mailPerIp: Limiter };
}

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const RESET_INVALID = 'This reset link is invalid or has expired';
export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset the password.';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}

function mailLater(deps: AuthDeps, label: string, mail: () => Promise<Mail | undefined>) {
  deps.background.run(label, async () => {
    const ready = await mail();
    if (ready) await deps.mailer.send(ready);
  });
}

const isUnderCaregiverAge = (birthDate: string) =>
  ageInYears(birthDate) < ACCOUNT_RULES.caregiverRequiredUnderAge;

async function session(deps: AuthDeps, userId: string) {
  const row = await store.findUserById(deps.db, userId);
  if (!row) throw notFound('Account not found');
  const token = await deps.tokens.sign({ userId: row.id, version: row.token_version });
  return { token, user: presentUser(row) };
}

export async function register(deps: AuthDeps, input: Registration) {
  if (await store.isEmailTaken(deps.db, input.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const orgAdmin = input.userType === 2 && input.orgAdmin === true;
  // The profile follows the account, whatever the client sent (design choices: accounts): only an
  // organisation admin can be in the org profile, and chooses org or coach.
  const activeProfile =
    input.userType === 1 ? 'athlete' : orgAdmin && input.activeProfile !== 'coach' ? 'org' : 'coach';
  let userId: string;
  try {
    userId = await deps.db.transaction(async (tx) => {
      const id = await store.insertUser(tx, {
        ...input,
        passwordHash,
        orgAdmin,
        activeProfile,
        signup: {
          sportsArray: input.sportsArray ?? [],
          subscriptions: input.subscriptions ?? null,
          registerLink: input.registerLink ?? null,
          eligibleCountries: input.eligibleCountries ?? [],
          inviterDetails: input.inviterDetails ?? null,
        },
      });
      if (orgAdmin && input.organisation) {
        await store.insertOrganisation(tx, id, input.organisation, input.orgDetails ?? {});
      }
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  const { caregiverEmail } = input;
  if (input.userType === 1 && caregiverEmail && isUnderCaregiverAge(input.birthDate)) {
    mailLater(deps, 'caregiver notice', async () =>
      caregiverNotice(caregiverEmail, input.name, deps.publicUrl),
    );
  }
  return session(deps, userId);
}

export async function login(deps: AuthDeps, email: string, password: string, ip: string) {
  const emailKey = email.toLowerCase();
  const ipAllowed = await deps.limits.loginPerIp.take(ip);
  if (!ipAllowed || (await deps.limits.loginPerEmail.isBlocked(emailKey))) throw tooMany();
  const row = await store.findUserByEmail(deps.db, email);
  // Verify against a decoy when the email is unknown, so the answer and its timing are the same.
  const matches = await verifyPassword(row?.password_hash ?? (await decoyPasswordHash()), password);
  if (!row || !matches) {
    await deps.limits.loginPerEmail.take(emailKey);
    throw badRequest(INVALID_CREDENTIALS);
  }
  await deps.limits.loginPerEmail.reset(emailKey);
  return session(deps, row.id);
}

export async function emailTaken(deps: AuthDeps, email: string, ip: string) {
  if (!(await deps.limits.mailPerIp.take(`check:${ip}`))) throw tooMany();
  return { email, taken: await store.isEmailTaken(deps.db, email) };
}

async function requirePassword(row: store.UserRow, password: string) {
  if (!(await verifyPassword(row.password_hash, password))) throw badRequest('Current password is incorrect');
}

export async function updateAccount(deps: AuthDeps, row: store.UserRow, change: UpdateAccount) {
  let token: string | undefined;
  if (change.type === 'details') {
    await updateDetails(deps, row, change.formData);
  } else if (change.type === 'email') {
    await requirePassword(row, change.formData.currentPassword);
    if (change.formData.email !== row.email.toLowerCase()) {
      if (await store.isEmailTaken(deps.db, change.formData.email)) throw conflict(EMAIL_TAKEN);
      try {
        await store.updateEmail(deps.db, row.id, change.formData.email);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    }
  } else {
    await requirePassword(row, change.formData.currentPassword);
    const version = await store.updatePassword(
      deps.db,
      row.id,
      await hashPassword(change.formData.newPassword),
    );
    // Every other session ends; this one carries on with a fresh token.
    token = await deps.tokens.sign({ userId: row.id, version });
  }
  const updated = await store.findUserById(deps.db, row.id);
  if (!updated) throw notFound('Account not found');
  return { msg: 'Account Updated!', user: presentUser(updated), ...(token ? { token } : {}) };
}

/**
 * A new birth date must keep the account's age rules (an athlete under 16 has a caregiver on file, a coach is
 * an adult); a newly named caregiver of an athlete under 16 is told, as at registration.
 */
async function updateDetails(
  deps: AuthDeps,
  row: store.UserRow,
  details: Extract<UpdateAccount, { type: 'details' }>['formData'],
) {
  const { birthDate, caregiverEmail } = details;
  const birthDateChanged = birthDate !== undefined && birthDate !== row.birth_date;
  const caregiver = caregiverEmail ?? row.caregiver_email;
  if (birthDateChanged) {
    const issues = ageRuleIssues({ userType: row.user_type, birthDate, caregiverEmail: caregiver });
    if (issues.length > 0) throw badRequest(...issues.map((issue) => `${issue.field}: ${issue.message}`));
  }
  if (caregiverEmail && caregiverEmail === row.email.toLowerCase()) {
    throw badRequest(`caregiverEmail: ${CAREGIVER_NOT_SELF_MSG}`);
  }
  await deps.db.transaction(async (tx) => {
    await store.updateDetails(tx, row.id, details);
    if (birthDateChanged) await deps.hooks.birthDateChanged(tx, row.id);
  });
  const isNewCaregiver = caregiverEmail !== undefined && caregiverEmail !== row.caregiver_email;
  if (row.user_type === 1 && isNewCaregiver && isUnderCaregiverAge(birthDate ?? row.birth_date)) {
    mailLater(deps, 'caregiver notice', async () =>
      caregiverNotice(caregiverEmail, details.name, deps.publicUrl),
    );
  }
}

/** Account spec 4: profile org deletes only the organisation; any other value deletes the account. */
export async function deleteAccount(
  deps: AuthDeps,
  row: store.UserRow,
  request: { profile?: string | undefined; password?: string | undefined },
) {
  if (request.password !== undefined) await requirePassword(row, request.password);
  if (request.profile === 'org') {
    if (!row.org_admin || row.organisation === null) throw notFound('You have no organisation to delete');
    await store.deleteOrganisation(deps.db, row.id);
    const reloaded = await store.findUserById(deps.db, row.id);
    if (!reloaded) throw notFound('Account not found');
    return { msg: 'Organization Deleted!', deleted: 'organisation' as const, user: presentUser(reloaded) };
  }
  // Rows the account owns go with it (foreign keys cascade). Its uploaded files follow in the background:
  // with Cloudinary that is a dozen Admin API calls, and a failure there must not undo a deletion.
  await store.deleteUser(deps.db, row.id);
  deps.background.run(`remove the files of deleted account ${row.id}`, () =>
    deps.hooks.accountDeleted(row.id),
  );
  const msg = row.organisation !== null ? 'Account and Organization Deleted!' : 'Account Deleted!';
  return { msg, deleted: 'account' as const };
}

export async function logoutEverywhere(deps: AuthDeps, row: store.UserRow) {
  await store.revokeTokens(deps.db, row.id);
  return { msg: 'Signed out on every device' };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Answers at once, the same for every email: looking the account up, storing the token and mailing happen in
 * the background, so neither the timing nor a mail failure tells whether the email has an account.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string) {
  // The limit only stops mail, never changes the answer.
  const allowed =
    (await deps.limits.mailPerIp.take(`reset:${ip}`)) && (await deps.limits.mailPerIp.take(`reset:${email}`));
  if (allowed) {
    mailLater(deps, 'password reset', async () => {
      const row = await store.findUserByEmail(deps.db, email);
      if (!row) return undefined;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ACCOUNT_RULES.resetTokenTtlMs);
      await store.insertPasswordReset(deps.db, row.id, hashToken(token), expiresAt);
      return resetMail(row.email, row.name, `${deps.publicUrl}/reset/${token}`);
    });
  }
  return { msg: RESET_REQUESTED };
}

export async function checkPasswordReset(deps: AuthDeps, token: string) {
  return { valid: (await store.findResetUser(deps.db, hashToken(token))) !== undefined };
}

export async function confirmPasswordReset(deps: AuthDeps, token: string, password: string) {
  const tokenHash = hashToken(token);
  // A cheap look first, so an unknown token never costs a password hash.
  if (!(await store.findResetUser(deps.db, tokenHash))) throw badRequest(RESET_INVALID);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    // Using the token is one conditional update: of two confirms at once, only one gets the row back.
    const userId = await store.useReset(tx, tokenHash);
    if (!userId) throw badRequest(RESET_INVALID);
    await store.updatePassword(tx, userId, passwordHash);
    await store.useAllResets(tx, userId);
  });
  return { msg: 'Your password has been reset. Please sign in.' };
}

/** The account behind a session token, if the token is valid and not revoked. */
export async function authenticateToken(deps: Pick<AuthDeps, 'db' | 'tokens'>, token: string) {
  const claims = await deps.tokens.verify(token);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again');
  const row = await store.findUserById(deps.db, claims.userId);
  if (!row || row.token_version !== claims.version) {
    throw unauthorized('Your session has expired. Please sign in again');
  }
  return row;
}
