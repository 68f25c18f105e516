// Events' background work (issue 25): a sweep frees every seat whose hold has expired (a checkout never finished), so
// the count of seats taken comes back down even for an event nobody signs up for again; and a cancelled event is told
// to its ticket holders by one job per cancellation, never in the request (an event has up to 5,000 places); the same
// job starts one refund per paid ticket (ticket-sessions.ts's `ticket-refund`, which tells each buyer when it lands).
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { createEventBus, type EventBus } from '../../events/bus.ts';
import { type JobKind, type Jobs, type JobType, scheduledJob } from '../../jobs/queue.ts';
import { findProfile, ownedRef } from '../profiles/profiles.ts';
import { registerEventHandlers } from './handlers.ts';
import { freeExpiredHolds } from './seats.ts';
import * as store from './store.ts';
import { refundTicket } from './ticket-refund-job.ts';

export const tellCancellation: JobType<{ eventId: string }> = {
  name: 'event-cancelled',
  payload: z.object({ eventId: z.uuid() }).strict(),
};

/**
 * Tells each ticket holder that the event was cancelled, and starts one refund per paid ticket, in one transaction (a
 * retry tells everyone once and refunds nothing twice: a refund is recorded once per ticket, and the notifications,
 * the refunds' jobs and the job's end commit together); answers how many were told. Each holder is the receiver of
 * news about their own ticket, so the one rule hides nobody here: the sender is the organisation, seen by all.
 */
export async function tellCancellationToHolders(
  deps: { db: Db; events: EventBus; jobs: Pick<Jobs, 'enqueue'> },
  eventId: string,
) {
  return deps.events.transaction(deps.db, async (tx) => {
    const event = await store.findEvent(tx, eventId);
    if (!event?.cancelled_at) return 0;
    for (const refund of await store.startRefundsOfEvent(tx, eventId)) {
      await deps.jobs.enqueue(tx, refundTicket, { sessionId: refund.session_id });
    }
    const organisation = await findProfile(tx, { profileId: event.organisation_id, profileType: 'org' });
    if (!organisation) return 0;
    const tickets = await store.listTicketsOfEvent(tx, eventId);
    const holders = tickets.map((ticket) => ({
      profileId: ticket.athlete_profile_id,
      profileType: 'athlete' as const,
      userId: ticket.user_id,
    }));
    if (holders.length === 0) return 0;
    await deps.events.emit(tx, {
      type: 'event.cancelled',
      eventId,
      eventName: event.name,
      promoCode: event.promo_code,
      organisation: ownedRef(organisation),
      holders,
    });
    return holders.length;
  });
}

export function eventJobs(deps: {
  db: Db;
  jobs: Pick<Jobs, 'enqueue'>;
  schedule: string;
  events?: EventBus | undefined;
}): JobKind<unknown>[] {
  // A worker process has no bus of the API's: its own, with the events' handlers (as groups' jobs do).
  let events = deps.events;
  if (!events) {
    events = createEventBus();
    registerEventHandlers(events);
  }
  const bus = events;
  const cancellations: JobKind<{ eventId: string }> = {
    ...tellCancellation,
    retries: 5,
    concurrency: 1,
    handle: async ({ eventId }) => {
      await tellCancellationToHolders({ db: deps.db, events: bus, jobs: deps.jobs }, eventId);
    },
  };
  return [
    scheduledJob('sweep-event-holds', deps.schedule, () => deps.db.transaction((tx) => freeExpiredHolds(tx))),
    cancellations,
  ];
}
