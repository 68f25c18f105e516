// Who may keep a watchlist (issue 10, spec 6): a coach, and only their own; athletes have none.
import { conflict, forbidden, notFound } from '../../http/errors.ts';

export const COACHES_ONLY = 'Only coaches keep a watchlist';
export const NO_ATHLETE = 'athleteProfileId: No such athlete';
export const NOT_ON_LIST = 'athleteProfileId: This athlete is not on your watchlist';

export const listFull = (max: number) =>
  `Your watchlist holds at most ${max} athletes: remove one before adding another`;

const COACH = 2;

/** Spec 6: a watchlist is its coach's alone; an athlete asking is refused outright (403). */
export function assertCoach(account: { user_type: number }) {
  if (account.user_type !== COACH) throw forbidden(COACHES_ONLY);
}

export function assertFound<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw notFound(message);
  return value;
}

export function assertRoom(count: number, max: number) {
  if (count >= max) throw conflict(listFull(max));
}
