// What events emit (issue 25), declared here by declaration merging; handlers.ts turns it into a notification.
import type { OwnedRef } from '../../events/types.ts';

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** An athlete signed up for an event (free, or their ticket bought): told to the organisation. */
    'event.signed_up': { eventId: string; eventName: string; athlete: OwnedRef; organisation: OwnedRef };
  }
}
