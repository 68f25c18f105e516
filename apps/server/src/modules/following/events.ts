// What following emits (issue 23: declared here, not in a shared union); handlers.ts turns them into notifications.
import type { OwnedRef } from '../../events/types.ts';

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** follower asked to follow followed. */
    'follow.requested': { follower: OwnedRef; followed: OwnedRef };
    /** followed accepted follower's request: follower now follows followed. */
    'follow.accepted': { follower: OwnedRef; followed: OwnedRef };
  }
}
