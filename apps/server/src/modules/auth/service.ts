// Account rules: registration, updating, deleting, password reset (sessions and sign-in: sessions.ts).
import { ACCOUNT_RULES, ageInYears } from '@podium/core';
import {
  type AccountDetails,
  ageRuleIssues,
  CAREGIVER_NOT_SELF_MSG,
  type HeldChangeKind,
  type OrgDetails,
  type RegisterLink,
  type Registration,
  type UpdateAccount,
} from '@podium/core/api';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { catalogueSport } from '../../http/sports.ts';
import type { AuthDeps } from './deps.ts';
import { authMail, passwordResetMail } from './jobs.ts';
import { admitEmailAnswer, admitRegistration, mayMailReset, passwordWasReset } from './limits.ts';
import { hashLinkCode } from './link-codes.ts';
import { caregiverConsentMail } from './mails.ts';
import { hashPassword, refuseGuessablePassword } from './passwords.ts';
import { presentUser } from './present.ts';
import { type Client, checkCurrentPassword, renewSessions, signedIn } from './sessions.ts';
import * as store from './store.ts';

export type { AccountHooks, AuthDeps } from './deps.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const RESET_INVALID = 'This reset link is invalid or has expired';
export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset the password.';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}

const isUnderCaregiverAge = (birthDate: string) =>
  ageInYears(birthDate) < ACCOUNT_RULES.caregiverRequiredUnderAge;

/** A 409 for a taken email tells whether it has an account: it counts as an email check (design choices). */
async function emailTakenConflict(deps: AuthDeps, client: Client) {
  await admitEmailAnswer(deps.limits, client.address);
  return conflict(EMAIL_TAKEN);
}

/** The organisation's sign-up details, its sport as the catalogue names it, as the organisation form stores it. */
/** The link as recorded with the account: a group link's secret code is spent at registration, never kept. */
function withoutCode(link: RegisterLink | undefined): RegisterLink | undefined {
  if (link?.type !== 'group') return link;
  const { code: _spent, ...kept } = link;
  return kept;
}

function orgDetailsOf(details: OrgDetails | undefined): OrgDetails {
  if (!details?.sport) return details ?? {};
  return { ...details, sport: catalogueSport(details.sport, 'orgDetails.sport').sport };
}

