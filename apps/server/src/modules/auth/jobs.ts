// Auth's background work, as durable jobs (jobs/queue.ts): its mails, enqueued in the transaction of the change that
// calls for them, and its recurring sweep (ended sessions and sign-in links count for nothing once ended).
import { ACCOUNT_RULES } from '@podium/core';
import { EmailSchema } from '@podium/core/api';
import { z } from 'zod';
import type { Queryable } from '../../db/connection.ts';
import { type JobKind, type JobType, scheduledJob } from '../../jobs/queue.ts';
import { mailJob, mailKind } from '../../providers/mail/mail-jobs.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { hashLinkCode, newLinkCode } from './link-codes.ts';
import { resetMail, signInLinkMail } from './mails.ts';
import { sweepSessions } from './sessions.ts';
import * as store from './store.ts';

/** A mail written in full when enqueued (a caregiver's consent link, a confirmation). */
export const authMail = mailJob('auth-mail');

/** The API's own email schema: whatever a request was let through with, its job takes. */
const EmailPayload = z.object({ email: EmailSchema }).strict();

/**
 * A password reset asked for an email: the job looks the account up, stores a link and mails it, so the answer
 * neither waits for nor tells whether the email has an account. A retry after a failed mail sends a fresh link.
 */
export const passwordResetMail: JobType<{ email: string }> = {
  name: 'password-reset-mail',
  payload: EmailPayload,
};

/** A sign-in link asked for an email (sign-in-links.ts): the same, for a link that signs a device in. */
export const signInLinkMailJob: JobType<{ email: string }> = {
  name: 'sign-in-link-mail',
  payload: EmailPayload,
};

export interface AuthJobDeps {
  db: Queryable;
  mailer: Mailer;
  publicUrl: string;
  schedule: string;
}

/** Mails are tried again as any mail is (providers/mail/mail-jobs.ts). */
function emailMailKind(
  type: JobType<{ email: string }>,
  deps: AuthJobDeps,
  write: (row: store.UserRow) => Promise<ReturnType<typeof resetMail>>,
): JobKind<{ email: string }> {
  const { retries, retryDelaySeconds, concurrency } = mailKind(authMail, deps.mailer);
  return {
    ...type,
    retries,
    retryDelaySeconds,
    concurrency,
    async handle({ email }) {
      const row = await store.findUserByEmail(deps.db, email);
      if (row) await deps.mailer.send(await write(row));
    },
  };
}

export function authJobs(deps: AuthJobDeps): JobKind<unknown>[] {
  const { windowSeconds } = ACCOUNT_RULES.signInLink;
  return [
    scheduledJob('sweep-sessions', deps.schedule, () => sweepSessions(deps.db)),
    mailKind(authMail, deps.mailer),
    emailMailKind(passwordResetMail, deps, async (row) => {
      const token = newLinkCode();
      const expiresAt = new Date(Date.now() + ACCOUNT_RULES.resetTokenTtlMs);
      await store.insertPasswordReset(deps.db, row.id, hashLinkCode(token), expiresAt);
      return resetMail(row.email, row.name, `${deps.publicUrl}/reset/${token}`);
    }),
    emailMailKind(signInLinkMailJob, deps, async (row) => {
      const code = newLinkCode();
      const expiresAt = new Date(Date.now() + windowSeconds * 1000);
      await store.insertSignInLink(deps.db, row.id, hashLinkCode(code), expiresAt);
      return signInLinkMail(row.email, row.name, `${deps.publicUrl}/login/link/${code}`, windowSeconds / 60);
    }),
  ];
}
