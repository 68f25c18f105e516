// What a ticket refund's end tells (issue 25), from the refund's job (ticket-sessions.ts), in the transaction that
// records it, so once: the buyer `Ticket Refunded`; the organisation's admins `Event Refunds Done` when it was the
// event's last pending refund, or `Event Refund Failed` when a refund's last try failed. The event's row is taken
// before its refunds are counted, so two refunds settling at once see each other: the one that commits last tells.
import { TICKET_REFUND_REASONS } from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { EventBus } from '../../events/bus.ts';
import { findProfile, ownedRef } from '../profiles/profiles.ts';
import { countRefundStates, recordFailedTry } from './refund-store.ts';
import * as store from './store.ts';
import { REFUND_RETRIES } from './ticket-refund-job.ts';

/** The event of a refund, its row held until the transaction ends, with its organisation; none once deleted. */
async function heldEvent(tx: Queryable, eventId: string) {
  if (!(await store.lockEvent(tx, eventId))) return undefined;
  const event = await store.findEvent(tx, eventId);
  const organisation =
    event && (await findProfile(tx, { profileId: event.organisation_id, profileType: 'org' }));
  return event && organisation ? { event, organisation: ownedRef(organisation) } : undefined;
}

/** The money went back: marks the refund done and tells its buyer, then the organisation if none is pending now. */
export async function recordRefunded(tx: Queryable, bus: EventBus, sessionId: string) {
  const refund = await store.markRefunded(tx, sessionId);
  if (!refund) return;
  const held = await heldEvent(tx, refund.event_id);
  if (!held) return;
  const { event, organisation } = held;
  const buyer =
    refund.athlete_profile_id &&
    (await findProfile(tx, { profileId: refund.athlete_profile_id, profileType: 'athlete' }));
  const reason = TICKET_REFUND_REASONS.find((known) => known === refund.reason);
  if (buyer && reason && refund.amount !== null && refund.currency !== null) {
    await bus.emit(tx, {
      type: 'event.ticket_refunded',
      eventId: event.id,
      eventName: event.name,
      promoCode: event.promo_code,
      amount: refund.amount,
      currency: refund.currency,
      reason,
      organisation,
      buyer: ownedRef(buyer),
    });
  }
  const states = await countRefundStates(tx, event.id, REFUND_RETRIES);
  if (states.pending > 0) return;
  await bus.emit(tx, {
    type: 'event.refunds_done',
    eventId: event.id,
    eventName: event.name,
    refunded: states.refunded,
    failed: states.failed,
    organisation,
  });
}

/**
 * A try of the provider's refund failed: counted before the job's retry (so the list says when every try has
 * failed), and the organisation told when it was the last.
 */
export async function recordFailure(db: Db, bus: EventBus, sessionId: string) {
  await bus.transaction(db, async (tx) => {
    const refund = await recordFailedTry(tx, sessionId);
    if (refund?.failed_tries !== REFUND_RETRIES + 1 || !refund.event_id) return;
    const held = await heldEvent(tx, refund.event_id);
    if (!held) return;
    await bus.emit(tx, {
      type: 'event.refund_failed',
      eventId: held.event.id,
      eventName: held.event.name,
      // A row from before amounts were kept (migration 0055) has its event's price, which never changes once set.
      amount: refund.amount ?? held.event.price_amount ?? 0,
      currency: refund.currency ?? held.event.price_currency ?? '',
      organisation: held.organisation,
    });
  });
}
