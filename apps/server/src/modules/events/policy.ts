// Who may do what with events (issue 25), and the refusals' words: an organisation's admins run its events; the
// staff an admin names for one event check in and enter results at that event only; an athlete holds their tickets.
import { forbidden, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import * as store from './store.ts';

export const NO_ORGANISATION = 'Only an organisation’s admins run its events';
export const EVENT_NOT_FOUND = 'No such event';
export const NOT_THIS_ORGANISATION = 'That event is not your organisation’s';
export const ONLY_STAFF = 'Only this event’s staff may do that';
export const ONLY_ATHLETES = 'Only athletes sign up for events';
export const NO_PROFILE = 'Create your athlete profile first';
export const TICKET_NOT_FOUND = 'No such ticket';

/** The athlete profile the account signs up with. */
export function assertAthleteProfile(account: Account): string {
  if (account.user_type !== 1) throw forbidden(ONLY_ATHLETES);
  if (!account.profile_id) throw forbidden(NO_PROFILE);
  return account.profile_id;
}

export function assertFound<Row>(row: Row | undefined, message = EVENT_NOT_FOUND): Row {
  if (!row) throw notFound(message);
  return row;
}

/** The event, if the account is an admin of its organisation. */
export async function assertAdminOf(
  db: Parameters<typeof store.findEvent>[0],
  account: Account,
  eventId: string,
) {
  const event = assertFound(await store.findEvent(db, eventId));
  if (!(await store.isAdmin(db, event.organisation_id, account.id))) throw forbidden(NOT_THIS_ORGANISATION);
  return event;
}

/** The event, if the account is named staff of it or an admin of its organisation (who may do what staff do). */
export async function assertStaffOf(
  db: Parameters<typeof store.findEvent>[0],
  account: Account,
  eventId: string,
) {
  const event = assertFound(await store.findEvent(db, eventId));
  const allowed =
    (await store.isStaff(db, eventId, account.id)) ||
    (await store.isAdmin(db, event.organisation_id, account.id));
  if (!allowed) throw forbidden(ONLY_STAFF);
  return event;
}
