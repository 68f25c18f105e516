// Pitches and contact details (issue 10; profiles spec 7): an athlete sends a coach or an organisation their CV or
// their contact details; the receiver gets a notification (its handler, handlers.ts). Anti-spam: one of each kind
// per receiver per 30 days and a daily cap per kind, the one rule of every request (modules/requests). The receiver
// may answer with a short reply (issue 22, item 20), a few a pitch a day.
import { isMinor } from '@podium/core';
import {
  type ContactDetails,
  PITCH_RULES,
  type Pitch,
  type PitchDetail,
  type PitchKind,
  type PitchReply,
  type PitchReplySent,
  type PitchTarget,
  type ProfileRef,
  type ReceiverKind,
} from '@podium/core/api';
import type { Db, Queryable } from '../../db/connection.ts';
import type { EventBus } from '../../events/bus.ts';
import type { OwnedRef } from '../../events/types.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Account } from '../auth/account.ts';
import {
  actingProfile,
  cardOf,
  findVisibleProfile,
  ownedProfiles,
  ownedRef,
  type ProfileOwner,
} from '../profiles/profiles.ts';
import { admitRequest, requestAllowance } from '../requests/service.ts';
import { pitchMail } from './jobs.ts';
import { pitchReplyCaregiverMail } from './mails.ts';
import {
  assertAthlete,
  assertFound,
  assertUnderReplyCap,
  HIDDEN_PITCHER,
  NO_ATHLETE_PROFILE,
  NOT_YOUR_PROFILE,
  ONLY_RECEIVER_REPLIES,
  PITCH_NOT_FOUND,
  RECEIVER_NOT_FOUND,
} from './policy.ts';
import { CV_RESULTS, presentPitch, presentReply } from './present.ts';
import { type PromoEvent, promoEventOf } from './promo.ts';
import * as store from './store.ts';

export interface PitchDeps {
  db: Db;
  events: EventBus;
  /** A reply to a minor's pitch is copied to their caregiver, by a job enqueued with the reply. */
  jobs: Pick<Jobs, 'enqueue'>;
}

/** The caller's athlete profile; only athletes pitch (spec 6). */
function myAthlete(account: Account): OwnedRef {
  assertAthlete(account);
  const ref = actingProfile(account);
  if (!ref) throw conflict(NO_ATHLETE_PROFILE);
  return { ...ref, userId: account.id };
}

/** A coach or organisation as the athlete may see it; without a type, a coach by that id, else an organisation. */
async function findReceiver(
  db: Queryable,
  account: Account,
  id: string,
  type: ReceiverKind | undefined,
): Promise<ProfileOwner> {
  const kinds: ReceiverKind[] = type ? [type] : ['coach', 'org'];
  for (const profileType of kinds) {
    const found = await findVisibleProfile(db, { profileId: id, profileType }, account.id);
    if (found) return found;
  }
  throw notFound(RECEIVER_NOT_FOUND);
}

interface Send {
  kind: PitchKind;
  promo: boolean;
  /** The live event a promo CV came through (promo.ts). */
  event: PromoEvent | null;
  ageShown: boolean;
  message: string;
  form: Record<string, unknown>;
}

/** The rules, the row and the event, in one transaction (the rules serialise it per athlete). */
async function send(deps: PitchDeps, account: Account, receiverRef: ProfileOwner, what: Send) {
  const athlete = myAthlete(account);
  // A send shows the athlete to the receiver: a minor hidden until consent cannot (core isDiscoverable).
  if (!(await findVisibleProfile(deps.db, athlete, receiverRef.userId))) throw forbidden(HIDDEN_PITCHER);
  const receiver = ownedRef(receiverRef);
  return deps.events.transaction(deps.db, async (tx) => {
    await admitRequest(tx, {
      kind: what.kind,
      senderUserId: account.id,
      target: receiver,
      targetName: receiverRef.name,
    });
    const pitchId = await store.insertPitch(tx, {
      ...what,
      eventId: what.event?.id ?? null,
      athlete,
      receiver,
    });
    await deps.events.emit(tx, {
      type: 'pitch.sent',
      pitchId,
      kind: what.kind,
      event: what.event,
      athlete,
      receiver,
    });
    return pitchId;
  });
}

