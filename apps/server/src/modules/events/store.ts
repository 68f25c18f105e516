// SQL for events (issue 25): events, their staff and what is read of seats; seats.ts holds the capacity statements.
import type { EventTiming } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';

export interface EventRow {
  id: string;
  organisation_id: string;
  organisation_name: string;
  organisation_logo: string | null;
  name: string;
  starts_at: Date;
  time_zone: string;
  place: string;
  capacity: number;
  /** Places not confirmed nor held now (an expired hold counts as free, swept or not); none once cancelled. */
  places_left: number;
  /** Confirmed tickets; none once cancelled (each refunded or void). */
  signed_up: number;
  /** Tickets checked in; none once cancelled. */
  checked_in: number;
  price_amount: number | null;
  price_currency: string | null;
  tests: string[];
  promo_code: string;
  cancelled_at: Date | null;
}

// Each event with its organisation and its seats counted as they stand now: reads ignore expired holds. A cancelled
// event counts nobody and offers no place: its paid tickets are refunded and its free ones void (design choices);
// the ticket rows stay, since each holder still reads their ticket, its refund and any result entered there.
const EVENTS = `
  select e.id, e.organisation_id, o.name as organisation_name, o.logo_url as organisation_logo, e.name,
         e.starts_at, e.time_zone, e.place, e.capacity, e.price_amount, e.price_currency, e.tests, e.promo_code,
         e.cancelled_at,
         case when e.cancelled_at is not null then 0
              else e.capacity - (select count(*)::int from event_seats s
                                  where s.event_id = e.id and (s.state = 'confirmed' or s.held_until > now()))
         end as places_left,
         case when e.cancelled_at is not null then 0
              else (select count(*)::int from event_seats s where s.event_id = e.id and s.state = 'confirmed')
         end as signed_up,
         case when e.cancelled_at is not null then 0
              else (select count(*)::int from event_seats s where s.event_id = e.id and s.checked_in_at is not null)
         end as checked_in
    from events e join organisations o on o.id = e.organisation_id`;

export async function findEvent(db: Queryable, id: string): Promise<EventRow | undefined> {
  return (await db.query<EventRow>(`${EVENTS} where e.id = $1`, [id]))[0];
}

export async function findEventByCode(db: Queryable, code: string): Promise<EventRow | undefined> {
  return (await db.query<EventRow>(`${EVENTS} where e.promo_code = $1`, [code]))[0];
}

export async function listOrganisationEvents(db: Queryable, organisationId: string): Promise<EventRow[]> {
  return db.query<EventRow>(`${EVENTS} where e.organisation_id = $1 order by e.starts_at desc, e.id`, [
    organisationId,
  ]);
}

/** The events the account was named staff of (GET /api/events/staffed), as the organisation lists them. */
export async function listStaffedEvents(db: Queryable, userId: string): Promise<EventRow[]> {
  return db.query<EventRow>(
    `${EVENTS} where e.id in (select event_id from event_staff where user_id = $1) order by e.starts_at desc, e.id`,
    [userId],
  );
}

export async function countOrganisationEvents(db: Queryable, organisationId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'select count(*)::int as n from events where organisation_id = $1',
    [organisationId],
  );
  return rows[0]?.n ?? 0;
}

export interface EventFields {
  name: string;
  startsAt: string;
  timeZone: string;
  place: string;
  capacity: number;
  tests: string[];
}

/** Answers the new id, or undefined when the promo code is taken. */
export async function insertEvent(
  tx: Queryable,
  organisationId: string,
  fields: EventFields & { price: { amount: number; currency: string } | null; promoCode: string },
): Promise<string | undefined> {
  const rows = await tx.query<{ id: string }>(
    `insert into events (organisation_id, name, starts_at, time_zone, place, capacity, tests, price_amount,
                         price_currency, promo_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (promo_code) do nothing returning id`,
    [
      organisationId,
      fields.name,
      fields.startsAt,
      fields.timeZone,
      fields.place,
      fields.capacity,
      fields.tests,
      fields.price?.amount ?? null,
      fields.price?.currency ?? null,
      fields.promoCode,
    ],
  );
  return rows[0]?.id;
}

