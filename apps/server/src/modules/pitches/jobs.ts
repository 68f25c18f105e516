// Pitches' background work: the copy of a reply mailed to a minor's caregiver, as a durable job enqueued with the
// reply.
import type { JobKind } from '../../jobs/queue.ts';
import { mailJob, mailKind } from '../../providers/mail/mail-jobs.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';

export const pitchMail = mailJob('pitch-mail');

export function pitchJobs(deps: { mailer: Mailer }): JobKind<unknown>[] {
  return [mailKind(pitchMail, deps.mailer)];
}
