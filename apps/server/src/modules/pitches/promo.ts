// Which event an `Athlete Promo CV` comes through (issue 25; account spec 2's detail type): a promo CV is a pitch sent
// from an event's promo link, so it carries that link's code, and reaches the event's organisation naming the event.
// A code that is no live event's (unknown, another organisation's, cancelled or over) is refused, and `promo: true`
// without a code no longer makes a promo CV out of nothing.
import type { Pitch } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { findEventByCode } from '../events/store.ts';
import type { ProfileOwner } from '../profiles/profiles.ts';

export const PROMO_NEEDS_CODE =
  'promoCode: A promo CV needs the promo code of the event whose link you followed';
export const PROMO_TO_COACH =
  'promoCode: A promo CV goes to the organisation running the event, not to a coach';
export const PROMO_UNKNOWN = 'promoCode: No event has that promo code';
export const PROMO_OTHER_ORG =
  'promoCode: That event is another organisation’s; a promo CV goes to its organisation';
export const PROMO_NOT_LIVE = 'promoCode: That event has been cancelled or is over';

/** How long after its start an event's link still carries a promo CV: a combine or a trial lasts a day at most. */
export const PROMO_LIVE_AFTER_START_MS = 24 * 60 * 60 * 1000;

export interface PromoEvent {
  id: string;
  name: string;
}

/** The live event a pitch's promo code names, checked against the receiver; null for a plain pitch. */
export async function promoEventOf(
  db: Queryable,
  input: Pick<Pitch, 'promo' | 'promoCode'>,
  receiver: Pick<ProfileOwner, 'profileId' | 'profileType'>,
  now: Date = new Date(),
): Promise<PromoEvent | null> {
  if (input.promoCode === undefined) {
    if (input.promo) throw badRequest(PROMO_NEEDS_CODE);
    return null;
  }
  if (receiver.profileType !== 'org') throw badRequest(PROMO_TO_COACH);
  const event = await findEventByCode(db, input.promoCode);
  if (!event) throw badRequest(PROMO_UNKNOWN);
  if (event.organisation_id !== receiver.profileId) throw badRequest(PROMO_OTHER_ORG);
  const isOver = event.starts_at.getTime() + PROMO_LIVE_AFTER_START_MS < now.getTime();
  if (event.cancelled_at || isOver) throw conflict(PROMO_NOT_LIVE);
  return { id: event.id, name: event.name };
}
