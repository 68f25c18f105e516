// Groups' background work (issue 24): a notice is told to the group's members by one job per notice, never in the
// request that posts it. The job, in one transaction and once per notice (told_at), emits one group.notice_posted
// naming every member whose setting is all or notices (not the author), which handlers.ts writes as their Group
// Notices in one statement (a statement a member kept a 500-member group's notice from its sockets for 1.7 s on
// the embedded database), and copies
// each athlete under 16's caregiver (whatever the minor's setting); on commit the database wakes the socket lanes of
// the API processes, wherever the job ran (migration 0046). A request (and each reminder) is told the same way by its
// own job, and so is what a member did with a request or a submission, to the admins. And the group's mails (email
// invitations, caregiver copies).
import { findTestByKey } from '@podium/core';
import { ANSWER_OUTCOMES, GROUP_LIMITS, ProfileKindSchema, REQUEST_KINDS } from '@podium/core/api';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { createEventBus, type EventBus } from '../../events/bus.ts';
import type { JobKind, JobType } from '../../jobs/queue.ts';
import { mailKind } from '../../providers/mail/mail-jobs.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { answerCopy } from './answer-words.ts';
import { copyCaregivers, groupMail, type MailQueue } from './caregivers.ts';
import { registerGroupHandlers } from './handlers.ts';
import * as requestStore from './request-store.ts';
import * as store from './store.ts';

export const tellNotice: JobType<{ noticeId: string }> = {
  name: 'group-notice',
  payload: z.object({ noticeId: z.uuid() }).strict(),
};

export const tellRequest: JobType<{ requestId: string; reminder: boolean }> = {
  name: 'group-request',
  payload: z.object({ requestId: z.uuid(), reminder: z.boolean() }).strict(),
};

const AnsweredSchema = z
  .object({
    groupId: z.uuid(),
    outcome: z.enum(ANSWER_OUTCOMES),
    requestId: z.uuid().nullable(),
    kind: z.enum(REQUEST_KINDS),
    member: z.object({ profileId: z.string(), profileType: ProfileKindSchema }).strict(),
  })
  .strict();
export type Answered = z.infer<typeof AnsweredSchema>;

/** A member answered a request, or a pending submission was decided: enqueued in that transaction (answers.ts). */
export const tellAnswered: JobType<Answered> = { name: 'group-answered', payload: AnsweredSchema };

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
    const members = (await store.listMembers(tx, group.id, 0, GROUP_LIMITS.membersPerGroup))
      .map((member) => ({
        notifications: member.notifications,
        receiver: {
          profileId: member.member_profile_id,
          profileType: member.member_profile_type,
          userId: member.user_id,
        },
      }))
      .filter(
        ({ receiver }) =>
          receiver.profileId !== author.profileId || receiver.profileType !== author.profileType,
      );
    // Muting is the minor's own choice; their caregiver's copy is not theirs to mute.
    await copyCaregivers(
      tx,
      deps.jobs,
      members.map(({ receiver }) => receiver),
      { groupName: group.name, text: notice.body },
    );
    const told = members.flatMap(({ notifications, receiver }) =>
      notifications === 'muted' ? [] : [receiver],
    );
    if (told.length > 0) {
      await deps.events.emit(tx, {
        type: 'group.notice_posted',
        groupId: group.id,
        groupName: group.name,
        noticeId: notice.id,
        author: { ...author, userId: authorUserId },
        members: told,
      });
    }
    return told.length;
  });
}

/**
 * Tells a request (or its reminder: only those who have not answered) to the members it asks who are still in the
 * group: one transaction, once per request or reminder; a minor's caregiver is copied whatever the minor's setting.
 * A request counts as a notice for the setting: muted members are not told (design choices, "Groups: requests").
 */
