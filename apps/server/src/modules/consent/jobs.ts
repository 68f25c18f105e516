// Consent's background work: the caregiver's mails, as durable jobs enqueued in the transaction that calls for them.
import type { JobKind } from '../../jobs/queue.ts';
import { mailJob, mailKind } from '../../providers/mail/mail-jobs.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';

export const consentMail = mailJob('consent-mail');

export function consentJobs(deps: { mailer: Mailer }): JobKind<unknown>[] {
  return [mailKind(consentMail, deps.mailer)];
}
