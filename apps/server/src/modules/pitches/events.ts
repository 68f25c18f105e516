// What pitches emit (issue 23: declared here, not in a shared union); handlers.ts turns them into notifications.
import type { OwnedRef } from '../../events/types.ts';

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** athlete sent receiver (a coach or organisation) a pitch or their contact details. */
    'pitch.sent': {
      pitchId: string;
      kind: 'pitch' | 'contact';
      /** The event whose promo link a promo CV came through (issue 25); null for any other pitch. */
      event: { id: string; name: string } | null;
      athlete: OwnedRef;
      receiver: OwnedRef;
    };
    /** replier (the coach or organisation a pitch went to) answered athlete's pitch (issue 22, 20). */
    'pitch.replied': {
      pitchId: string;
      replyId: string;
      message: string;
      athlete: OwnedRef;
      replier: OwnedRef;
    };
  }
}
