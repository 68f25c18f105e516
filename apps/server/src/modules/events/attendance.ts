// At the event (issue 25): an admin names the event's staff (existing accounts, by email); staff (and admins) check
// attendees in by their ticket's code and see who signed up. A minor without their caregiver's consent on record is
// shown to nobody (core isDiscoverable): never listed by name, and refused at check-in.
import { needsCaregiverConsent } from '@podium/core';
import type { ProfileRef } from '@podium/core/api';
import { EVENT_LIMITS } from '@podium/core/api';
import { conflict, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { findProfile, findProfiles, isVisibleTo, profileKey } from '../profiles/profiles.ts';
import { assertAdminOf, assertStaffOf } from './policy.ts';
import { EVENT_CANCELLED } from './seats.ts';
import type { EventDeps } from './service.ts';
import * as store from './store.ts';

export const NO_ACCOUNT = 'email: No account with that email';
export const TOO_MANY_STAFF = `An event has at most ${EVENT_LIMITS.staffPerEvent} staff`;
export const NOT_STAFF = 'That account is not staff of this event';
export const UNKNOWN_CODE = 'code: No ticket of this event has that code';
export const NEEDS_CONSENT =
  'This athlete is under 16 and their caregiver’s consent is not on record: they cannot be checked in';

async function staffOf(deps: EventDeps, eventId: string) {
  const rows = await store.listStaff(deps.db, eventId);
  return {
    staff: rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      email: row.email,
      addedAt: row.added_at.toISOString(),
    })),
  };
}

/** GET /api/events/{id}/staff. */
export async function listStaff(deps: EventDeps, account: Account, eventId: string) {
  await assertAdminOf(deps.db, account, eventId);
  return staffOf(deps, eventId);
}

/** POST /api/events/{id}/staff: an existing account by email (adding one already there changes nothing). */
export async function addStaff(deps: EventDeps, account: Account, eventId: string, email: string) {
  await assertAdminOf(deps.db, account, eventId);
  const user = await store.findUserByEmail(deps.db, email);
  if (!user) throw notFound(NO_ACCOUNT);
  await deps.db.transaction(async (tx) => {
    await store.lockEvent(tx, eventId);
    if (await store.isStaff(tx, eventId, user.id)) return;
    if (!(await store.insertStaff(tx, eventId, user.id, account.id, EVENT_LIMITS.staffPerEvent)))
      throw conflict(TOO_MANY_STAFF);
  });
  return staffOf(deps, eventId);
}

/** DELETE /api/events/{id}/staff/{userId}. */
export async function removeStaff(deps: EventDeps, account: Account, eventId: string, userId: string) {
  await assertAdminOf(deps.db, account, eventId);
  if (!(await store.deleteStaff(deps.db, eventId, userId))) throw notFound(NOT_STAFF);
  return { msg: 'Staff removed' };
}

/** POST /api/events/{id}/check-in: once; a second scan answers when it was checked in; a cancelled event none (409). */
export async function checkIn(deps: EventDeps, account: Account, eventId: string, code: string) {
  const event = await assertStaffOf(deps.db, account, eventId);
  // A cancelled event's tickets are refunded or void: nobody attends it.
  if (event.cancelled_at) throw conflict(EVENT_CANCELLED);
  const ticket = await store.findTicketByCode(deps.db, code);
  if (!ticket || ticket.event_id !== eventId) throw notFound(UNKNOWN_CODE);
  const athlete = await findProfile(deps.db, {
    profileId: ticket.athlete_profile_id,
    profileType: 'athlete',
  });
  if (!athlete?.person || needsCaregiverConsent(athlete.person)) throw conflict(NEEDS_CONSENT);
  const done = await store.checkIn(deps.db, ticket.id, account.id);
  return {
    msg: done.now ? 'Checked in' : 'Already checked in',
    checkedInAt: done.checked_in_at.toISOString(),
    again: !done.now,
    athlete: { profileId: athlete.profileId, name: athlete.name },
  };
}

/** GET /api/events/{id}/attendees: those the viewer may see (core isDiscoverable), and how many are hidden. */
export async function attendees(deps: EventDeps, account: Account, eventId: string) {
  await assertStaffOf(deps.db, account, eventId);
  const tickets = await store.listTicketsOfEvent(deps.db, eventId);
  const refOf = (ticket: store.TicketRow): ProfileRef => ({
    profileId: ticket.athlete_profile_id,
    profileType: 'athlete',
  });
  const profiles = await findProfiles(deps.db, tickets.map(refOf));
  const shown = tickets.flatMap((ticket) => {
    const profile = profiles.get(profileKey(refOf(ticket)));
    return profile && isVisibleTo(profile, account.id)
      ? [
          {
            ticketId: ticket.id,
            profileId: profile.profileId,
            name: profile.name,
            checkedInAt: ticket.checked_in_at?.toISOString() ?? null,
          },
        ]
      : [];
  });
  return { attendees: shown, hidden: tickets.length - shown.length };
}
