// What associating emits (issue 23: declared here, not in a shared union); handlers.ts turns them into notifications.
import type { OwnedRef } from '../../events/types.ts';

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** A coach or organisation (owner) added an athlete or coach (member), pending their confirmation. */
    'associated.added': { associationId: string; owner: OwnedRef; member: OwnedRef };
    /** A coach (member) asked to be associated with an organisation (owner), pending an admin's confirmation. */
    'associated.requested': { associationId: string; owner: OwnedRef; member: OwnedRef };
  }
}
