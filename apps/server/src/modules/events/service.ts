// Events (issue 25): an organisation's admins make, edit, cancel and list its events; an athlete sees an event by its
// promo code, signs up for a free one (a held seat confirmed at once, seats.ts) and reads their events and tickets.
import { randomBytes } from 'node:crypto';
import { findTest } from '@podium/core';
import { type CreateEvent, EVENT_LIMITS, type UpdateEvent } from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { EventBus } from '../../events/bus.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { JobType } from '../../jobs/queue.ts';
import type { Account } from '../auth/account.ts';
import { findAdministered } from '../organisations/store.ts';
import { findProfile, findVisibleProfile, ownedRef } from '../profiles/profiles.ts';
import { tellCancellation } from './jobs.ts';
import {
  assertAdminOf,
  assertAthleteProfile,
  assertFound,
  NO_ORGANISATION,
  TICKET_NOT_FOUND,
} from './policy.ts';
import { presentEvent, presentOrgEvent, presentTicket, presentTicketResult } from './present.ts';
import { confirmSeat, EVENT_CANCELLED, holdSeat } from './seats.ts';
import * as store from './store.ts';

export interface EventDeps {
  db: Db;
  events: EventBus;
  /** Where a cancellation's job is enqueued, in the cancelling transaction (jobs.ts). */
  jobs: { enqueue<T>(tx: Queryable, kind: JobType<T>, payload: T): Promise<void> };
}

export const TOO_MANY_EVENTS = `An organisation keeps at most ${EVENT_LIMITS.eventsPerOrganisation} events`;
export const CODE_TAKEN = 'promoCode: That promo code is taken; choose another';
export const BELOW_TAKEN = 'capacity: Cannot be below the places already taken';
export const PAID_EVENT = 'This event has a price: buy a ticket to sign up';
export const WRONG_ORGANISATION = 'That promo code is not this organisation’s';
export const NOT_SIGNED_UP = 'You have not signed up for this event';

/** Catalogue keys for the tests named (by key or name), each once. */
const testKeys = (tests: readonly string[]) => [...new Set(tests.map((test) => findTest(test)?.key ?? test))];

/** An opaque promo code: 12 random bytes, base64url (16 characters). */
const newPromoCode = () => randomBytes(12).toString('base64url');

async function myOrganisation(db: Queryable, account: Account) {
  const organisation = await findAdministered(db, account.id);
  if (!organisation) throw forbidden(NO_ORGANISATION);
  return organisation;
}

async function orgEvent(db: Queryable, id: string, msg: string) {
  return { msg, event: presentOrgEvent(assertFound(await store.findEvent(db, id))) };
}

/** POST /api/events. */
export async function createEvent(deps: EventDeps, account: Account, input: CreateEvent) {
  const organisation = await myOrganisation(deps.db, account);
  const id = await deps.db.transaction(async (tx) => {
    // Serialises one organisation's creations, so the limit holds under concurrent calls.
    await tx.query('select id from organisations where id = $1 for update', [organisation.id]);
    if ((await store.countOrganisationEvents(tx, organisation.id)) >= EVENT_LIMITS.eventsPerOrganisation)
      throw conflict(TOO_MANY_EVENTS);
    const made = await store.insertEvent(tx, organisation.id, {
      ...input,
      tests: testKeys(input.tests),
      price: input.price ?? null,
      promoCode: input.promoCode ?? newPromoCode(),
    });
    if (!made) throw conflict(CODE_TAKEN);
    return made;
  });
  return orgEvent(deps.db, id, 'Event created');
}

/** PUT /api/events/{id}. */
export async function updateEvent(deps: EventDeps, account: Account, id: string, input: UpdateEvent) {
  const event = await assertAdminOf(deps.db, account, id);
  if (event.cancelled_at) throw conflict(EVENT_CANCELLED);
  await deps.db.transaction(async (tx) => {
    const locked = await store.lockEvent(tx, id);
    if (locked && input.capacity !== undefined && input.capacity < locked.seats_taken)
      throw conflict(BELOW_TAKEN);
    await store.updateEvent(tx, id, { ...input, ...(input.tests ? { tests: testKeys(input.tests) } : {}) });
  });
  return orgEvent(deps.db, id, 'Event updated');
}

/**
 * PUT /api/events/{id}/cancel: sign-ups end; tickets stay, so their holders see it cancelled, and a job tells each of
 * them (Event Cancelled) once, however often it is cancelled.
 */
export async function cancelEvent(deps: EventDeps, account: Account, id: string) {
  await assertAdminOf(deps.db, account, id);
  await deps.db.transaction(async (tx) => {
    if (await store.cancelEvent(tx, id)) await deps.jobs.enqueue(tx, tellCancellation, { eventId: id });
  });
  return orgEvent(deps.db, id, 'Event cancelled');
}

