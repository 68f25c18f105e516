// Who may collaborate with whom (issue 10; profiles spec 6): readable in one place. Every refusal names what is wrong.
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import type { CollaborationRow } from './store.ts';

export const ONLY_ATHLETES_INVITE = 'Only athletes invite collaborators';
export const ONLY_COACHES_COLLABORATE = 'Only coaches collaborate with athletes';
export const NO_ATHLETE_PROFILE = 'Create your athlete profile first: collaborators add to your profile';
export const COACH_NOT_FOUND = 'id: No such coach';
export const ATHLETE_NOT_FOUND = 'No such athlete';
export const HIDDEN_INVITER =
  'Your profile stays hidden until your parent or caregiver gives their consent, so you cannot invite collaborators yet';
export const NOT_COLLABORATOR =
  'sender: Only a collaborator this athlete invited, who accepted and was not removed, may add to their profile';
export const NO_INVITATION = 'id: This athlete has not invited you (or removed you)';
export const NO_COLLABORATOR = 'id: This coach is not one of your collaborators';
export const INVITE_SELF = 'id: You cannot invite yourself';

export const alreadyInvited = (name: string) => `You have already invited ${name}; wait for them to accept`;
export const alreadyCollaborating = (name: string) => `${name} already collaborates with you`;
export const ALREADY_ACCEPTED = 'You already collaborate with this athlete';

/** Profiles spec 6: only athletes invite (and remove) collaborators. */
export function assertAthlete(account: Account) {
  if (account.user_type !== 1) throw forbidden(ONLY_ATHLETES_INVITE);
}

/** A collaborator is a coach (design choices, issue 10): what they add is verified. */
export function assertCoach(account: Account) {
  if (account.user_type !== 2) throw forbidden(ONLY_COACHES_COLLABORATE);
}

/** A coach already invited or collaborating is not invited again; a removed one may be. */
export function assertInvitable(row: CollaborationRow | undefined, name: string) {
  if (row?.state === 'invited') throw conflict(alreadyInvited(name));
  if (row?.state === 'active') throw conflict(alreadyCollaborating(name));
}

/** Accepting needs an invitation still open. */
export function assertInvited(row: CollaborationRow | undefined) {
  if (row?.state === 'active') throw conflict(ALREADY_ACCEPTED);
  if (row?.state !== 'invited') throw notFound(NO_INVITATION);
}

/** Only an invited, accepted, not removed collaborator adds for the athlete (issue 10). */
export function assertActive(row: CollaborationRow | undefined) {
  if (row?.state !== 'active') throw forbidden(NOT_COLLABORATOR);
}
