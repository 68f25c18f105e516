// Events (issue 25, "Promo codes and events"): an organisation's event with a capacity, a price or none, the tests
// measured there and a promo code; sign-ups that never oversell, tickets with a QR code, check-in by the event's
// staff and verified results entered at the event. The calls' requests, answers, limits and the notification.
import { z } from 'zod';
import { findTest } from '../tests/catalogue.ts';
import { EmailSchema, IdSchema, list, optional, text } from './common.ts';
import { notificationKind, SenderDataSchema } from './notifications.ts';

/** Every limit of events, in one place (docs/design-choices.md, "Events"). */
export const EVENT_LIMITS = {
  nameMax: 120,
  placeMax: 200,
  /** Events one organisation keeps (cancelled ones included). */
  eventsPerOrganisation: 200,
  /** Places at one event. */
  capacityMax: 5000,
  /** Tests measured at one event. */
  testsPerEvent: 20,
  /** Staff named for one event. */
  staffPerEvent: 20,
  /** A promo code's length: at least 8 characters (opaque, made by the server unless the admin chooses one). */
  promoCodeMin: 8,
  promoCodeMax: 32,
  /** The highest price, in minor units (10,000.00). */
  priceMax: 1_000_000,
  /** Minutes a seat is held for a checkout before it is freed. */
  holdMinutes: 30,
} as const;

/** How a result entered at an event was timed or measured. */
export const EVENT_TIMINGS = ['electronic', 'hand'] as const;
export type EventTiming = (typeof EVENT_TIMINGS)[number];

/** An event's promo code: opaque, 8 to 32 letters, digits, - and _. */
export const PromoCodeSchema = z
  .string({ message: 'Must be text' })
  .trim()
  .min(EVENT_LIMITS.promoCodeMin, { message: `Must be at least ${EVENT_LIMITS.promoCodeMin} characters` })
  .max(EVENT_LIMITS.promoCodeMax, { message: `Must be at most ${EVENT_LIMITS.promoCodeMax} characters` })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'Use letters, digits, - and _ only' });

/** An IANA time zone the server's Intl knows (Europe/Dublin). */
const TimeZoneSchema = text('Time zone', { min: 1, max: 64 }).refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'timeZone: Must be a time zone such as Europe/Dublin' },
);

const TestKeySchema = text('Test', { min: 1, max: 80 }).refine((key) => findTest(key) !== undefined, {
  message: 'tests: Must be tests of the catalogue',
});

const PriceSchema = z
  .object({
    amount: z
      .number({ message: 'price.amount: Must be a number' })
      .int({ message: 'price.amount: Must be whole minor units (cents)' })
      .min(1, { message: 'price.amount: Must be at least 1' })
      .max(EVENT_LIMITS.priceMax, { message: `price.amount: Must be at most ${EVENT_LIMITS.priceMax}` }),
    currency: z
      .string({ message: 'price.currency: Must be text' })
      .regex(/^[A-Z]{3}$/, { message: 'price.currency: Must be a three-letter code such as EUR' }),
  })
  .strict()
  .describe('The ticket’s price in minor units; left out, the event is free');

const eventFields = {
  name: text('Name', { min: 1, max: EVENT_LIMITS.nameMax }),
  startsAt: z.iso
    .datetime({
      offset: true,
      message: 'startsAt: Must be a date and time such as 2026-06-01T10:00:00+01:00',
    })
    .max(40, { message: 'startsAt: Must be at most 40 characters' })
    .describe('When it starts, with its offset'),
  timeZone: TimeZoneSchema.describe('Where it happens, for showing the time: an IANA zone'),
  place: text('Place', { min: 1, max: EVENT_LIMITS.placeMax }),
  capacity: z
    .number({ message: 'capacity: Must be a number' })
    .int({ message: 'capacity: Must be a whole number' })
    .min(1, { message: 'capacity: Must be at least 1' })
    .max(EVENT_LIMITS.capacityMax, { message: `capacity: Must be at most ${EVENT_LIMITS.capacityMax}` }),
  tests: list('tests', TestKeySchema, EVENT_LIMITS.testsPerEvent).describe(
    'Catalogue keys or names measured',
  ),
};

/** POST /api/events: the organisation the caller administers makes an event. */
export const CreateEventSchema = z
  .object({
    ...eventFields,
    price: optional(PriceSchema),
    promoCode: optional(PromoCodeSchema).describe('Chosen by the admin; left out, the server makes one'),
  })
  .strict();
export type CreateEvent = z.infer<typeof CreateEventSchema>;

/** PUT /api/events/{id}: fields left out stay; the price and promo code are fixed once made. */
export const UpdateEventSchema = z
  .object({
    name: optional(eventFields.name),
    startsAt: optional(eventFields.startsAt),
    timeZone: optional(eventFields.timeZone),
    place: optional(eventFields.place),
    capacity: optional(eventFields.capacity),
    tests: optional(eventFields.tests),
  })
  .strict();
