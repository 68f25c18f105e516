// The caregiver copy (issue 24, "no adult sends a message or a request to a minor alone"): everything a group sends an
// athlete under 16 (an invitation, a notice, a removal) is mailed to the caregiver on their account too, by a durable
// mail job enqueued in the same transaction.
import { isMinor } from '@podium/core';
import type { ProfileRef } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import type { JobType } from '../../jobs/queue.ts';
import { mailJob } from '../../providers/mail/mail-jobs.ts';
import type { Mail } from '../../providers/mail/mailer.ts';
import * as store from './store.ts';

export const groupMail = mailJob('group-mail');

/** What enqueueing a mail needs (the app's Jobs, or the job system inside a job). */
export interface MailQueue {
  enqueue<T>(tx: Queryable, kind: JobType<T>, payload: T): Promise<void>;
}

/** Copies what the group sent `profile` to their caregiver when they are an athlete under 16; else nothing. */
export async function copyCaregiver(
  tx: Queryable,
  jobs: MailQueue,
  profile: ProfileRef,
  what: { groupName: string; text: string },
): Promise<boolean> {
  const person = await store.findCaregiver(tx, profile);
  if (!person?.caregiver_email || !isMinor({ birthDate: person.birth_date })) return false;
  const mail: Mail = {
    to: person.caregiver_email,
    subject: `Podium: ${person.name} and the ${what.groupName} group`.slice(0, 300),
    text: [
      `You are receiving this because you are the parent or caregiver of ${person.name} on Podium.`,
      '',
      `The group ${what.groupName} sent them this:`,
      '',
      what.text,
    ].join('\n'),
  };
  await jobs.enqueue(tx, groupMail, mail);
  return true;
}
