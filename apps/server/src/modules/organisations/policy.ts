// Who may do what with organisations (issue 10; spec 6: only its admins edit it), and the refusals' words.
import { forbidden, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import type { OrganisationRow } from './store.ts';

export const ONLY_COACHES_CREATE = 'Only coach accounts create an organisation';
export const ALREADY_ADMIN = 'You already administer an organisation';
export const NO_ORGANISATION = 'You administer no organisation';
export const ORG_NOT_FOUND = 'No such organisation';
export const ADMIN_NOT_FOUND = 'No coach account with that email or id';
export const ADMIN_ELSEWHERE = 'That coach already administers an organisation';
export const ALREADY_THIS_ADMIN = 'That coach is already an admin of your organisation';
export const ONLY_COACHES_SWITCH = 'Only coach accounts switch between coach and organisation';

export function assertCoachAccount(account: Account, message: string): void {
  if (account.user_type !== 2) throw forbidden(message);
}

/** The organisation the caller administers: only its admins edit it or add admins. */
export function assertAdministers(row: OrganisationRow | undefined): OrganisationRow {
  if (!row) throw forbidden(NO_ORGANISATION);
  return row;
}

export function assertFound(row: OrganisationRow | undefined): OrganisationRow {
  if (!row) throw notFound(ORG_NOT_FOUND);
  return row;
}
