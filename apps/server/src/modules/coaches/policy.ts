// Who may do what with coach profiles (issue 10; spec 6: a coach edits only their own), and the refusals' words.
import { forbidden } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';

export const ONLY_COACHES = 'Only coach accounts have a coach profile';
export const ALREADY_CREATED = 'You already have a coach profile';
export const NOT_CREATED = 'Create your coach profile first';
export const COACH_NOT_FOUND = 'No such coach';
export const PUBLIC_COACH_NOT_FOUND = 'This coach has no public page, or there is no such coach';

/** Only a coach account (userType 2) has, creates or edits a coach profile, and only its own. */
export function assertCoach(account: Account): void {
  if (account.user_type !== 2) throw forbidden(ONLY_COACHES);
}