export type UpdateEvent = z.infer<typeof UpdateEventSchema>;

export const EventIdParamsSchema = z.object({ id: IdSchema.describe('The event') });
export const PromoCodeParamsSchema = z.object({ code: PromoCodeSchema.describe('The event’s promo code') });
export const OrgIdParamsSchema = z.object({ orgId: IdSchema.describe('The organisation') });
export const TicketIdParamsSchema = z.object({ id: IdSchema.describe('The ticket') });
export const StaffParamsSchema = z.object({ id: IdSchema.describe('The event'), userId: IdSchema });
export const ResultParamsSchema = z.object({ id: IdSchema.describe('The event'), resultId: IdSchema });

const PriceAnswerSchema = z.object({ amount: z.number(), currency: z.string() }).nullable();

/** What an athlete sees before signing up (the promo page). */
export const EventPageSchema = z.object({
  _id: z.string(),
  organisation: z.object({ _id: z.string(), name: z.string(), logo: z.string().nullable() }),
  name: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  place: z.string(),
  capacity: z.number(),
  placesLeft: z.number().describe('Places not taken nor held'),
  price: PriceAnswerSchema.describe('null: free'),
  tests: z.array(z.object({ key: z.string(), name: z.string() })),
  promoCode: z.string(),
  cancelled: z.boolean(),
});
export type EventPage = z.infer<typeof EventPageSchema>;

/** GET /api/events/staffed ("Events I staff"): the events the caller was named staff of, soonest last. */
export const StaffedEventsSchema = z.object({ events: z.array(EventPageSchema) });

/** An event as its organisation's admins see it. */
export const OrgEventSchema = EventPageSchema.extend({ signedUp: z.number(), checkedIn: z.number() });
export const OrgEventReplySchema = z.object({ msg: z.string(), event: OrgEventSchema });
export const OrgEventsSchema = z.object({ events: z.array(OrgEventSchema) });

export const TicketSchema = z.object({
  _id: z.string(),
  code: z.string().describe('The ticket’s secret: shown as text and as its QR code to its owner only'),
  qr: z.string().describe('GET address of its QR code (SVG)'),
  confirmedAt: z.string(),
  checkedInAt: z.string().nullable(),
  refund: z
    .object({
      amount: z.number().describe('Minor units'),
      currency: z.string(),
      refundedAt: z.string().nullable().describe('null: on its way'),
    })
    .nullable()
    .describe('A cancelled event’s paid ticket refunded'),
});
/**
 * A current result entered for the ticket's holder at the event (a correction replaces the one it corrects): verified
 * by the event's staff, who are not named here, since the athlete's screens show no other person.
 */
export const TicketResultSchema = z.object({
  _id: z.string(),
  test: z.string().describe('Catalogue key'),
  testName: z.string(),
  score: z.string(),
  unit: z.string(),
  timing: z.enum(EVENT_TIMINGS),
  enteredAt: z.string(),
});
export type TicketResult = z.infer<typeof TicketResultSchema>;
export type Ticket = z.infer<typeof TicketSchema>;
export const MyEventSchema = z.object({
  event: EventPageSchema,
  ticket: TicketSchema,
  results: z.array(TicketResultSchema).describe('Verified results entered at the event, oldest first'),
});
export type MyEvent = z.infer<typeof MyEventSchema>;
export const MyEventsSchema = z.object({ events: z.array(MyEventSchema) });
export const JoinEventReplySchema = MyEventSchema.extend({ msg: z.string() });

/** PUT /api/promo/{orgId}/join-event: the event by its promo code (the promo link's). */
export const JoinEventSchema = z
  .object({ code: PromoCodeSchema.describe('The event’s promo code') })
  .strict();

/** POST /api/events/{id}/staff: an existing account, by its email. */
export const AddStaffSchema = z.object({ email: EmailSchema }).strict();
export const StaffListSchema = z.object({
  staff: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), addedAt: z.string() })),
});

/** POST /api/events/{id}/check-in: the ticket's code, typed or scanned. */
export const CheckInSchema = z.object({ code: text('Code', { min: 1, max: 64 }) }).strict();
export const CheckInReplySchema = z.object({
  msg: z.string(),
  checkedInAt: z.string(),
  again: z.boolean().describe('true: it had been checked in before, at checkedInAt'),
  athlete: z.object({ profileId: z.string(), name: z.string() }),
});

export const AttendeesSchema = z.object({
  attendees: z.array(
    z.object({
      ticketId: z.string(),
      profileId: z.string(),
      name: z.string(),
      checkedInAt: z.string().nullable(),
    }),
  ),
  hidden: z.number().describe('Signed up, but under 16 without their caregiver’s consent: shown to nobody'),
});
export type Attendees = z.infer<typeof AttendeesSchema>;

