// Who may ask for, give or withdraw a caregiver's consent: readable in one place (STYLE 2).
import { isMinor } from '@podium/core';
import { conflict } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';

export const CONSENT_NOT_NEEDED = 'Only athletes under 16 need their caregiver’s consent';
export const ALREADY_CONSENTED = 'Your caregiver has already given their consent';
export const NO_CAREGIVER = 'Add your parent or caregiver’s email on your account first';

/** Only an athlete under 16 waits for a caregiver (the age is read today: at 16 they are their own keeper). */
export function needsKeeper(account: { user_type: 1 | 2; birth_date: string }): boolean {
  return account.user_type === 1 && isMinor({ birthDate: account.birth_date });
}

/** Asking for consent again: an athlete under 16, with a caregiver on file, who does not have it yet. */
export function assertMayAskAgain(account: Account, hasConsent: boolean): string {
  if (!needsKeeper(account)) throw conflict(CONSENT_NOT_NEEDED);
  if (!account.caregiver_email) throw conflict(NO_CAREGIVER);
  if (hasConsent) throw conflict(ALREADY_CONSENTED);
  return account.caregiver_email;
}

/** The caregiver decides only while the athlete is under 16; from 16 the athlete decides alone. */
export function assertCaregiverDecides(athlete: { name: string; user_type: 1 | 2; birth_date: string }) {
  if (!needsKeeper(athlete)) {
    throw conflict(`${athlete.name} is 16 or over and now decides alone who sees their profile`);
  }
}
