// The test feature's event, added to the domain events by declaration merging as a module adds its own.
import type { OwnedRef } from '../../events/types.ts';

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** from (or nobody) pinged to with a number and a note. */
    'test.pinged': { from: OwnedRef | null; to: OwnedRef; n: number; note: string };
  }
}