/** Edits what is given; a capacity below the seats taken is refused by the caller (and by the table's check). */
export async function updateEvent(tx: Queryable, id: string, fields: Partial<EventFields>): Promise<void> {
  await tx.query(
    `update events set name = coalesce($2, name), starts_at = coalesce($3, starts_at),
            time_zone = coalesce($4, time_zone), place = coalesce($5, place), capacity = coalesce($6, capacity),
            tests = coalesce($7, tests), updated_at = now()
      where id = $1`,
    [
      id,
      fields.name ?? null,
      fields.startsAt ?? null,
      fields.timeZone ?? null,
      fields.place ?? null,
      fields.capacity ?? null,
      fields.tests ?? null,
    ],
  );
}

/** Locks the event's row for an edit that compares against its seats. */
export async function lockEvent(tx: Queryable, id: string): Promise<{ seats_taken: number } | undefined> {
  return (
    await tx.query<{ seats_taken: number }>('select seats_taken from events where id = $1 for update', [id])
  )[0];
}

/** Cancels the event once: answers true only the first time, so its holders are told once. */
export async function cancelEvent(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    'update events set cancelled_at = now(), updated_at = now() where id = $1 and cancelled_at is null returning id',
    [id],
  );
  return rows.length > 0;
}

export async function isAdmin(db: Queryable, organisationId: string, userId: string): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    'select true as ok from organisation_admins where organisation_id = $1 and user_id = $2',
    [organisationId, userId],
  );
  return rows.length > 0;
}

export async function isStaff(db: Queryable, eventId: string, userId: string): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    'select true as ok from event_staff where event_id = $1 and user_id = $2',
    [eventId, userId],
  );
  return rows.length > 0;
}

export interface StaffRow {
  user_id: string;
  name: string;
  email: string;
  added_at: Date;
}

export async function listStaff(db: Queryable, eventId: string): Promise<StaffRow[]> {
  return db.query<StaffRow>(
    `select s.user_id, u.name, u.email, s.added_at from event_staff s join users u on u.id = s.user_id
      where s.event_id = $1 order by s.added_at, s.user_id`,
    [eventId],
  );
}

export async function findUserByEmail(db: Queryable, email: string): Promise<{ id: string } | undefined> {
  return (await db.query<{ id: string }>('select id from users where lower(email) = lower($1)', [email]))[0];
}

/** Adds a staff member unless the event has its most; answers false when it is full. */
export async function insertStaff(tx: Queryable, eventId: string, userId: string, by: string, max: number) {
  const rows = await tx.query<{ user_id: string }>(
    `insert into event_staff (event_id, user_id, added_by)
     select $1, $2, $3 where (select count(*) from event_staff where event_id = $1) < $4
     on conflict do nothing returning user_id`,
    [eventId, userId, by, max],
  );
  return rows.length > 0;
}

export async function deleteStaff(tx: Queryable, eventId: string, userId: string): Promise<boolean> {
  const rows = await tx.query<{ user_id: string }>(
    'delete from event_staff where event_id = $1 and user_id = $2 returning user_id',
    [eventId, userId],
  );
  return rows.length > 0;
}

export interface TicketRow {
  id: string;
  event_id: string;
  athlete_profile_id: string;
  user_id: string;
  code: string;
  confirmed_at: Date;
  checked_in_at: Date | null;
  /** A paid ticket's refund, if one was started (a cancelled event): the amount is the event's price. */
  refund_amount: number | null;
  refund_currency: string | null;
  refunded_at: Date | null;
}

// A ticket's refund is found by its checkout session (a paid ticket's ticket_ref; a free one's is 'free').
const TICKETS = `
  select s.id, s.event_id, s.athlete_profile_id, ap.user_id, s.code, s.confirmed_at, s.checked_in_at,
         coalesce(r.amount, e.price_amount) as refund_amount, coalesce(r.currency, e.price_currency) as refund_currency,
         r.refunded_at
    from event_seats s join athlete_profiles ap on ap.id = s.athlete_profile_id
         left join ticket_refunds r on r.session_id = s.ticket_ref
         left join events e on e.id = r.event_id
   where s.state = 'confirmed'`;

export async function findTicket(db: Queryable, id: string): Promise<TicketRow | undefined> {
  return (await db.query<TicketRow>(`${TICKETS} and s.id = $1`, [id]))[0];
}

