// What events emit (issue 25), declared here by declaration merging; handlers.ts turns it into a notification.
import type { TicketRefundReason } from '@podium/core/api';
import type { OwnedRef } from '../../events/types.ts';

declare module '../../events/types.ts' {
  interface DomainEvents {
    /** An athlete signed up for an event (free, or their ticket bought): told to the organisation. */
    'event.signed_up': { eventId: string; eventName: string; athlete: OwnedRef; organisation: OwnedRef };
    /** The organisation cancelled an event: told to each ticket holder (jobs.ts, tellCancellation). */
    'event.cancelled': {
      eventId: string;
      eventName: string;
      promoCode: string;
      organisation: OwnedRef;
      holders: OwnedRef[];
    };
    /** A ticket's money went back (the event cancelled, or a late payment found no seat): told to its buyer. */
    'event.ticket_refunded': {
      eventId: string;
      eventName: string;
      promoCode: string;
      amount: number;
      currency: string;
      /** Why (`ticket_refunds.reason`); a deleted event's refund tells nobody. */
      reason: TicketRefundReason;
      organisation: OwnedRef;
      buyer: OwnedRef;
    };
    /**
     * The last pending refund of an event went through (ticket-sessions.ts): its refunds have all settled. Told to
     * the organisation's admins, so an open refunds list reads itself again.
     */
    'event.refunds_done': {
      eventId: string;
      eventName: string;
      refunded: number;
      failed: number;
      organisation: OwnedRef;
    };
    /** A refund failed its last try: told to the organisation's admins, who must give that money back themselves. */
    'event.refund_failed': {
      eventId: string;
      eventName: string;
      amount: number;
      currency: string;
      organisation: OwnedRef;
    };
  }
}
