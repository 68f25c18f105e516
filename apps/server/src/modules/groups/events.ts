// What groups emit (issue 24), declared here by declaration merging; handlers.ts turns them into notifications.
import type { AnswerOutcome, PendingKind, RequestKind } from '@podium/core/api';
import type { OwnedRef } from '../../events/types.ts';

interface GroupNamed {
  groupId: string;
  groupName: string;
}

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** An admin invited a profile (a Group Invite, with Reject and Join). */
    'group.invited': GroupNamed & { inviter: OwnedRef; invitee: OwnedRef };
    /** A profile asked to join: told to the admins whose setting is all. */
    'group.join_requested': GroupNamed & { requester: OwnedRef; admins: OwnedRef[] };
    /** A notice told to the members whose setting lets it through (by the notice's job, jobs.ts), all at once. */
    'group.notice_posted': GroupNamed & { noticeId: string; author: OwnedRef; members: OwnedRef[] };
    /**
     * A profile joined (an invitation accepted, by a profile or through an email's link, or a request confirmed):
     * told to the admins whose setting is all, but not to whoever let them in, so an open group page shows them.
     */
    'group.joined': GroupNamed & { member: OwnedRef; admins: OwnedRef[] };
    /** An admin removed a member: told whatever their setting, so their screens drop the group at once. */
    'group.removed': GroupNamed & { by: OwnedRef; member: OwnedRef };
    /** A request (or its reminder) told to the members asked, all at once, by the request's job (jobs.ts). */
    'group.request_sent': GroupNamed & {
      requestId: string;
      requestKind: RequestKind;
      reminder: boolean;
      author: OwnedRef;
      members: OwnedRef[];
    };
    /**
     * A member answered a request, or a pending submission was accepted, declined or withdrawn: told by the
     * group-answered job (jobs.ts) to the owner and admins whose setting is all, but not `member`, who did it.
     */
    'group.answered': GroupNamed & {
      outcome: AnswerOutcome;
      requestId: string | null;
      kind: RequestKind;
      member: OwnedRef;
      admins: OwnedRef[];
    };
    /** A coach or collaborator submitted results or a video for an athlete member: it waits for them. */
    'group.pending_submitted': GroupNamed & {
      pendingId: string;
      pendingKind: PendingKind;
      sender: OwnedRef;
      athlete: OwnedRef;
    };
  }
}
