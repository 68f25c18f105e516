// Ticket refunds as people read them (issue 25): a buyer's own refunds of an event (the confirmation page explains a
// payment that found no seat), and an event's refunds for its organisation's admins, each buyer named only when the
// one visibility rule lets the admin see them (a minor without consent is "An athlete" on screen).
import { type ProfileRef, REFUNDS_PAGE, type RefundState, TICKET_REFUND_REASONS } from '@podium/core/api';
import type { Account } from '../auth/account.ts';
import { findProfiles, isVisibleTo, profileKey } from '../profiles/profiles.ts';
import { assertAdminOf, assertAthleteProfile, assertFound } from './policy.ts';
import { listRefundsOfBuyer, listRefundsOfEvent, type RefundListRow } from './refund-store.ts';
import type { EventDeps } from './service.ts';
import * as store from './store.ts';
import { REFUND_RETRIES } from './ticket-refund-job.ts';

function stateOf(row: RefundListRow): RefundState {
  if (row.refunded_at) return 'done';
  return row.failed_tries > REFUND_RETRIES ? 'failed' : 'pending';
}

function presentRefund(row: RefundListRow) {
  return {
    amount: row.amount,
    currency: row.currency,
    // The store reads only these reasons.
    reason: TICKET_REFUND_REASONS.find((reason) => reason === row.reason) ?? 'full',
    state: stateOf(row),
    paidAt: row.created_at.toISOString(),
    refundedAt: row.refunded_at?.toISOString() ?? null,
  };
}

/** GET /api/athleteProfile/events/{code}/refunds: the caller's own, by the event's promo code. */
export async function myRefunds(deps: EventDeps, account: Account, code: string) {
  assertAthleteProfile(account);
  const event = assertFound(await store.findEventByCode(deps.db, code));
  const rows = await listRefundsOfBuyer(deps.db, event.id, account.id);
  return { refunds: rows.map((row) => ({ ...presentRefund(row), sessionId: row.session_id })) };
}

/** GET /api/events/{id}/refunds: the organisation's admins only (403 others, 404 no such event). */
export async function eventRefunds(deps: EventDeps, account: Account, eventId: string, cursor = 0) {
  await assertAdminOf(deps.db, account, eventId);
  const { rows, total } = await listRefundsOfEvent(deps.db, eventId, cursor);
  const page = rows.slice(0, REFUNDS_PAGE);
  const refOf = (profileId: string): ProfileRef => ({ profileId, profileType: 'athlete' });
  const profiles = await findProfiles(
    deps.db,
    page.flatMap((row) => (row.athlete_profile_id ? [refOf(row.athlete_profile_id)] : [])),
  );
  const refunds = page.map((row) => {
    const profile = row.athlete_profile_id
      ? profiles.get(profileKey(refOf(row.athlete_profile_id)))
      : undefined;
    const athlete =
      profile && isVisibleTo(profile, account.id)
        ? { profileId: profile.profileId, name: profile.name }
        : null;
    return { _id: row.session_id, ...presentRefund(row), athlete };
  });
  return { refunds, total, nextCursor: rows.length > REFUNDS_PAGE ? cursor + REFUNDS_PAGE : null };
}
