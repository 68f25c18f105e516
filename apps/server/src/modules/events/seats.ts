// Seats (issue 25): capacity is never oversold. The event row keeps seats_taken, which only a conditional update
// raises (`seats_taken < capacity`): concurrent sign-ups queue on that row and each sees the last one's count, on
// PostgreSQL as on PGlite. A seat is first held with an expiry (a checkout's time to pay), then confirmed with a
// ticket code; a hold that expires is freed (its row removed, the count lowered) by whoever next needs a seat of
// that event and by a scheduled sweep (jobs.ts), so reads, which count live holds only, never wait for the sweep.
// holdSeat and confirmSeat are what purchases calls around a Stripe checkout; a free event does both at once.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/connection.ts';
import { conflict } from '../../http/errors.ts';

export const SOLD_OUT = 'This event is full';
export const EVENT_CANCELLED = 'This event has been cancelled';
export const SIGNING_UP = 'You are already signing up for this event';

/** A ticket's secret: 144 random bits, base64url (24 characters). */
export const newTicketCode = (): string => randomBytes(18).toString('base64url');

/** Frees the expired holds of one event (or of all, for the sweep); answers how many were freed. */
export async function freeExpiredHolds(tx: Queryable, eventId?: string): Promise<number> {
  const rows = await tx.query<{ freed: number }>(
    `with freed as (
       delete from event_seats where state = 'held' and held_until <= now() and ($1::uuid is null or event_id = $1)
       returning event_id),
     counted as (select event_id, count(*)::int as n from freed group by event_id)
     update events e set seats_taken = e.seats_taken - c.n from counted c where e.id = c.event_id
     returning c.n as freed`,
    [eventId ?? null],
  );
  return rows.reduce((sum, row) => sum + row.freed, 0);
}

export interface Hold {
  holdId: string;
  until: Date;
}

/**
 * Holds a seat of the event for the athlete profile until `until`, in the caller's transaction; a 409 when it is full
 * or cancelled. A profile holding or having a seat already gets that one (its hold moved to `until` if later).
 */
export async function holdSeat(
  tx: Queryable,
  eventId: string,
  profileId: string,
  until: Date,
): Promise<Hold> {
  await freeExpiredHolds(tx, eventId);
  const mine = await tx.query<{ id: string; held_until: Date | null }>(
    `update event_seats set held_until = case when state = 'held' then greatest(held_until, $3) end
      where event_id = $1 and athlete_profile_id = $2 returning id, held_until`,
    [eventId, profileId, until],
  );
  const existing = mine[0];
  if (existing) return { holdId: existing.id, until: existing.held_until ?? until };
  const taken = await tx.query<{ id: string }>(
    `update events set seats_taken = seats_taken + 1
      where id = $1 and cancelled_at is null and seats_taken < capacity returning id`,
    [eventId],
  );
  if (taken.length === 0) {
    const event = await tx.query<{ cancelled: boolean }>(
      'select cancelled_at is not null as cancelled from events where id = $1',
      [eventId],
    );
    throw conflict(event[0]?.cancelled ? EVENT_CANCELLED : SOLD_OUT);
  }
  const held = await tx.query<{ id: string }>(
    `insert into event_seats (event_id, athlete_profile_id, state, held_until) values ($1, $2, 'held', $3)
     on conflict (event_id, athlete_profile_id) do nothing returning id`,
    [eventId, profileId, until],
  );
  const holdId = held[0]?.id;
  // The same profile signing up twice at once: the other call holds its seat; this one's count is rolled back.
  if (!holdId) throw conflict(SIGNING_UP);
  return { holdId, until };
}

/**
 * Turns a hold into a ticket (a paid checkout's reference, or 'free'), in the caller's transaction: answers the seat's
 * id and its code, the same on a second call (a webhook replayed). Undefined when the hold is gone (it expired and was
 * freed): the caller refunds. A hold past its time not yet freed still counts in seats_taken, so it is confirmed.
 */
export async function confirmSeat(
  tx: Queryable,
  holdId: string,
  ticketRef: string,
): Promise<{ ticketId: string; code: string } | undefined> {
  const rows = await tx.query<{ id: string; code: string }>(
    `update event_seats
        set state = 'confirmed', held_until = null, ticket_ref = coalesce(ticket_ref, $2),
            code = coalesce(code, $3), confirmed_at = coalesce(confirmed_at, now())
      where id = $1 returning id, code`,
    [holdId, ticketRef, newTicketCode()],
  );
  const row = rows[0];
  return row && { ticketId: row.id, code: row.code };
}

/** Gives a hold's seat back at once (its checkout expired unpaid); a confirmed seat or a hold gone already stays. */
export async function releaseHold(tx: Queryable, holdId: string): Promise<boolean> {
  const rows = await tx.query<{ event_id: string }>(
    `with freed as (delete from event_seats where id = $1 and state = 'held' returning event_id)
     update events e set seats_taken = e.seats_taken - 1 from freed where e.id = freed.event_id
     returning e.id as event_id`,
    [holdId],
  );
  return rows.length > 0;
}