/** A pitch's row: a promo CV when it came through a live event's promo link (promo.ts), else a CV. */
async function pitchFields(db: Queryable, input: Pitch, receiver: ProfileOwner): Promise<Send> {
  const event = await promoEventOf(db, input, receiver);
  const { message, ...form } = input.formData;
  return { kind: 'pitch', promo: event !== null, event, ageShown: input.athAgeCheck, message, form };
}

/** POST /api/athleteProfile/coach/{id}: a pitch to a coach. */
export async function pitchCoach(deps: PitchDeps, account: Account, coachId: string, input: Pitch) {
  assertAthlete(account);
  const receiver = await findReceiver(deps.db, account, coachId, 'coach');
  const _id = await send(deps, account, receiver, await pitchFields(deps.db, input, receiver));
  return { msg: 'Pitch Sent!', _id };
}

/** POST /api/organisation/{id}/{id2}/application: {id} the organisation, {id2} the caller's athlete profile. */
export async function applyToOrganisation(
  deps: PitchDeps,
  account: Account,
  params: { id: string; id2: string },
  input: Pitch,
) {
  const athlete = myAthlete(account);
  if (athlete.profileId !== params.id2) throw forbidden(NOT_YOUR_PROFILE);
  const receiver = await findReceiver(deps.db, account, params.id, 'org');
  const _id = await send(deps, account, receiver, await pitchFields(deps.db, input, receiver));
  return { msg: 'Pitch Sent!', _id };
}

