// Who may pitch whom, and how often (issue 10; profiles spec 6: only athletes pitch): readable in one place.
import { PITCH_RULES, type PitchKind } from '@podium/core/api';
import { conflict, forbidden, notFound, tooMany } from '../../http/errors.ts';
import type { UserRow } from '../auth/store.ts';

export const ONLY_ATHLETES_PITCH = 'Only athletes pitch to coaches and organisations';
export const NO_ATHLETE_PROFILE = 'Create your athlete profile first: a pitch sends your profile';
export const HIDDEN_PITCHER =
  'Your profile stays hidden until your parent or caregiver gives their consent, so you cannot pitch or send contact details yet';
export const RECEIVER_NOT_FOUND = 'id: No such coach or organisation';
export const PITCH_NOT_FOUND = 'id: No such pitch';
export const NOT_YOUR_PROFILE = 'id2: Must be your own athlete profile';
export const ONLY_RECEIVER_REPLIES = 'Only the coach or organisation a pitch was sent to replies to it';

/** Spec 6: athletes only (userType 1). */
export function assertAthlete(account: UserRow) {
  if (account.user_type !== 1) throw forbidden(ONLY_ATHLETES_PITCH);
}

export function assertFound<T>(value: T | undefined, message = RECEIVER_NOT_FOUND): T {
  if (value === undefined) throw notFound(message);
  return value;
}

const WHAT: Record<PitchKind, { noun: string; verb: string }> = {
  pitch: { noun: 'pitches', verb: 'pitch' },
  contact: { noun: 'contact details', verb: 'send your contact details to' },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the same receiver may hear from this athlete again (a repeat within 30 days is spam). */
export const nextAllowedAt = (last: Date) => new Date(last.getTime() + PITCH_RULES.repeatDays * DAY_MS);

/** One of each kind per receiver per 30 days: 409 naming the day they may again. */
export function assertNotRepeated(kind: PitchKind, receiverName: string, last: Date | undefined, now: Date) {
  if (!last) return;
  const next = nextAllowedAt(last);
  if (next <= now) return;
  const day = next.toISOString().slice(0, 10);
  throw conflict(
    `You already ${kind === 'pitch' ? 'pitched' : 'sent your contact details to'} ${receiverName} in the last ${PITCH_RULES.repeatDays} days; you may ${WHAT[kind].verb} them again from ${day}`,
  );
}

export const dailyCap = (kind: PitchKind) =>
  kind === 'pitch' ? PITCH_RULES.pitchesPerDay : PITCH_RULES.contactsPerDay;

/** Replies to one pitch: at most PITCH_RULES.repliesPerPitchPerDay in any 24 hours (429 naming when more may go). */
export function assertUnderReplyCap(repliedToday: readonly Date[]) {
  const cap = PITCH_RULES.repliesPerPitchPerDay;
  if (repliedToday.length < cap) return;
  const oldest = repliedToday.reduce((a, b) => (a < b ? a : b));
  const from = new Date(oldest.getTime() + DAY_MS).toISOString().slice(0, 16).replace('T', ' ');
  throw tooMany(
    `You can reply to a pitch at most ${cap} times a day; you may reply to this one again from ${from} UTC`,
  );
}

/** The daily cap: 429 naming when the oldest of the last 24 hours' sends leaves the window. */
export function assertUnderCap(kind: PitchKind, sentToday: readonly Date[]) {
  const cap = dailyCap(kind);
  if (sentToday.length < cap) return;
  const oldest = sentToday.reduce((a, b) => (a < b ? a : b));
  const from = new Date(oldest.getTime() + DAY_MS).toISOString().slice(0, 16).replace('T', ' ');
  throw tooMany(`You can send at most ${cap} ${WHAT[kind].noun} a day; you may send more from ${from} UTC`);
}
