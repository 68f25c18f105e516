// Mail as a durable job (jobs/queue.ts): a module declares its mail kind (`mailJob`) and enqueues a mail in the
// transaction of the change that calls for it; the kind (`mailKind`) sends it after the commit, in whichever process
// runs jobs, and a mail server that fails is tried again with a doubling wait, then listed as failed.
import { z } from 'zod';
import type { JobKind, JobType } from '../../jobs/queue.ts';
import type { Mail, Mailer } from './mailer.ts';

/** A mail as stored in its job: bounded, as everything written to the database is. */
export const MailSchema = z
  .object({
    to: z.string().min(3).max(320),
    subject: z.string().min(1).max(300),
    text: z.string().min(1).max(50_000),
    html: z.string().max(200_000).optional(),
  })
  .strict();

/** Tries after the first: 30 s, 1, 2, 4 and 8 minutes, about a quarter of an hour in all, then failed. */
const MAIL_RETRIES = 5;
const MAIL_FIRST_RETRY_SECONDS = 30;

export function mailJob(name: string): JobType<Mail> {
  return { name, payload: MailSchema };
}

export function mailKind(type: JobType<Mail>, mailer: Mailer): JobKind<Mail> {
  return {
    ...type,
    retries: MAIL_RETRIES,
    retryDelaySeconds: MAIL_FIRST_RETRY_SECONDS,
    // A few at once: a slow mail server must not hold up the next mail behind one.
    concurrency: 2,
    handle: (mail) => mailer.send(mail),
  };
}
