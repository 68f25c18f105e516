// Event tickets bought by card (issue 25, spec 7's purchase-event-ticket): on every platform through Checkout, never
// in-app (app stores ask for another payment method for services used outside the app). The seat is held (seats.ts)
// before the buyer is sent to pay, for a little longer than the session takes payment, and the session carries the
// hold (its reference); ticket-sessions.ts is what the paid or expired session does to it.
import { createHash } from 'node:crypto';
import { EVENT_LIMITS, type PurchaseEventTicket } from '@podium/core/api';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { assertMayBuy } from '../purchases/policy.ts';
import { findPrice } from '../purchases/prices.ts';
import {
  createCustomer,
  ownUrl,
  type PurchaseDeps,
  withProvider,
  withSessionId,
} from '../purchases/service.ts';
import { assertAthleteProfile, EVENT_NOT_FOUND } from './policy.ts';
import { EVENT_CANCELLED, holdSeat } from './seats.ts';
import * as events from './store.ts';
import { referenceOf } from './ticket-sessions.ts';

export const FREE_EVENT = 'This event is free: sign up from its page';
export const HAS_TICKET = 'You already have a ticket for this event';
export const NOT_A_TICKET = 'priceId: Not the price of an event ticket';

/** A session takes payment this long (Stripe's least is 30 minutes); the seat is held 5 minutes more. */
const PAYING_MS = (EVENT_LIMITS.holdMinutes + 1) * 60_000;
const HOLD_GRACE_MS = 5 * 60_000;

/** POST /api/subs/purchase-event-ticket: holds a seat and answers the checkout page that sells it. */
export async function purchaseEventTicket(deps: PurchaseDeps, account: Account, input: PurchaseEventTicket) {
  const price = findPrice(deps.prices, input.priceId);
  if (price?.productKey !== 'event_ticket') throw badRequest(NOT_A_TICKET);
  assertMayBuy(account, 'event_ticket');
  const profileId = assertAthleteProfile(account);
  const event = await events.findEventByCode(deps.db, input.eventCode);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.cancelled_at) throw conflict(EVENT_CANCELLED);
  if (event.price_amount === null || event.price_currency === null) throw conflict(FREE_EVENT);
  if (await events.findTicketOf(deps.db, event.id, profileId)) throw conflict(HAS_TICKET);
  const base = deps.publicUrl.replace(/\/$/, '');
  const code = encodeURIComponent(event.promo_code);
  const successUrl = withSessionId(new URL(`${base}/AthleteProfile/event-confirmed/${code}`));
  const cancelUrl = input.location
    ? ownUrl('location', input.location, deps.publicUrl).href
    : `${base}/register/promo/${code}`;
  const expiresAt = new Date(Date.now() + PAYING_MS);
  const hold = await deps.db.transaction((tx) =>
    holdSeat(tx, event.id, profileId, new Date(expiresAt.getTime() + HOLD_GRACE_MS)),
  );
  const customerId = await createCustomer(deps, account);
  // One session per hold a minute (a double click, a retried request): the hold is the same seat's until it lapses.
  const minute = Math.floor(Date.now() / 60_000);
  const idempotencyKey = createHash('sha256')
    .update(JSON.stringify([account.id, 'event_ticket', hold.holdId, minute]))
    .digest('base64url');
  const session = await withProvider(() =>
    deps.payments.createCheckoutSession({
      userId: account.id,
      customerId,
      productKey: 'event_ticket',
      priceId: price.priceId,
      amount: event.price_amount ?? 0,
      currency: event.price_currency ?? price.currency,
      mode: 'payment',
      successUrl,
      cancelUrl,
      idempotencyKey,
      reference: referenceOf(event.id, profileId, hold.holdId),
      lineName: `Ticket: ${event.name}`.slice(0, 250),
      expiresAt,
    }),
  );
  return { url: session.url };
}
