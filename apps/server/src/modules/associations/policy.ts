// Who may add, ask, confirm and remove associated people (issue 10), and the words of each refusal.
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { AssociationRow, Side } from './store.ts';

export const ONLY_COACHES_ADD = 'Only coaches and organisations add associated people';
export const ONLY_COACHES_ASK = 'Only coaches ask to be associated with an organisation';
export const NOT_FOUND = 'No such associated person';
export const PROFILE_NOT_FOUND = 'profileId: No such profile';
export const ORG_NOT_FOUND = 'No such organisation';
export const ADD_SELF = 'profileId: You cannot add yourself';
export const OWN_ORG = 'You administer this organisation already';
export const ALREADY_LINKED = 'Already associated, or waiting for confirmation';
export const ALREADY_CONFIRMED = 'Already confirmed';
export const NOT_YOURS_TO_CONFIRM = 'Only the side that was asked can confirm';
export const NOT_AN_ATHLETE_LINK = 'This is not an athlete’s association: confirm it from your coach profile';

/** The side that confirms: the member when the owner added them, the owner when the member asked. */
export const confirmingSide = (row: AssociationRow): Side =>
  row.requested_by === 'owner' ? 'member' : 'owner';

/** The caller's sides of the link: none is 404, as for an unknown id (the link names people). */
export function assertParty(sides: readonly Side[]): void {
  if (sides.length === 0) throw notFound(NOT_FOUND);
}

export function assertConfirmer(row: AssociationRow, sides: readonly Side[]): void {
  if (row.confirmed_at !== null) throw conflict(ALREADY_CONFIRMED);
  if (!sides.includes(confirmingSide(row))) throw forbidden(NOT_YOURS_TO_CONFIRM);
}
