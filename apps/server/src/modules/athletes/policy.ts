// Who may do what with athlete profiles: readable in one place (STYLE 2).
import { forbidden, notFound } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';

export const ONLY_ATHLETES = 'Only athletes have an athlete profile';
export const NOT_YOURS = 'You can only change your own athlete profile';

/** Only athletes (userType 1) own, create and edit an athlete profile (profiles spec 6). */
export function assertAthlete(account: Account) {
  if (account.user_type !== 1) throw forbidden(ONLY_ATHLETES);
}

/** An item (sport, result, video, destination) may be changed only through the profile that owns it. */
export function assertOwnItem(ownerProfileId: string | undefined, myProfileId: string, what: string) {
  if (ownerProfileId === undefined) throw notFound(`${what} not found`);
  if (ownerProfileId !== myProfileId) throw forbidden(NOT_YOURS);
}
