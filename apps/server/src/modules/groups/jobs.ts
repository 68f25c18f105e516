// Groups' background work (issue 24): a notice is told to the group's members by one job per notice, never in the
// request that posts it. The job, in one transaction and once per notice (told_at), emits a group.notice_posted for
// each member whose setting is all or notices (not the author), which handlers.ts writes as a Group Notice, and copies
// each athlete under 16's caregiver (whatever the minor's setting); on commit the database wakes the socket lanes of
// the API processes, wherever the job ran (migration 0044). And the group's mails (email invitations, caregiver copies).
import { GROUP_LIMITS } from '@podium/core/api';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { createEventBus, type EventBus } from '../../events/bus.ts';
import type { JobKind, JobType } from '../../jobs/queue.ts';
import { mailKind } from '../../providers/mail/mail-jobs.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { copyCaregiver, groupMail, type MailQueue } from './caregivers.ts';
import { registerGroupHandlers } from './handlers.ts';
import * as store from './store.ts';

export const tellNotice: JobType<{ noticeId: string }> = {
  name: 'group-notice',
  payload: z.object({ noticeId: z.uuid() }).strict(),
};

export interface GroupJobDeps {
  db: Db;
  mailer: Mailer;
  jobs: MailQueue;
  /** The API process's bus, with every module's handlers; a worker process's jobs make their own. */
  events: EventBus;
}

/** Tells a notice to its group: one transaction, so a retry after a failure tells everyone once; answers how many. */
export async function tellNoticeToMembers(deps: GroupJobDeps, noticeId: string): Promise<number> {
  return deps.events.transaction(deps.db, async (tx) => {
    const notice = await store.takeNoticeToTell(tx, noticeId);
    const group = notice && (await store.findGroup(tx, notice.group_id));
    if (!notice || !group) return 0;
    const author = { profileId: notice.author_profile_id, profileType: notice.author_profile_type };
    const authorUserId = await store.findOwnerUserId(tx, author);
    if (!authorUserId) return 0;
    let told = 0;
    for (const member of await store.listMembers(tx, group.id, 0, GROUP_LIMITS.membersPerGroup)) {
      const receiver = {
        profileId: member.member_profile_id,
        profileType: member.member_profile_type,
        userId: member.user_id,
      };
      if (receiver.profileId === author.profileId && receiver.profileType === author.profileType) continue;
      // Muting is the minor's own choice; their caregiver's copy is not theirs to mute.
      await copyCaregiver(tx, deps.jobs, receiver, { groupName: group.name, text: notice.body });
      if (member.notifications === 'muted') continue;
      await deps.events.emit(tx, {
        type: 'group.notice_posted',
        groupId: group.id,
        groupName: group.name,
        noticeId: notice.id,
        author: { ...author, userId: authorUserId },
        member: receiver,
      });
      told += 1;
    }
    return told;
  });
}

export function groupJobs(
  deps: Omit<GroupJobDeps, 'events'> & { events?: EventBus | undefined },
): JobKind<unknown>[] {
  // A worker process has no bus of the API's: its own, with the groups' handlers (what they write wakes every
  // process's delivery lanes through the database on commit, migrations 0041 and 0044).
  let events = deps.events;
  if (!events) {
    events = createEventBus();
    registerGroupHandlers(events);
  }
  const all = { ...deps, events };
  const notices: JobKind<{ noticeId: string }> = {
    ...tellNotice,
    retries: 5,
    concurrency: 2,
    handle: async ({ noticeId }) => {
      await tellNoticeToMembers(all, noticeId);
    },
  };
  return [mailKind(groupMail, deps.mailer), notices];
}