export async function register(deps: AuthDeps, input: Registration, client: Client) {
  // Before anything costs a password hash.
  await admitRegistration(deps.limits, client.address);
  refuseGuessablePassword('password', input.password, input);
  if (await store.isEmailTaken(deps.db, input.email)) throw await emailTakenConflict(deps, client);
  const passwordHash = await hashPassword(input.password);
  const orgAdmin = input.userType === 2 && input.orgAdmin === true;
  // The profile follows the account, whatever the client sent (design choices: accounts): only an
  // organisation admin can be in the org profile, and chooses org or coach.
  const activeProfile =
    input.userType === 1 ? 'athlete' : orgAdmin && input.activeProfile !== 'coach' ? 'org' : 'coach';
  let userId: string;
  let consentLink: string | undefined;
  const { caregiverEmail } = input;
  try {
    userId = await deps.db.transaction(async (tx) => {
      const id = await store.insertUser(tx, {
        ...input,
        passwordHash,
        orgAdmin,
        activeProfile,
        signup: {
          // Stored as the catalogue names create-profile will offer (issue 8): typed once, never twice.
          sportsArray: [
            ...new Set(
              (input.sportsArray ?? []).map(
                (sport, index) => catalogueSport(sport, `sportsArray.${index}`).sport,
              ),
            ),
          ],
          subscriptions: input.subscriptions ?? null,
          registerLink: withoutCode(input.registerLink) ?? null,
          eligibleCountries: input.eligibleCountries ?? [],
          inviterDetails: input.inviterDetails ?? null,
        },
      });
      if (orgAdmin && input.organisation) {
        await store.insertOrganisation(tx, id, input.organisation, orgDetailsOf(input.orgDetails));
      }
      if (input.registerLink) {
        await deps.hooks.registeredThroughLink(tx, { userId: id, email: input.email }, input.registerLink);
      }
      if (input.userType === 1 && caregiverEmail && isUnderCaregiverAge(input.birthDate)) {
        consentLink = await deps.hooks.caregiverNamed(tx, id, caregiverEmail);
        // Mailed once the account is committed, by a job: neither its time nor a failure reaches the answer.
        if (consentLink) {
          await deps.jobs.enqueue(
            tx,
            authMail,
            caregiverConsentMail(caregiverEmail, input.name, consentLink),
          );
        }
      }
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await emailTakenConflict(deps, client);
    throw error;
  }
  return signedIn(deps, userId, client);
}

export async function emailTaken(deps: AuthDeps, email: string, client: Client) {
  await admitEmailAnswer(deps.limits, client.address);
  return { email, taken: await store.isEmailTaken(deps.db, email) };
}

export async function updateAccount(
  deps: AuthDeps,
  row: store.UserRow,
  change: UpdateAccount,
  client: Client,
) {
  let token: string | undefined;
  let held: HeldChangeKind[] = [];
  if (change.type === 'details') {
    held = await updateDetails(deps, row, change.formData);
  } else if (change.type === 'email') {
    await checkCurrentPassword(deps, row, change.formData.currentPassword, client);
    token = await changeEmail(deps, row, change.formData.email, client);
  } else {
    refuseGuessablePassword('formData.newPassword', change.formData.newPassword, row);
    await checkCurrentPassword(deps, row, change.formData.currentPassword, client);
    const passwordHash = await hashPassword(change.formData.newPassword);
    // Every session ends, as after a reset; this client carries on with a fresh token.
    const renewed = await deps.db.transaction(async (tx) => {
      await store.updatePassword(tx, row.id, passwordHash);
      return renewSessions(deps, tx, row.id, client);
    });
    deps.hooks.sessionsEnded(row.id, renewed.ended);
    token = renewed.token;
  }
  const updated = await store.findUserById(deps.db, row.id);
  if (!updated) throw notFound('Account not found');
  return { msg: updatedMessage(held), user: presentUser(updated), ...(token ? { token } : {}) };
}

/** Account spec 8's 'Account Updated!', saying what waits for the caregiver, if anything does. */
function updatedMessage(held: readonly HeldChangeKind[]): string {
  if (held.length === 0) return 'Account Updated!';
  const what =
    held.length === 2
      ? 'Your new birth date and caregiver wait'
      : held[0] === 'birth-date'
        ? 'Your new birth date waits'
        : 'Your new caregiver waits';
  return `Account Updated! ${what} for your parent or caregiver to confirm: we have mailed them.`;
}

/**
 * A new email ends every session, as a new password does (whoever held another session may have been the
 * reason for the change); answers the fresh token of this client, or undefined when the email is the same.
 */
async function changeEmail(deps: AuthDeps, row: store.UserRow, email: string, client: Client) {
  if (email === row.email.toLowerCase()) return undefined;
  if (await store.isEmailTaken(deps.db, email)) throw conflict(EMAIL_TAKEN);
  let renewed: Awaited<ReturnType<typeof renewSessions>>;
  try {
    renewed = await deps.db.transaction(async (tx) => {
      await store.updateEmail(tx, row.id, email);
      return renewSessions(deps, tx, row.id, client);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  deps.hooks.sessionsEnded(row.id, renewed.ended);
  return renewed.token;
}

/**
 * A new birth date must keep the account's age rules (an athlete under 16 has a caregiver on file, a coach is
 * an adult); a newly named caregiver of an athlete under 16 is told, as at registration.
 */
async function updateDetails(
  deps: AuthDeps,
  row: store.UserRow,
  asked: AccountDetails,
): Promise<HeldChangeKind[]> {
  const { birthDate, caregiverEmail } = asked;
  const birthDateChanged = birthDate !== undefined && birthDate !== row.birth_date;
  const caregiver = caregiverEmail ?? row.caregiver_email;
  if (birthDateChanged) {
    const issues = ageRuleIssues({ userType: row.user_type, birthDate, caregiverEmail: caregiver });
    if (issues.length > 0) throw badRequest(...issues.map((issue) => `${issue.field}: ${issue.message}`));
  }
  if (caregiverEmail && caregiverEmail === row.email.toLowerCase()) {
    throw badRequest(`caregiverEmail: ${CAREGIVER_NOT_SELF_MSG}`);
  }
  const review = await deps.db.transaction(async (tx) => {
    // What only the caregiver may change waits for them (modules/consent); the rest is written now.
    const reviewed = await deps.hooks.reviewDetails(tx, row, asked);
    const { details } = reviewed;
    await store.updateDetails(tx, row.id, details);
    const newBirthDate = details.birthDate !== undefined && details.birthDate !== row.birth_date;
    if (newBirthDate) await deps.hooks.birthDateChanged(tx, row.id);
    // A caregiver named again, or a birth date now under 16: consent asks the caregiver unless already asked.
    const caregiver = details.caregiverEmail ?? row.caregiver_email;
    const asksCaregiver =
      row.user_type === 1 &&
      (newBirthDate || details.caregiverEmail !== undefined) &&
      isUnderCaregiverAge(details.birthDate ?? row.birth_date);
    // Mailed once the change is committed, by jobs: the held changes' confirmations, then any consent request.
    for (const mail of reviewed.mails) await deps.jobs.enqueue(tx, authMail, mail);
    if (asksCaregiver && caregiver) {
      const link = await deps.hooks.caregiverNamed(tx, row.id, caregiver);
      if (link) await deps.jobs.enqueue(tx, authMail, caregiverConsentMail(caregiver, asked.name, link));
    }
    return reviewed;
  });
  return review.held;
}

/** Account spec 4: profile org deletes only the organisation; any other value deletes the account. */
export async function deleteAccount(
  deps: AuthDeps,
  row: store.UserRow,
  request: { profile?: string | undefined; password?: string | undefined },
  client: Client,
) {
  if (request.password !== undefined) await checkCurrentPassword(deps, row, request.password, client);
  if (request.profile === 'org') {
    if (!row.org_admin || row.organisation === null) throw notFound('You have no organisation to delete');
    await store.deleteOrganisation(deps.db, row.id);
    const reloaded = await store.findUserById(deps.db, row.id);
    if (!reloaded) throw notFound('Account not found');
    return { msg: 'Organization Deleted!', deleted: 'organisation' as const, user: presentUser(reloaded) };
  }
  // Rows the account owns go with it (foreign keys cascade). Its uploaded files follow by a job written with the
  // deletion: with Cloudinary that is a dozen Admin API calls, and a failure there must not undo a deletion.
  await deps.db.transaction(async (tx) => {
    await store.deleteUser(tx, row.id);
    await deps.hooks.accountDeleted(tx, row.id);
  });
  deps.hooks.sessionsEnded(row.id, 'all');
  const msg = row.organisation !== null ? 'Account and Organization Deleted!' : 'Account Deleted!';
  return { msg, deleted: 'account' as const };
}

/**
 * Answers at once, the same for every email: looking the account up, storing the token and mailing happen in a
 * job (jobs.ts), so neither the timing nor a mail failure tells whether the email has an account.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, client: Client) {
  if (await mayMailReset(deps.limits, client.address, email)) {
    await deps.jobs.enqueue(deps.db, passwordResetMail, { email });
  }
  return { msg: RESET_REQUESTED };
}

export async function checkPasswordReset(deps: AuthDeps, token: string) {
  return { valid: (await store.findResetUser(deps.db, hashLinkCode(token))) !== undefined };
}

/**
 * Sets the password, ends every session, and lets the owner back in: the account's sign-in failures are
 * forgiven, and the device that did the reset is known from now on (design choices: login limits).
 */
export async function confirmPasswordReset(deps: AuthDeps, token: string, password: string, client: Client) {
  const tokenHash = hashLinkCode(token);
  // A cheap look first, so an unknown token never costs a password hash.
  const resetUserId = await store.findResetUser(deps.db, tokenHash);
  const owner = resetUserId ? await store.findUserById(deps.db, resetUserId) : undefined;
  if (!owner) throw badRequest(RESET_INVALID);
  refuseGuessablePassword('password', password, owner);
  const passwordHash = await hashPassword(password);
  const { userId, ended } = await deps.db.transaction(async (tx) => {
    // Using the token is one conditional update: of two confirms at once, only one gets the row back.
    const resetUser = await store.useReset(tx, tokenHash);
    if (!resetUser) throw badRequest(RESET_INVALID);
    await store.updatePassword(tx, resetUser, passwordHash);
    await store.useAllResets(tx, resetUser);
    return { userId: resetUser, ended: await store.revokeSessions(tx, resetUser) };
  });
  deps.hooks.sessionsEnded(userId, ended);
  // After the commit: PGlite has one connection, and the limits use it too.
  const row = await store.findUserById(deps.db, userId);
  if (row) await passwordWasReset(deps.limits, row.email.toLowerCase(), client.address);
  return {
    msg: 'Your password has been reset. Please sign in.',
    deviceToken: await deps.tokens.signDevice(userId),
  };
}
