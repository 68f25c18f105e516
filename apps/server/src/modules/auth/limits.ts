// Guessing limits of accounts (design choices: login limits): sign-in, current-password checks, registration,
// and answers that tell whether an email has an account. Counters live in the database (http/limiter.ts).
import { ACCOUNT_RULES } from '@podium/core';
import type { Db } from '../../db/connection.ts';
import { tooMany } from '../../http/errors.ts';
import { createLimiter, formatWait, type Limit, type Limiter } from '../../http/limiter.ts';
import type { DeviceClaims } from './tokens.ts';

export interface AuthLimitSettings {
  /** Failed sign-ins and current-password checks of one address, whatever the account. */
  loginPerAddress: Limit;
  /** Failed sign-ins of one address on one account. */
  loginPerAddressAndAccount: Limit;
  /** Failed sign-ins with one device token: past it, the token no longer spares its device the slowdown. */
  loginPerDevice: Limit;
  /** Failed sign-ins of one account from everywhere before it is slowed. */
  loginPerAccount: Limit;
  /** Attempts on a slowed account, for a device it has not signed in from. */
  loginSlowedAccount: Limit;
  /** Current-password checks of one signed-in account (email or password change, deletion). */
  passwordChecksPerAccount: Limit;
  registrationsPerAddress: Limit;
  /** /api/users/check answers, and registration's 409 for a taken email, per address. */
  emailChecksPerAddress: Limit;
  /** Reset mails, per address and per email. */
  resetMails: Limit;
  /** Requests for a sign-in link, per address: past it, 429. */
  signInLinkRequests: Limit;
  /** Sign-in link mails, per email: past it, the same answer and no mail. */
  signInLinkMails: Limit;
}

const { login } = ACCOUNT_RULES;
const loginWindow = (points: number): Limit => ({ points, durationSeconds: login.windowSeconds });

export const DEFAULT_AUTH_LIMITS: AuthLimitSettings = {
  loginPerAddress: loginWindow(login.failuresPerAddress),
  loginPerAddressAndAccount: loginWindow(login.failuresPerAddressAndAccount),
  loginPerDevice: loginWindow(login.failuresPerDevice),
  loginPerAccount: loginWindow(login.failuresBeforeSlowdown),
  loginSlowedAccount: { points: 1, durationSeconds: login.slowdownSeconds },
  passwordChecksPerAccount: {
    points: ACCOUNT_RULES.passwordChecksPerAccount,
    durationSeconds: ACCOUNT_RULES.passwordCheckWindowSeconds,
  },
  registrationsPerAddress: {
    points: ACCOUNT_RULES.registrationsPerAddress,
    durationSeconds: ACCOUNT_RULES.registrationWindowSeconds,
  },
  emailChecksPerAddress: {
    points: ACCOUNT_RULES.emailChecksPerAddress,
    durationSeconds: ACCOUNT_RULES.emailCheckWindowSeconds,
  },
  resetMails: { points: 30, durationSeconds: 15 * 60 },
  signInLinkRequests: {
    points: ACCOUNT_RULES.signInLink.requestsPerAddress,
    durationSeconds: ACCOUNT_RULES.signInLink.windowSeconds,
  },
  signInLinkMails: {
    points: ACCOUNT_RULES.signInLink.mailsPerEmail,
    durationSeconds: ACCOUNT_RULES.signInLink.windowSeconds,
  },
};

export type AuthLimits = { [K in keyof AuthLimitSettings]: Limiter };

/** One limiter per setting, named after it: every process on the database shares each count. */
export function createAuthLimits(db: Db, settings: AuthLimitSettings): AuthLimits {
  const make = (name: keyof AuthLimitSettings) => createLimiter(db, name, settings[name]);
  return {
    loginPerAddress: make('loginPerAddress'),
    loginPerAddressAndAccount: make('loginPerAddressAndAccount'),
    loginPerDevice: make('loginPerDevice'),
    loginPerAccount: make('loginPerAccount'),
    loginSlowedAccount: make('loginSlowedAccount'),
    passwordChecksPerAccount: make('passwordChecksPerAccount'),
    registrationsPerAddress: make('registrationsPerAddress'),
    emailChecksPerAddress: make('emailChecksPerAddress'),
    resetMails: make('resetMails'),
    signInLinkRequests: make('signInLinkRequests'),
    signInLinkMails: make('signInLinkMails'),
  };
}

/** Who is signing in: the email as typed (lower case), the account it names if any, and from where. */
export interface SignInAttempt {
  account: string;
  userId: string | undefined;
  address: string;
  device: DeviceClaims | null;
}

const pairKey = (attempt: { address: string; account: string }) => `${attempt.address}|${attempt.account}`;

/** How a sign-in was let through: from a device the account signed in from before, or as any other. */
export interface Admission {
  known: boolean;
}

/** What every refusal of a new device adds: the ways in that strangers cannot block. */
const WAYS_IN = 'sign in from a device you have used before, or have a sign-in link mailed to you';