export async function findTicketByCode(db: Queryable, code: string): Promise<TicketRow | undefined> {
  return (await db.query<TicketRow>(`${TICKETS} and s.code = $1`, [code]))[0];
}

export async function findTicketOf(db: Queryable, eventId: string, profileId: string) {
  return (
    await db.query<TicketRow>(`${TICKETS} and s.event_id = $1 and s.athlete_profile_id = $2`, [
      eventId,
      profileId,
    ])
  )[0];
}

export async function listTicketsOfProfile(db: Queryable, profileId: string): Promise<TicketRow[]> {
  return db.query<TicketRow>(`${TICKETS} and s.athlete_profile_id = $1 order by s.confirmed_at desc`, [
    profileId,
  ]);
}

export interface TicketResultRow {
  id: string;
  seat_id: string;
  test_key: string;
  score: string;
  unit: string;
  timing: EventTiming;
  entered_at: Date;
}

/** The current results (none superseded) entered for these tickets, oldest first. */
export async function listCurrentResultsOfTickets(db: Queryable, seatIds: readonly string[]) {
  if (seatIds.length === 0) return [];
  return db.query<TicketResultRow>(
    `select id, seat_id, test_key, score, unit, timing, entered_at
       from event_results
      where seat_id = any($1::uuid[]) and superseded_by is null
      order by entered_at, id`,
    [seatIds],
  );
}

export async function listTicketsOfEvent(db: Queryable, eventId: string): Promise<TicketRow[]> {
  return db.query<TicketRow>(`${TICKETS} and s.event_id = $1 order by s.confirmed_at, s.id`, [eventId]);
}

/** Checks a ticket in once: answers the time it was checked in, now or before, and whether it was now. */
export async function checkIn(
  tx: Queryable,
  ticketId: string,
  by: string,
): Promise<{ checked_in_at: Date; now: boolean }> {
  const taken = await tx.query<{ checked_in_at: Date }>(
    `update event_seats set checked_in_at = now(), checked_in_by = $2
      where id = $1 and checked_in_at is null returning checked_in_at`,
    [ticketId, by],
  );
  const first = taken[0];
  if (first) return { checked_in_at: first.checked_in_at, now: true };
  const before = await tx.query<{ checked_in_at: Date }>(
    'select checked_in_at from event_seats where id = $1',
    [ticketId],
  );
  const at = before[0]?.checked_in_at;
  if (!at) throw new Error('a confirmed ticket lost its check-in');
  return { checked_in_at: at, now: false };
}

export interface RefundRow {
  session_id: string;
  athlete_profile_id: string | null;
  event_id: string;
  amount: number | null;
  currency: string | null;
  reason: string;
}

/**
 * One refund per paid ticket of a cancelled event, recorded once (a second cancel, a retried job: nothing new);
 * answers the refunds it started now.
 */
export async function startRefundsOfEvent(tx: Queryable, eventId: string): Promise<RefundRow[]> {
  return tx.query<RefundRow>(
    `insert into ticket_refunds (session_id, user_id, event_id, athlete_profile_id, reason, amount, currency)
     select s.ticket_ref, ap.user_id, s.event_id, s.athlete_profile_id, 'event cancelled', e.price_amount,
            e.price_currency
       from event_seats s
       join athlete_profiles ap on ap.id = s.athlete_profile_id
       join events e on e.id = s.event_id
      where s.event_id = $1 and s.state = 'confirmed' and s.ticket_ref <> 'free' and e.price_amount is not null
     on conflict (session_id) do nothing
     returning session_id, athlete_profile_id, event_id, amount, currency`,
    [eventId],
  );
}

/** Marks a refund given back, once: answers it the first time only (the buyer is told then). */
export async function markRefunded(tx: Queryable, sessionId: string): Promise<RefundRow | undefined> {
  const [row] = await tx.query<RefundRow>(
    `update ticket_refunds r set refunded_at = now(),
            amount = coalesce(r.amount, e.price_amount), currency = coalesce(r.currency, e.price_currency)
       from events e
      where r.session_id = $1 and r.refunded_at is null and e.id = r.event_id
     returning r.session_id, r.athlete_profile_id, r.event_id, r.amount, r.currency, r.reason`,
    [sessionId],
  );
  return row;
}
