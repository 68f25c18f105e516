// Who may do what with endorsements (issue 10; profiles spec 6: only athletes request endorsements): one place.
import type { EndorsementState } from '@podium/core/api';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';

export const ONLY_ATHLETES_REQUEST = 'Only athletes ask for endorsements';
export const ONLY_COACHES_ENDORSE = 'Only coaches write endorsements';
export const NO_ATHLETE_PROFILE = 'Create your athlete profile first: an endorsement is shown on it';
export const HIDDEN_ATHLETE =
  'Your profile stays hidden until your parent or caregiver gives their consent, so you cannot ask for endorsements yet';
export const COACH_NOT_FOUND = 'id: No such coach';
export const ENDORSEMENT_NOT_FOUND = 'id: No such endorsement';
export const NOT_YOURS = 'You can only change your own endorsements';
export const NOT_ACCEPTED = 'Accept this endorsement before hiding or displaying it';
export const ALREADY_ON_PROFILE = 'This endorsement is already on your profile';

export function assertAthlete(account: Account) {
  if (account.user_type !== 1) throw forbidden(ONLY_ATHLETES_REQUEST);
}

export function assertCoach(account: Account) {
  if (account.user_type !== 2) throw forbidden(ONLY_COACHES_ENDORSE);
}

export function assertFound<T>(value: T | undefined, message = ENDORSEMENT_NOT_FOUND): T {
  if (value === undefined) throw notFound(message);
  return value;
}

/** One endorsement per athlete and coach: asking again says where the first one stands. */
export function alreadyAsked(state: EndorsementState, coachName: string) {
  const why: Record<EndorsementState, string> = {
    requested: `You have already asked ${coachName} for an endorsement; wait for them to write it`,
    submitted: `${coachName} has already endorsed you: accept it on your profile`,
    accepted: `${coachName}'s endorsement is already on your profile`,
  };
  return conflict(why[state]);
}

/** The coach writes once per request. */
export const alreadyWritten = (athleteName: string) => conflict(`You have already endorsed ${athleteName}`);

export const notWrittenYet = (coachName: string) =>
  conflict(`${coachName} has not written this endorsement yet`);