/**
 * Counts a sign-in before its password is checked (so parallel guesses are counted too) and refuses it when
 * over a limit. A device the account signed in from before (its device token) is counted on its own only:
 * whatever strangers did from its address or to its account, the owner there gets in. Any other device counts
 * per address, per address and account, and on the account; unknown emails go through the same counters as known
 * ones, so a 429 tells nothing either. A 429 from here always concerns a new device, and says how it gets in.
 */
export async function admitSignIn(limits: AuthLimits, attempt: SignInAttempt): Promise<Admission> {
  const { device } = attempt;
  if (device && attempt.userId !== undefined && device.userId === attempt.userId) {
    // A stolen token guessing stops being known after a few failures, and is then counted as any device.
    if ((await limits.loginPerDevice.take(device.deviceId)).allowed) return { known: true };
  }
  const byAddress = await limits.loginPerAddress.take(attempt.address);
  const byPair = byAddress.allowed
    ? await limits.loginPerAddressAndAccount.take(pairKey(attempt))
    : byAddress;
  if (!byPair.allowed) {
    throw tooMany(
      `Too many failed sign-ins from your network. Try again in ${formatWait(byPair.retryAfterSeconds)}, ` +
        WAYS_IN,
    );
  }
  if ((await limits.loginPerAccount.take(attempt.account)).allowed) return { known: false };
  const slowed = await limits.loginSlowedAccount.take(attempt.account);
  if (slowed.allowed) return { known: false };
  // Refused before any password was checked: not a failure of this address.
  await limits.loginPerAddress.refund(attempt.address);
  await limits.loginPerAddressAndAccount.refund(pairKey(attempt));
  throw tooMany(
    `Too many failed sign-ins for this account. Try again in ${formatWait(slowed.retryAfterSeconds)}, ${WAYS_IN}`,
  );
}

/**
 * A right password: the account's failures are forgiven, and so are the device's; from a new device the attempt
 * was no failure of its address, and the address's failures on this account are forgotten.
 */
export async function signInSucceeded(
  limits: AuthLimits,
  attempt: SignInAttempt,
  admission: Admission,
): Promise<void> {
  if (!admission.known) {
    await limits.loginPerAddress.refund(attempt.address);
    await limits.loginPerAddressAndAccount.reset(pairKey(attempt));
  }
  await forgiveAccount(limits, attempt.account);
  if (attempt.device) await limits.loginPerDevice.reset(attempt.device.deviceId);
}

/** A password set through a reset link clears the account's failures, and those of the address that set it. */
export async function passwordWasReset(limits: AuthLimits, account: string, address: string): Promise<void> {
  await limits.loginPerAddressAndAccount.reset(pairKey({ address, account }));
  await forgiveAccount(limits, account);
}

async function forgiveAccount(limits: AuthLimits, account: string): Promise<void> {
  await limits.loginPerAccount.reset(account);
  await limits.loginSlowedAccount.reset(account);
}

/** Counts a current-password check of a signed-in account, per account and per address, like a sign-in. */
export async function admitPasswordCheck(limits: AuthLimits, userId: string, address: string): Promise<void> {
  const byAddress = await limits.loginPerAddress.take(address);
  const byAccount = byAddress.allowed ? await limits.passwordChecksPerAccount.take(userId) : byAddress;
  if (!byAccount.allowed) {
    throw tooMany(`Too many wrong passwords. Try again in ${formatWait(byAccount.retryAfterSeconds)}`);
  }
}

export async function passwordCheckSucceeded(limits: AuthLimits, userId: string, address: string) {
  await limits.loginPerAddress.refund(address);
  await limits.passwordChecksPerAccount.reset(userId);
}

/** Registration costs a password hash: counted per address before anything else. */
export async function admitRegistration(limits: AuthLimits, address: string): Promise<void> {
  const verdict = await limits.registrationsPerAddress.take(address);
  if (!verdict.allowed) {
    throw tooMany(
      `Too many accounts were created from your network. Try again in ${formatWait(verdict.retryAfterSeconds)}`,
    );
  }
}

/** An answer that tells whether an email has an account: /api/users/check, or registration's 409. */
export async function admitEmailAnswer(limits: AuthLimits, address: string): Promise<void> {
  const verdict = await limits.emailChecksPerAddress.take(address);
  if (!verdict.allowed) {
    throw tooMany(
      `Too many email checks from your network. Try again in ${formatWait(verdict.retryAfterSeconds)}`,
    );
  }
}

/** Reset mails: the limit only stops mail, never changes the answer. */
export async function mayMailReset(limits: AuthLimits, address: string, email: string): Promise<boolean> {
  return (
    (await limits.resetMails.take(`address:${address}`)).allowed &&
    (await limits.resetMails.take(`email:${email}`)).allowed
  );
}

/** Asking for a sign-in link: 429 past the address's limit; answers whether the email may be mailed one. */
export async function admitSignInLinkRequest(
  limits: AuthLimits,
  address: string,
  email: string,
): Promise<boolean> {
  const verdict = await limits.signInLinkRequests.take(address);
  if (!verdict.allowed) {
    throw tooMany(
      `Too many sign-in links were asked for from your network. Try again in ${formatWait(verdict.retryAfterSeconds)}`,
    );
  }
  // Past the email's limit no mail goes, and the answer stays the same: the links already sent still work.
  return (await limits.signInLinkMails.take(email)).allowed;
}