/** PUT /api/athleteProfile/coach/{id}/contact: the athlete's contact details to a coach or an organisation. */
export async function sendContact(deps: PitchDeps, account: Account, id: string, input: ContactDetails) {
  assertAthlete(account);
  const receiver = await findReceiver(deps.db, account, id, input.profileType ?? 'coach');
  const form = {
    ...(input.email ? { email: input.email } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
  };
  const _id = await send(deps, account, receiver, {
    kind: 'contact',
    promo: false,
    event: null,
    ageShown: false,
    message: input.message ?? '',
    form,
  });
  return { msg: 'Contact details sent!', _id };
}

/** GET /api/athleteProfile/pitch-target/{id}: whom the contact form sends to, and what the rules allow now. */
export async function pitchTarget(
  deps: PitchDeps,
  account: Account,
  id: string,
  type: ReceiverKind | undefined,
): Promise<PitchTarget> {
  const athlete = myAthlete(account);
  const receiver = await findReceiver(deps.db, account, id, type);
  const allowance = (kind: PitchKind) => requestAllowance(deps.db, athlete.userId, kind, receiver);
  const [pitch, contact] = await Promise.all([allowance('pitch'), allowance('contact')]);
  return {
    receiver: cardOf(receiver),
    nextPitchAt: pitch.nextAt?.toISOString() ?? null,
    nextContactAt: contact.nextAt?.toISOString() ?? null,
    pitchesLeftToday: pitch.leftToday,
    contactsLeftToday: contact.leftToday,
  };
}

/** The pitch and the reader's part in it: 404 unless they sent it or own the profile it went to. */
async function pitchFor(db: Queryable, account: Account, id: string) {
  const row = assertFound(await store.findPitch(db, id), PITCH_NOT_FOUND);
  const receiverRef: ProfileRef = {
    profileId: row.receiver_profile_id,
    profileType: row.receiver_profile_type,
  };
  const mine = await ownedProfiles(db, account.id);
  const isReceiver = mine.some(
    (p) => p.profileId === receiverRef.profileId && p.profileType === receiverRef.profileType,
  );
  if (!isReceiver && row.athlete_user_id !== account.id) throw notFound(PITCH_NOT_FOUND);
  return { row, receiverRef, isReceiver };
}

const leftOf = (repliedToday: readonly Date[]) =>
  Math.max(0, PITCH_RULES.repliesPerPitchPerDay - repliedToday.length);

/**
 * GET /api/pitches/{id}: the pitch or contact details with the receiver's replies, for the receiving profile's owners
 * and the athlete who sent it. Anyone else, or an athlete now hidden from the reader (a minor whose caregiver
 * withdrew consent), is 404.
 */
export async function getPitch(deps: PitchDeps, account: Account, id: string): Promise<PitchDetail> {
  const { row, receiverRef, isReceiver } = await pitchFor(deps.db, account, id);
  const athleteRef: ProfileRef = { profileId: row.athlete_profile_id, profileType: 'athlete' };
  const [athlete, receiver, cv, best, replies, repliedToday] = await Promise.all([
    findVisibleProfile(deps.db, athleteRef, account.id),
    findVisibleProfile(deps.db, receiverRef, account.id),
    store.findCv(deps.db, row.athlete_profile_id),
    store.findBestResults(deps.db, row.athlete_profile_id, CV_RESULTS),
    store.listReplies(deps.db, row.id),
    store.repliedInLastDay(deps.db, row.id),
  ]);
  if (!athlete || !receiver || !cv) throw notFound(PITCH_NOT_FOUND);
  return presentPitch(row, cardOf(athlete), cv, best, cardOf(receiver), {
    replies,
    canReply: isReceiver,
    repliesLeftToday: isReceiver ? leftOf(repliedToday) : 0,
  });
}

/**
 * POST /api/pitches/{id}/reply: the receiver's short answer, a `Pitch Reply` to the athlete (and a copy by mail to a
 * minor's caregiver). Only an owner of the receiving profile replies (the athlete who sent it: 403; anyone else:
 * 404), only while the athlete is visible to them (else 404, as for a hidden profile), and at most
 * PITCH_RULES.repliesPerPitchPerDay times in any 24 hours, counted under a lock on the pitch.
 */
export async function replyToPitch(
  deps: PitchDeps,
  account: Account,
  id: string,
  input: PitchReply,
): Promise<PitchReplySent> {
  const { row, receiverRef, isReceiver } = await pitchFor(deps.db, account, id);
  if (!isReceiver) throw forbidden(ONLY_RECEIVER_REPLIES);
  const athleteRef: ProfileRef = { profileId: row.athlete_profile_id, profileType: 'athlete' };
  const [athlete, replier] = await Promise.all([
    findVisibleProfile(deps.db, athleteRef, account.id),
    findVisibleProfile(deps.db, receiverRef, account.id),
  ]);
  if (!athlete || !replier) throw notFound(PITCH_NOT_FOUND);
  const reply = await deps.events.transaction(deps.db, async (tx) => {
    await store.lockPitch(tx, row.id);
    assertUnderReplyCap(await store.repliedInLastDay(tx, row.id));
    const saved = await store.insertReply(tx, {
      pitchId: row.id,
      senderUserId: account.id,
      message: input.message,
    });
    await deps.events.emit(tx, {
      type: 'pitch.replied',
      pitchId: row.id,
      replyId: saved.id,
      message: saved.message,
      athlete: ownedRef(athlete),
      replier: ownedRef(replier),
    });
    await copyToCaregiver(deps, tx, row.athlete_user_id, replier, saved.message);
    return saved;
  });
  return { msg: 'Reply sent!', reply: presentReply(reply) };
}

/** A minor's caregiver hears what a coach or an organisation wrote to the athlete (issue 22, 20). */
async function copyToCaregiver(
  deps: PitchDeps,
  tx: Queryable,
  athleteUserId: string,
  replier: ProfileOwner,
  message: string,
) {
  const athlete = await store.findAthleteAccount(tx, athleteUserId);
  const to = athlete?.caregiver_email;
  if (!athlete || !to || !isMinor({ birthDate: athlete.birth_date })) return;
  const mail = pitchReplyCaregiverMail({
    to,
    athleteName: athlete.name,
    replierName: replier.name,
    replierKind: replier.profileType === 'org' ? 'org' : 'coach',
    message,
  });
  await deps.jobs.enqueue(tx, pitchMail, mail);
}