/** GET /api/events/staffed ("Events I staff"): any account's events it was named staff of. */
export async function staffedEvents(deps: EventDeps, account: Account) {
  return { events: (await store.listStaffedEvents(deps.db, account.id)).map(presentEvent) };
}

/** GET /api/events: the events of the organisation the caller administers. */
export async function listEvents(deps: EventDeps, account: Account) {
  const organisation = await myOrganisation(deps.db, account);
  return { events: (await store.listOrganisationEvents(deps.db, organisation.id)).map(presentOrgEvent) };
}

/** GET /api/events/promo/{code}: what anyone with the promo link sees before signing up (no session needed). */
export async function eventPage(deps: EventDeps, code: string) {
  return presentEvent(assertFound(await store.findEventByCode(deps.db, code)));
}

/** PUT /api/promo/{orgId}/join-event: a free event's sign-up; its organisation is told (Athlete Event Signup). */
export async function joinEvent(deps: EventDeps, account: Account, orgId: string, code: string) {
  const profileId = assertAthleteProfile(account);
  const event = assertFound(await store.findEventByCode(deps.db, code));
  if (event.organisation_id !== orgId) throw notFound(WRONG_ORGANISATION);
  if (event.cancelled_at) throw conflict(EVENT_CANCELLED);
  const already = await store.findTicketOf(deps.db, event.id, profileId);
  if (already) return { msg: 'You are signed up', ...(await myEventOf(deps.db, event.id, profileId)) };
  if (event.price_amount !== null) throw conflict(PAID_EVENT);
  await deps.events.transaction(deps.db, async (tx) => {
    const hold = await holdSeat(tx, event.id, profileId, new Date(Date.now() + 60_000));
    await confirmSeat(tx, hold.holdId, 'free');
    await tellSignup(deps, tx, event, profileId);
  });
  return { msg: 'You are signed up', ...(await myEventOf(deps.db, event.id, profileId)) };
}

/**
 * Tells the organisation of a sign-up, in the sign-up's transaction (purchases calls it after confirmSeat too): only
 * when the organisation may see the athlete (core isDiscoverable; a minor without consent is shown to nobody).
 */
export async function tellSignup(
  deps: Pick<EventDeps, 'events'>,
  tx: Queryable,
  event: Pick<store.EventRow, 'id' | 'name' | 'organisation_id'>,
  profileId: string,
): Promise<void> {
  const organisation = await findProfile(tx, { profileId: event.organisation_id, profileType: 'org' });
  const athlete =
    organisation &&
    (await findVisibleProfile(tx, { profileId, profileType: 'athlete' }, organisation.userId));
  if (!organisation || !athlete) return;
  await deps.events.emit(tx, {
    type: 'event.signed_up',
    eventId: event.id,
    eventName: event.name,
    athlete: ownedRef(athlete),
    organisation: ownedRef(organisation),
  });
}

async function myEventOf(db: Queryable, eventId: string, profileId: string) {
  const [event, ticket] = await Promise.all([
    store.findEvent(db, eventId),
    store.findTicketOf(db, eventId, profileId),
  ]);
  if (!event || !ticket) throw notFound(NOT_SIGNED_UP);
  const results = await store.listCurrentResultsOfTickets(db, [ticket.id]);
  return {
    event: presentEvent(event),
    ticket: presentTicket(ticket),
    results: results.map(presentTicketResult),
  };
}

/** GET /api/athleteProfile/events (/AthleteProfile/my-events): the athlete's events with their tickets. */
export async function myEvents(deps: EventDeps, account: Account) {
  const profileId = assertAthleteProfile(account);
  const tickets = await store.listTicketsOfProfile(deps.db, profileId);
  const [events, results] = await Promise.all([
    Promise.all(tickets.map((ticket) => store.findEvent(deps.db, ticket.event_id))),
    store.listCurrentResultsOfTickets(
      deps.db,
      tickets.map((ticket) => ticket.id),
    ),
  ]);
  return {
    events: tickets.flatMap((ticket, index) => {
      const event = events[index];
      const mine = results.filter((result) => result.seat_id === ticket.id).map(presentTicketResult);
      return event ? [{ event: presentEvent(event), ticket: presentTicket(ticket), results: mine }] : [];
    }),
  };
}

/** GET /api/athleteProfile/events/{code} (/AthleteProfile/event-confirmed/{code}): one event the athlete has joined. */
export async function myEvent(deps: EventDeps, account: Account, code: string) {
  const profileId = assertAthleteProfile(account);
  const event = assertFound(await store.findEventByCode(deps.db, code));
  return myEventOf(deps.db, event.id, profileId);
}

/** The ticket, to its owner only (another's answers as none, so a ticket id reveals nothing). */
export async function ownTicket(deps: EventDeps, account: Account, ticketId: string) {
  const ticket = await store.findTicket(deps.db, ticketId);
  if (!ticket || ticket.user_id !== account.id) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}