const scoreField = z.union([text('Score', { min: 1, max: 40 }), z.number()], {
  error: () => 'score: Must be a number or text',
});

/** POST /api/events/{id}/results: staff enter a measured result for a checked-in attendee. */
export const EventResultSchema = z
  .object({
    ticketId: IdSchema.describe('The attendee’s ticket'),
    test: TestKeySchema.describe('One of the event’s tests'),
    score: scoreField,
    unitOfMeasurement: optional(text('Unit', { max: 20 })),
    timing: z.enum(EVENT_TIMINGS, { message: 'timing: Must be electronic or hand' }),
  })
  .strict();
export type EventResultInput = z.infer<typeof EventResultSchema>;

/** PUT /api/events/{id}/results/{resultId}: a correction, kept beside the result it replaces. */
export const CorrectResultSchema = EventResultSchema.omit({ ticketId: true, test: true });

export const EventResultRowSchema = z.object({
  _id: z.string(),
  ticketId: z.string(),
  profileId: z.string(),
  test: z.string(),
  score: z.string(),
  unit: z.string(),
  timing: z.enum(EVENT_TIMINGS),
  enteredBy: z.object({ userId: z.string().nullable(), name: z.string().nullable() }),
  enteredAt: z.string(),
  supersededBy: z.string().nullable().describe('The correction that replaced it; null: the current one'),
});
export const EventResultReplySchema = z.object({ msg: z.string(), result: EventResultRowSchema });
export const EventResultsSchema = z.object({ results: z.array(EventResultRowSchema) });

/**
 * Why a ticket's money went back (`ticket_refunds.reason`): the event was cancelled; the payment's hold lapsed and the
 * event filled meanwhile; the buyer paid twice for one place (two tabs).
 */
export const TICKET_REFUND_REASONS = ['event cancelled', 'full', 'paid twice'] as const;
export type TicketRefundReason = (typeof TICKET_REFUND_REASONS)[number];

/** The spec's `Athlete Event Signup`: told to the organisation when an athlete signs up. */
export const AthleteEventSignupNotificationSchema = notificationKind(
  'Athlete Event Signup',
  SenderDataSchema.extend({ eventId: z.string(), eventName: z.string() }),
);
/** Told to each ticket holder when the organisation cancels the event (sent by a job, never in the request). */
export const EventCancelledNotificationSchema = notificationKind(
  'Event Cancelled',
  SenderDataSchema.extend({ eventId: z.string(), eventName: z.string(), promoCode: z.string() }),
);
/**
 * Told to a buyer when a ticket's money goes back (the event cancelled, or a payment whose hold lapsed found no seat):
 * written by the refund's job in the transaction that records it, so once.
 */
export const TicketRefundedNotificationSchema = notificationKind(
  'Ticket Refunded',
  SenderDataSchema.extend({
    eventId: z.string(),
    eventName: z.string(),
    promoCode: z.string(),
    amount: z.number().describe('Minor units'),
    currency: z.string(),
    reason: z.enum(TICKET_REFUND_REASONS).optional().describe('Why (none on older notices)'),
  }),
);
/** What an organisation's notice about its event's refunds names (nobody sent it: it reads after "Podium"). */
const OrgEventDataSchema = z.object({
  userType: z.literal('org'),
  eventId: z.string(),
  eventName: z.string(),
});
/**
 * Told to the organisation when the last pending refund of one of its events goes through: every refund has then
 * settled (refunded, or failed for good), so its refunds list is final. Once per refund that settles last.
 */
export const EventRefundsDoneNotificationSchema = notificationKind(
  'Event Refunds Done',
  OrgEventDataSchema.extend({
    refunded: z.number().int().describe('Refunds of the event that went through'),
    failed: z.number().int().describe('Refunds of the event that failed for good'),
  }),
);
/** Told to the organisation when a refund of one of its event's tickets has failed every try: it must act. */
export const EventRefundFailedNotificationSchema = notificationKind(
  'Event Refund Failed',
  OrgEventDataSchema.extend({
    amount: z.number().describe('Minor units'),
    currency: z.string(),
  }),
);
export const EVENT_NOTIFICATIONS = [
  AthleteEventSignupNotificationSchema,
  EventCancelledNotificationSchema,
  TicketRefundedNotificationSchema,
  EventRefundsDoneNotificationSchema,
  EventRefundFailedNotificationSchema,
] as const;

// Refunds of event tickets as people read them: where a refund stands, the buyer's own refunds of an event (the
// confirmation page explains a payment that found no seat) and an event's refunds for its organisation's admins.

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
