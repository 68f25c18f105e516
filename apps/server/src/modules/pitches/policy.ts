// Who may pitch whom (issue 10; profiles spec 6: only athletes pitch): readable in one place. How often is the one
// rule of every request (modules/requests, core REQUEST_RULES).
import { PITCH_RULES } from '@podium/core/api';
import { forbidden, notFound, tooMany } from '../../http/errors.ts';
import type { Account } from '../auth/account.ts';
import { formatWhen } from '../requests/policy.ts';

export const ONLY_ATHLETES_PITCH = 'Only athletes pitch to coaches and organisations';
export const NO_ATHLETE_PROFILE = 'Create your athlete profile first: a pitch sends your profile';
export const HIDDEN_PITCHER =
  'Your profile stays hidden until your parent or caregiver gives their consent, so you cannot pitch or send contact details yet';
export const RECEIVER_NOT_FOUND = 'id: No such coach or organisation';
export const PITCH_NOT_FOUND = 'id: No such pitch';
export const NOT_YOUR_PROFILE = 'id2: Must be your own athlete profile';
export const ONLY_RECEIVER_REPLIES = 'Only the coach or organisation a pitch was sent to replies to it';

/** Spec 6: athletes only (userType 1). */
export function assertAthlete(account: Account) {
  if (account.user_type !== 1) throw forbidden(ONLY_ATHLETES_PITCH);
}

export function assertFound<T>(value: T | undefined, message = RECEIVER_NOT_FOUND): T {
  if (value === undefined) throw notFound(message);
  return value;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Replies to one pitch: at most PITCH_RULES.repliesPerPitchPerDay in any 24 hours (429 naming when more may go). */
export function assertUnderReplyCap(repliedToday: readonly Date[]) {
  const cap = PITCH_RULES.repliesPerPitchPerDay;
  if (repliedToday.length < cap) return;
  const oldest = repliedToday.reduce((a, b) => (a < b ? a : b));
  const from = formatWhen(new Date(oldest.getTime() + DAY_MS));
  throw tooMany(
    `You can reply to a pitch at most ${cap} times a day; you may reply to this one again from ${from}`,
  );
}
