// Changes only the caregiver may make (issue 22, item 1; design choices, "Trust"): once an athlete under 16 needs
// their caregiver's consent, nothing they change themself lifts that need. A birth date that would make them 16 or
// over, and a new caregiver once the current one has given or withdrawn consent, wait for the current caregiver to
// confirm through a mailed link; any other birth date change is told to the caregiver.
import { createHash, randomBytes } from 'node:crypto';
import { isMinor } from '@podium/core';
import { CAREGIVER_CONFIRMATION_TTL_DAYS, type HeldChangeKind } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Mail } from '../../providers/mail/mailer.ts';
import type { Account } from '../auth/account.ts';
import { caregiverConsentMail } from '../auth/mails.ts';
import { consentMail } from './jobs.ts';
import { birthDateNoticeMail, confirmBirthDateMail, confirmCaregiverMail } from './mails.ts';
import { needsKeeper } from './policy.ts';
import { confirmationStateOf, presentConfirmation } from './present.ts';
import type { ConsentDeps } from './service.ts';
import { requestConsent } from './service.ts';
import * as store from './store.ts';

export const CONFIRMATION_LINK_INVALID =
  'This link is not valid: it may have been replaced by a newer one. Use the link in the newest mail.';
export const NO_CAREGIVER_TO_CONFIRM =
  'birthDate: Your parent or caregiver must confirm a birth date that makes you 16 or over: add their email first';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const linkFor = (publicUrl: string, token: string) => `${publicUrl}/consent/confirm/${token}`;

/** The account details a holder may change themself (PUT /api/users/update, type details). */
interface Details {
  name: string;
  birthDate?: string | undefined;
  caregiverEmail?: string | undefined;
}

/** What to write now, what waits for the caregiver, and the mails to send once the change committed. */
export interface DetailsReview<T extends Details> {
  details: T;
  held: HeldChangeKind[];
  mails: Mail[];
}

/**
 * Inside the details change's transaction, before anything is written: holds back what only the caregiver may
 * decide, asking them by mail, and tells them of any other birth date change. An account that needs no keeper today
 * (16 or over, a coach) changes as it asks; becoming under 16 is the caller's (a caregiver is then asked for consent).
 */
export async function reviewDetails<T extends Details>(
  deps: Pick<ConsentDeps, 'publicUrl'>,
  tx: Queryable,
  account: Account,
  details: T,
): Promise<DetailsReview<T>> {
  const review: DetailsReview<T> = { details: { ...details }, held: [], mails: [] };
  if (!needsKeeper(account)) return review;
  const live = await store.findLiveByUser(tx, account.id);
  const keeper = live?.caregiver_email ?? account.caregiver_email?.toLowerCase() ?? null;

  const { birthDate } = details;
  if (birthDate !== undefined && birthDate !== account.birth_date) {
    const change = { previous: account.birth_date, value: birthDate };
    if (!isMinor({ birthDate })) {
      if (!keeper) throw forbidden(NO_CAREGIVER_TO_CONFIRM);
      const link = await hold(deps, tx, account, { kind: 'birth-date', keeper, ...change });
      review.mails.push(confirmBirthDateMail(keeper, account.name, change, link));
      review.held.push('birth-date');
      review.details.birthDate = undefined;
    } else if (keeper) {
      review.mails.push(birthDateNoticeMail(keeper, account.name, change));
    }
  }

  const { caregiverEmail } = details;
  const decided = live !== undefined && (live.given_at !== null || live.withdrawn_at !== null);
  if (caregiverEmail && keeper && decided && caregiverEmail.toLowerCase() !== keeper) {
    const change = { previous: keeper, value: caregiverEmail.toLowerCase() };
    const link = await hold(deps, tx, account, { kind: 'caregiver', keeper, ...change });
    review.mails.push(confirmCaregiverMail(keeper, account.name, change.value, link));
    review.held.push('caregiver');
    review.details.caregiverEmail = undefined;
  }
  return review;
}

async function hold(
  deps: Pick<ConsentDeps, 'publicUrl'>,
  tx: Queryable,
  account: Account,
  change: { kind: HeldChangeKind; keeper: string; previous: string; value: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.replaceConfirmation(tx, {
    user_id: account.id,
    kind: change.kind,
    value: change.value,
    previous: change.previous,
    caregiver_email: change.keeper,
    expires_at: new Date(Date.now() + CAREGIVER_CONFIRMATION_TTL_DAYS * 24 * 60 * 60 * 1000),
    tokenHash: hashToken(token),
  });
  return linkFor(deps.publicUrl, token);
}

async function findByToken(db: Queryable, token: string, options: { forUpdate?: boolean } = {}) {
  const row = await store.findConfirmationByToken(db, hashToken(token), options);
  if (!row) throw notFound(CONFIRMATION_LINK_INVALID);
  return row;
}

/** GET /api/public/caregiver-confirmations/{token}: the caregiver's page for a held change. */
export async function viewConfirmation(deps: Pick<ConsentDeps, 'db'>, token: string) {
  return presentConfirmation(await findByToken(deps.db, token));
}

/**
 * PUT /api/public/caregiver-confirmations/{token}: the caregiver confirms (the change is made: a birth date moves
 * the athlete's rankings; a new caregiver is asked for their own consent, and the athlete is hidden until they give
 * it) or declines (nothing changes). Decided once; an expired link changes nothing.
 */
export async function decideConfirmation(deps: ConsentDeps, token: string, confirm: boolean) {
  await deps.db.transaction(async (tx) => {
    const row = await findByToken(tx, token, { forUpdate: true });
    const state = confirmationStateOf(row);
    if (state === 'expired') {
      throw conflict(
        `This link has expired. ${row.name} can make the change again, and you will get a new mail.`,
      );
    }
    if (state !== 'waiting') throw conflict(`You have already ${state} this change`);
    const athlete = await store.findAthleteFacts(tx, row.user_id);
    if (!athlete || !needsKeeper(athlete)) {
      throw conflict(`${row.name} is 16 or over and now decides alone`);
    }
    await store.decideConfirmation(tx, row.id, confirm);
    if (!confirm) return;
    if (row.kind === 'birth-date') {
      await store.setBirthDate(tx, row.user_id, row.value);
      await deps.hooks.birthDateConfirmed(tx, row.user_id);
      return;
    }
    // A new keeper: the old one's other open links stop working, and the new one is asked for consent.
    await store.voidConfirmations(tx, row.user_id);
    await store.setCaregiverEmail(tx, row.user_id, row.value);
    const link = await requestConsent(deps, tx, row.user_id, row.value);
    if (link) await deps.jobs.enqueue(tx, consentMail, caregiverConsentMail(row.value, row.name, link));
  });
  const confirmation = await viewConfirmation(deps, token);
  const msg = confirm
    ? confirmation.kind === 'birth-date'
      ? `Thank you: ${confirmation.athleteName}'s birth date is now ${confirmation.value}`
      : `Thank you: we have asked ${confirmation.value} for their consent`
    : 'Declined: nothing has changed';
  return { msg, confirmation };
}