export async function tellRequestToMembers(
  deps: GroupJobDeps,
  requestId: string,
  reminder: boolean,
): Promise<number> {
  return deps.events.transaction(deps.db, async (tx) => {
    const request = await requestStore.takeRequestToTell(tx, requestId, reminder);
    const group = request && (await store.findGroup(tx, request.group_id));
    if (!request || !group) return 0;
    const author = { profileId: request.author_profile_id, profileType: request.author_profile_type };
    const authorUserId = await store.findOwnerUserId(tx, author);
    if (!authorUserId) return 0;
    const what = requestText(request);
    const askedMembers = (await requestStore.listAskedMembers(tx, request, reminder)).map((asked) => ({
      notifications: asked.notifications,
      member: {
        profileId: asked.member_profile_id,
        profileType: asked.member_profile_type,
        userId: asked.user_id,
      },
    }));
    await copyCaregivers(
      tx,
      deps.jobs,
      askedMembers.map(({ member }) => member),
      { groupName: group.name, text: reminder ? `A reminder: ${what}` : what },
    );
    const told = askedMembers.flatMap(({ notifications, member }) =>
      notifications === 'muted' ? [] : [member],
    );
    if (told.length > 0) {
      await deps.events.emit(tx, {
        type: 'group.request_sent',
        groupId: group.id,
        groupName: group.name,
        requestId: request.id,
        requestKind: request.kind,
        reminder,
        author: { ...author, userId: authorUserId },
        members: told,
      });
    }
    return told.length;
  });
}

/**
 * Tells the group's owner and admins whose setting is all what a member did (answers.ts), but not the member, who
 * did it; an admin under 16's caregiver is copied without the member's name. Answers how many were told.
 */
export async function tellAnsweredToAdmins(deps: GroupJobDeps, answered: Answered): Promise<number> {
  return deps.events.transaction(deps.db, async (tx) => {
    const group = await store.findGroup(tx, answered.groupId);
    const userId = await store.findOwnerUserId(tx, answered.member);
    if (!group || !userId) return 0;
    const { member } = answered;
    const admins = (await store.listToldMembers(tx, group.id, 'all', ['owner', 'admin']))
      .map((row) => ({
        profileId: row.member_profile_id,
        profileType: row.member_profile_type,
        userId: row.user_id,
      }))
      .filter((admin) => admin.profileId !== member.profileId || admin.profileType !== member.profileType);
    if (admins.length === 0) return 0;
    await deps.events.emit(tx, {
      type: 'group.answered',
      groupId: group.id,
      groupName: group.name,
      outcome: answered.outcome,
      requestId: answered.requestId,
      kind: answered.kind,
      member: { ...member, userId },
      admins,
    });
    await copyCaregivers(tx, deps.jobs, admins, {
      groupName: group.name,
      text: answerCopy(answered.outcome, answered.kind, group.name),
    });
    return admins.length;
  });
}

/** A request in words, for a caregiver's copy. */
function requestText(request: requestStore.RequestRow): string {
  const test = request.test_key ? (findTestByKey(request.test_key)?.name ?? request.test_key) : '';
  const asked =
    request.kind === 'test'
      ? `A request for a ${test} result.`
      : request.kind === 'video'
        ? 'A request for a video.'
        : 'A request for a file.';
  const due = request.due_date ? ` Due ${request.due_date}.` : '';
  return [`${asked}${due}`, request.body].filter(Boolean).join('\n');
}

export function groupJobs(
  deps: Omit<GroupJobDeps, 'events'> & { events?: EventBus | undefined },
): JobKind<unknown>[] {
  // A worker process has no bus of the API's: its own, with the groups' handlers (what they write wakes every
  // process's delivery lanes through the database on commit, migrations 0041 and 0046).
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
  const requests: JobKind<{ requestId: string; reminder: boolean }> = {
    ...tellRequest,
    retries: 5,
    concurrency: 2,
    handle: async ({ requestId, reminder }) => {
      await tellRequestToMembers(all, requestId, reminder);
    },
  };
  const answers: JobKind<Answered> = {
    ...tellAnswered,
    retries: 5,
    concurrency: 2,
    handle: async (answered) => {
      await tellAnsweredToAdmins(all, answered);
    },
  };
  return [mailKind(groupMail, deps.mailer), notices, requests, answers];
}
