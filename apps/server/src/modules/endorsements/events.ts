// What endorsements emit (issue 23: declared here, not in a shared union); handlers.ts turns them into notifications.
import type { OwnedRef } from '../../events/types.ts';

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** athlete asked coach for an endorsement. */
    'endorsement.requested': { endorsementId: string; athlete: OwnedRef; coach: OwnedRef };
    /** coach wrote the endorsement athlete asked for. */
    'endorsement.submitted': { endorsementId: string; athlete: OwnedRef; coach: OwnedRef };
  }
}
