// What Athlete Connect emits (issue 23: declared here, not in a shared union); handlers.ts turns them into notifications.
import type { OwnedRef } from '../../events/types.ts';

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** requester asked addressee (both athletes) to connect. */
    'connection.requested': { requester: OwnedRef; addressee: OwnedRef };
    /** addressee accepted requester's connect request. */
    'connection.accepted': { requester: OwnedRef; addressee: OwnedRef };
  }
}
