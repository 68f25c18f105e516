// Refunds of event tickets (issue 25): why a payment went back, where a refund stands, the buyer's own refunds of an
// event (the confirmation page explains a payment that found no seat) and an event's refunds as its organisation's
// admins read them (docs/design-choices.md, "Events").
import { z } from 'zod';
import { optional } from './common.ts';

/**
 * Why a ticket's money went back (`ticket_refunds.reason`): the event was cancelled; the payment's hold lapsed and the
 * event filled meanwhile; the buyer paid twice for one place (two tabs). Notifications from before the reason was
 * kept carry none.
 */
export const TICKET_REFUND_REASONS = ['event cancelled', 'full', 'paid twice'] as const;
export type TicketRefundReason = (typeof TICKET_REFUND_REASONS)[number];

/** pending: asked of the payment provider (tried again on failure); done: the money went back; failed: every try failed. */
export const REFUND_STATES = ['pending', 'done', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUNDS_PAGE = 50;
/** Refunds one event can have: each place once, each lapsed payment once (capacity at most 5,000), with room to spare. */
const REFUNDS_MAX = 20_000;

const RefundFieldsSchema = z.object({
  amount: z.number().int().describe('Minor units'),
  currency: z.string().describe('ISO 4217, upper case'),
  reason: z.enum(TICKET_REFUND_REASONS),
  state: z.enum(REFUND_STATES),
  paidAt: z.string().describe('When the refund was started (ISO 8601)'),
  refundedAt: z.string().nullable().describe('When the money went back; null: not yet'),
});

/** GET /api/athleteProfile/events/{code}/refunds: the caller's own refunds of the event, newest first. */
export const MyRefundsSchema = z.object({
  refunds: z
    .array(
      RefundFieldsSchema.extend({
        sessionId: z.string().describe('The checkout session it gives back (the return address carries it)'),
      }),
    )
    .max(20)
    .describe('At most 20'),
});
export type MyRefund = z.infer<typeof MyRefundsSchema>['refunds'][number];

export const EventRefundsQuerySchema = z.object({
  cursor: optional(z.coerce.number().int().min(0).max(REFUNDS_MAX)).describe(
    'The nextCursor of the previous page',
  ),
});

/**
 * GET /api/events/{id}/refunds: the event's refunds for its organisation's admins, newest first. `athlete` is null
 * when the one visibility rule hides the buyer from the viewer (a minor without consent: "An athlete").
 */
export const EventRefundsSchema = z.object({
  refunds: z
    .array(
      RefundFieldsSchema.extend({
        _id: z.string().describe('The refund'),
        athlete: z
          .object({ profileId: z.string(), name: z.string() })
          .nullable()
          .describe('null: hidden from you (or the profile is gone)'),
      }),
    )
    .max(REFUNDS_PAGE),
  total: z.number().int().describe('Refunds of the event'),
  nextCursor: z.number().int().nullable(),
});
export type EventRefunds = z.infer<typeof EventRefundsSchema>;
export type EventRefund = EventRefunds['refunds'][number];
