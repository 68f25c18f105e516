// What a caregiver's decision emits (issue 23: declared here, not in a shared union); handlers.ts tells the athlete.
import type { OwnedRef } from '../../events/types.ts';

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** The caregiver of athlete (under 16) gave (given) or withdrew their consent through the mailed link. */
    'consent.decided': { athlete: OwnedRef; given: boolean };
  }
}
