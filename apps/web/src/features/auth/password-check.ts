// The password rule beyond length (core passwords.ts: leaked, or made of the email or name), said in the form
// before the server says it. Loaded on demand: its list of 49,000 leaked passwords stays out of every other page.
import { ACCOUNT_RULES } from '@podium/core';
import type { PasswordOwner } from '@podium/core/passwords';

/** What every new-password field says under it, before anything is typed. */
export const PASSWORD_HINT = `At least ${ACCOUNT_RULES.passwordMinLength} characters; not a common password, your name or your email.`;

type PasswordRule = typeof import('@podium/core/passwords');

let loading: Promise<PasswordRule> | undefined;

/** Starts loading the rule (a form with a new password calls it on mount, so submitting does not wait). */
export function loadPasswordRule(): Promise<PasswordRule> {
  loading ??= import('@podium/core/passwords').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Why this new password would be refused, or undefined. When the rule cannot be loaded (offline, a new
 * deployment), the form lets the password through: the server applies the same rule and says the same words.
 */
export async function passwordProblem(password: string, owner?: PasswordOwner): Promise<string | undefined> {
  try {
    const { passwordIssue } = await loadPasswordRule();
    return passwordIssue(password, owner);
  } catch {
    return undefined;
  }
}
