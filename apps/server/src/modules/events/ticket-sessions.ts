// What a paid or expired ticket session does to an event's seats (issue 25). The purchases module's webhook job re-reads
// each session from the provider and hands an `event_ticket` one to `ticketSessions` (wired in job-kinds.ts, so
// purchases never imports events): paid, the hold becomes the ticket in the transaction that takes the event (the
// organisation told once); expired unpaid, the seat is given back. A payment whose hold lapsed gets a fresh seat if
// one is free, else is refunded by a job of its own (retried) and kept in ticket_refunds. The same job refunds a
// cancelled event's paid tickets (jobs.ts), and tells the buyer (`Ticket Refunded`) once the money is back.
import { z } from 'zod';
import type { Db, Queryable } from '../../db/connection.ts';
import { createEventBus, type EventBus } from '../../events/bus.ts';
import { HttpError } from '../../http/errors.ts';
import type { JobKind, Jobs } from '../../jobs/queue.ts';
import type { SessionHandler } from '../purchases/jobs.ts';
import type { CheckoutSessionState, PaymentProvider } from '../purchases/provider.ts';
import { registerEventHandlers } from './handlers.ts';
import { recordFailure, recordRefunded } from './refund-outcome.ts';
import { confirmSeat, holdSeat, releaseHold } from './seats.ts';
import { tellSignup } from './service.ts';
import * as events from './store.ts';
import { REFUND_RETRIES, refundTicket } from './ticket-refund-job.ts';

/** What a ticket's session carries: the event, the buyer's athlete profile and the held seat. */
const ReferenceSchema = z.tuple([z.uuid(), z.uuid(), z.uuid()]);
export const referenceOf = (eventId: string, profileId: string, holdId: string) =>
  `${eventId}/${profileId}/${holdId}`;
function parseReference(reference: string | null) {
  const parsed = ReferenceSchema.safeParse(reference?.split('/')).data;
  return parsed && { eventId: parsed[0], profileId: parsed[1], holdId: parsed[2] };
}

interface TicketJobDeps {
  events: EventBus;
  jobs: Pick<Jobs, 'enqueue'>;
}

/** The buyer's seat for a paid session: its hold confirmed, or a fresh seat; none when the event is full or over. */
async function seatFor(
  tx: Queryable,
  session: CheckoutSessionState,
  ref: { eventId: string; profileId: string; holdId: string },
) {
  const held = await confirmSeat(tx, ref.holdId, session.id);
  if (held) return held;
  try {
    const fresh = await holdSeat(tx, ref.eventId, ref.profileId, new Date(Date.now() + 60_000));
    return await confirmSeat(tx, fresh.holdId, session.id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return undefined;
    throw error;
  }
}

/**
 * What a ticket's session, as the provider has it now, does to our seats (null: nothing). Runs in the transaction
 * that takes the webhook's event, so it happens once.
 */
function ticketWrite(deps: TicketJobDeps, session: CheckoutSessionState) {
  const ref = parseReference(session.reference);
  if (!ref || !session.userId) return null;
  const userId = session.userId;
  if (!session.isPaid) {
    return session.isExpired ? async (tx: Queryable) => void (await releaseHold(tx, ref.holdId)) : null;
  }
  return async (tx: Queryable) => {
    // A session is told of more than once (completed, then async_payment_succeeded; each event its own id): the
    // ticket it already made, or the refund it already started, is the answer.
    const done = await tx.query(
      `select 1 from event_seats where ticket_ref = $1 union all select 1 from ticket_refunds where session_id = $1`,
      [session.id],
    );
    if (done.length > 0) return;
    // The event's row held until this commits (an update, as a seat's hold takes it), so a cancellation waits for this
    // ticket (which its job then refunds) or comes first (and this payment is refunded here).
    await tx.query('update events set seats_taken = seats_taken where id = $1', [ref.eventId]);
    const event = await events.findEvent(tx, ref.eventId);
    const seat = event && !event.cancelled_at ? await seatFor(tx, session, ref) : undefined;
    // Paid for a seat another session of the same buyer already paid for (two tabs): this payment goes back too.
    const [mine] = seat
      ? await tx.query<{ ticket_ref: string }>('select ticket_ref from event_seats where id = $1', [
          seat.ticketId,
        ])
      : [];
    if (seat && mine?.ticket_ref === session.id) {
      if (event) await tellSignup(deps, tx, event, ref.profileId);
      return;
    }
    const reason = !event
      ? 'event deleted'
      : event.cancelled_at
        ? 'event cancelled'
        : seat
          ? 'paid twice'
          : 'full';
    const kept = await tx.query(
      `insert into ticket_refunds (session_id, user_id, event_id, reason, athlete_profile_id, amount, currency)
       select $1, $2, e.id, $4, (select id from athlete_profiles where id = $5), e.price_amount, e.price_currency
         from events e where e.id = $3
       on conflict (session_id) do nothing returning session_id`,
      [session.id, userId, ref.eventId, reason, ref.profileId],
    );
    if (kept.length > 0 || !event) await deps.jobs.enqueue(tx, refundTicket, { sessionId: session.id });
  };
}

/** A worker has no bus of the API's: its own, with the events' handlers. */
function busWithHandlers() {
  const bus = createEventBus();
  registerEventHandlers(bus);
  return bus;
}

/** The handler purchases' webhook job gives an `event_ticket` session to (a worker has no API bus: its own). */
export function ticketSessions(deps: {
  jobs: Pick<Jobs, 'enqueue'>;
  events?: EventBus | undefined;
}): SessionHandler {
  const all = { jobs: deps.jobs, events: deps.events ?? busWithHandlers() };
  return (session) => ticketWrite(all, session);
}

/**
 * Gives the buyer's money back, then tells them, once: the refund is marked done and `Ticket Refunded` written in one
 * transaction (with `Event Refunds Done` to the organisation when no refund of the event is pending any more; a failed
 * last try tells it `Event Refund Failed`: refund-outcome.ts). A retry after the provider's refund asks it again (Stripe: the same idempotency key; the local
 * provider: refunded once), so nothing is given back twice.
 */
async function refundAndTell(
  deps: { db: Db; payments: PaymentProvider; events: EventBus },
  sessionId: string,
) {
  try {
    await deps.payments.refund(sessionId);
  } catch (error) {
    // Counted before the job's retry, so the organisation's list says when every try has failed.
    await recordFailure(deps.db, deps.events, sessionId);
    throw error;
  }
  await deps.events.transaction(deps.db, (tx) => recordRefunded(tx, deps.events, sessionId));
}

/** The refund of a paid ticket: one that found no seat, or one of a cancelled event. */
export function ticketJobs(deps: {
  db: Db;
  payments: PaymentProvider;
  events?: EventBus | undefined;
}): JobKind<unknown>[] {
  const bus = deps.events ?? busWithHandlers();
  const refund: JobKind<{ sessionId: string }> = {
    ...refundTicket,
    retries: REFUND_RETRIES,
    handle: ({ sessionId }) =>
      refundAndTell({ db: deps.db, payments: deps.payments, events: bus }, sessionId),
  };
  return [refund];
}
