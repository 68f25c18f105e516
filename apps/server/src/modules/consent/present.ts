// Rows -> the consent JSON of packages/core/src/api/consent.ts: the caregiver's page and the athlete's status.
import { ageInYears, isDiscoverable } from '@podium/core';
import type {
  ConfirmationState,
  ConfirmationView,
  ConsentState,
  ConsentStatus,
  ConsentView,
} from '@podium/core/api';
import type { Account } from '../auth/account.ts';
import { needsKeeper } from './policy.ts';
import type {
  ConfirmationRow,
  ConfirmationWithAthleteRow,
  ConsentRow,
  ConsentWithAthleteRow,
} from './store.ts';

function stateOf(row: ConsentRow | undefined): ConsentState {
  if (row?.given_at) return 'given';
  if (row?.withdrawn_at) return 'withdrawn';
  return 'pending';
}

/** What the holder of the link sees: the summary only while the one rule lets a caregiver see the athlete. */
export function presentView(row: ConsentWithAthleteRow, sports: string[]): ConsentView {
  const person = {
    userId: row.user_id,
    birthDate: row.birth_date,
    isPublic: row.public_link_enabled === true,
    hasCaregiverConsent: row.given_at !== null,
  };
  const canSee = isDiscoverable(person, { kind: 'caregiver', ofUserId: row.user_id });
  return {
    athleteName: row.name,
    summary: canSee ? { age: ageInYears(row.birth_date), sports, country: row.country } : null,
    state: needsKeeper(row) ? stateOf(row) : 'not-needed',
    givenAt: row.given_at?.toISOString() ?? null,
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
  };
}

/** The athlete's own view: hidden while under 16 without consent. */
export function presentStatus(
  account: Account,
  live: ConsentRow | undefined,
  waiting: readonly ConfirmationRow[],
): ConsentStatus {
  const state = needsKeeper(account) ? stateOf(live) : 'not-needed';
  return {
    state,
    caregiverEmail: account.caregiver_email,
    requestedAt: live?.mailed_at.toISOString() ?? null,
    isHidden: state === 'pending' || state === 'withdrawn',
    heldChanges: waiting.map((row) => ({
      kind: row.kind,
      value: row.value,
      requestedAt: row.requested_at.toISOString(),
    })),
  };
}

/** A held change as it stands: decided, else expired once past its time, else waiting. */
export function confirmationStateOf(row: ConfirmationRow, now: Date = new Date()): ConfirmationState {
  if (row.decided_at) return row.confirmed ? 'confirmed' : 'declined';
  return row.expires_at <= now ? 'expired' : 'waiting';
}

/** What the caregiver sees through a confirmation link. */
export function presentConfirmation(row: ConfirmationWithAthleteRow): ConfirmationView {
  return {
    athleteName: row.name,
    kind: row.kind,
    previous: row.previous,
    value: row.value,
    ageAfter: row.kind === 'birth-date' ? ageInYears(row.value) : null,
    state: confirmationStateOf(row),
    requestedAt: row.requested_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}
