// Caregiver consent (issue 7, "Minors"): an athlete under 16 is hidden from everyone but themself and their
// caregiver until the caregiver consents through the link mailed to them; the same link withdraws it.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/connection.ts';
import type { EventBus } from '../../events/bus.ts';
import type { OwnedRef } from '../../events/types.ts';
import { notFound, tooMany } from '../../http/errors.ts';
import { formatWait, type Limiter } from '../../http/limiter.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Account } from '../auth/account.ts';
import { caregiverConsentMail } from '../auth/mails.ts';
import { consentMail } from './jobs.ts';
import { assertCaregiverDecides, assertMayAskAgain } from './policy.ts';
import { presentStatus, presentView } from './present.ts';
import * as store from './store.ts';

export interface ConsentHooks {
  /** In the transaction that leaves an athlete without consent: what made them public (their link) goes off. */
  consentLost(tx: Queryable, userId: string): Promise<void>;
  /** In the transaction where the caregiver confirmed a new birth date: what depends on it (age rankings) moves. */
  birthDateConfirmed(tx: Queryable, userId: string): Promise<void>;
}

export interface ConsentDeps {
  db: Db;
  /** Durable jobs: the caregiver's mails, enqueued with the change that calls for them. */
  jobs: Pick<Jobs, 'enqueue'>;
  publicUrl: string;
  hooks: ConsentHooks;
  /** Consent mails an athlete may ask for, per account. */
  resendLimit: Limiter;
  events: EventBus;
}

export const CONSENT_LINK_INVALID =
  'This consent link is not valid: it may have been replaced by a newer one. Use the link in the newest mail.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes, base64url: 43 characters, the length ConsentTokenParamsSchema expects. */
const newToken = () => randomBytes(32).toString('base64url');

const linkFor = (publicUrl: string, token: string) => `${publicUrl}/consent/${token}`;

/**
 * An athlete under 16 named `caregiverEmail` (at registration, or in a details change): a new caregiver gets a new
 * request, voiding the old one and its consent. Answers the link to mail, or undefined when the live request
 * already names this caregiver. Either way an athlete without consent leaves the transaction hidden.
 */
export async function requestConsent(
  deps: Pick<ConsentDeps, 'publicUrl' | 'hooks'>,
  tx: Queryable,
  userId: string,
  caregiverEmail: string,
): Promise<string | undefined> {
  const live = await store.findLiveByUser(tx, userId);
  if (live && live.caregiver_email === caregiverEmail.toLowerCase()) {
    if (!live.given_at) await deps.hooks.consentLost(tx, userId);
    return undefined;
  }
  const token = newToken();
  await store.replaceRequest(tx, userId, caregiverEmail.toLowerCase(), hashToken(token));
  await deps.hooks.consentLost(tx, userId);
  return linkFor(deps.publicUrl, token);
}

/** Whether the athlete's caregiver has consented: the fact isDiscoverable reads. */
export function hasConsent(db: Queryable, userId: string): Promise<boolean> {
  return store.hasConsent(db, userId);
}

async function findByToken(deps: ConsentDeps, token: string) {
  const row = await store.findLiveByToken(deps.db, hashToken(token));
  if (!row) throw notFound(CONSENT_LINK_INVALID);
  return row;
}

/** GET /api/public/consent/{token}: the caregiver's page. */
export async function viewConsent(deps: ConsentDeps, token: string) {
  const row = await findByToken(deps, token);
  return presentView(row, await store.listSports(deps.db, row.user_id));
}

/**
 * PUT /api/public/consent/{token}: give or withdraw; withdrawing hides the athlete again at once. A decision that
 * changes where consent stands tells the athlete (consent/handlers.ts), once they have a profile to be told on.
 */
export async function decideConsent(deps: ConsentDeps, token: string, consent: boolean) {
  const row = await findByToken(deps, token);
  assertCaregiverDecides(row);
  await deps.events.transaction(deps.db, async (tx) => {
    const isChanged = await store.decide(tx, row.id, consent);
    if (!consent) await deps.hooks.consentLost(tx, row.user_id);
    const profileId = isChanged ? await store.findAthleteProfileId(tx, row.user_id) : undefined;
    if (profileId) {
      const athlete: OwnedRef = { profileId, profileType: 'athlete', userId: row.user_id };
      await deps.events.emit(tx, { type: 'consent.decided', athlete, given: consent });
    }
  });
  return {
    msg: consent ? 'Thank you: your consent is recorded' : 'Your consent is withdrawn',
    consent: await viewConsent(deps, token),
  };
}

/** GET /api/users/caregiver-consent: the signed-in account's own state. */
export async function consentStatus(deps: Pick<ConsentDeps, 'db'>, account: Account) {
  const [live, waiting] = await Promise.all([
    store.findLiveByUser(deps.db, account.id),
    store.listWaitingConfirmations(deps.db, account.id),
  ]);
  return presentStatus(account, live, waiting);
}

/**
 * POST /api/users/caregiver-consent/resend: mails the caregiver a fresh link (older links stop working), or a
 * first one for an account made before consent existed. Limited per account: each mail lands in someone's inbox.
 */
export async function resendConsent(deps: ConsentDeps, account: Account) {
  const live = await store.findLiveByUser(deps.db, account.id);
  const caregiverEmail = assertMayAskAgain(account, live?.given_at != null);
  const verdict = await deps.resendLimit.take(account.id);
  if (!verdict.allowed) {
    throw tooMany(
      `You have sent the consent mail several times already. Try again in ${formatWait(verdict.retryAfterSeconds)}`,
    );
  }
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    if (live && live.caregiver_email === caregiverEmail)
      await store.renewToken(tx, live.id, hashToken(token));
    else await store.replaceRequest(tx, account.id, caregiverEmail, hashToken(token));
    const mail = caregiverConsentMail(caregiverEmail, account.name, linkFor(deps.publicUrl, token));
    await deps.jobs.enqueue(tx, consentMail, mail);
  });
  return {
    msg: `We sent the consent mail to ${caregiverEmail} again`,
    status: await consentStatus(deps, account),
  };
}
