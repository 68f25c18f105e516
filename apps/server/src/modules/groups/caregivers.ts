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

/** The mail to the caregiver of `person` when they are an athlete under 16 with one named; else null. */
function caregiverMail(person: store.CaregiverRow | undefined, what: CopiedWhat): Mail | null {
  if (!person?.caregiver_email || !isMinor({ birthDate: person.birth_date })) return null;
  return {
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
}

interface CopiedWhat {
  groupName: string;
  text: string;
}

/** Copies what the group sent `profile` to their caregiver when they are an athlete under 16; else nothing. */
export async function copyCaregiver(
  tx: Queryable,
  jobs: MailQueue,
  profile: ProfileRef,
  what: CopiedWhat,
): Promise<boolean> {
  const mail = caregiverMail(await store.findCaregiver(tx, profile), what);
  if (mail) await jobs.enqueue(tx, groupMail, mail);
  return mail !== null;
}

/**
 * The same for everyone a notice or request reaches, their caregivers read in one statement: a job telling a group
 * of 500 spent one look-up a member before (issue 24, a notice on every member's socket within a second).
 */
export async function copyCaregivers(
  tx: Queryable,
  jobs: MailQueue,
  profiles: readonly ProfileRef[],
  what: CopiedWhat,
): Promise<void> {
  const caregivers = await store.findCaregivers(tx, profiles);
  for (const profile of profiles) {
    const mail = caregiverMail(caregivers.get(profile.profileId), what);
    if (profile.profileType === 'athlete' && mail) await jobs.enqueue(tx, groupMail, mail);
  }
}
