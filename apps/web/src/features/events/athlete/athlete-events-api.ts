// The athlete's calls of events (issue 25): an event by its promo code (public), signing up for a free one, my events
// and tickets, one ticket by the event's code, the athlete's refunds of an event, and a ticket's QR code (an SVG, read
// as text with the session's token, which an <img src> could not send).

import {
  EventPageSchema,
  JoinEventReplySchema,
  MyEventSchema,
  MyEventsSchema,
  MyRefundsSchema,
} from '@podium/core/api/events';
import { CheckoutSessionReplySchema } from '@podium/core/api/purchases';
import type { ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../../state/api.ts';
import { staleOnNotifications } from '../../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['MyEvents'] });

export const athleteEventsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getPromoEvent: build.query<ReplyOf<'GET /api/events/promo/:code'>, string>({
      query: (code) => call('GET /api/events/promo/:code', { code }),
      responseSchema: EventPageSchema,
      providesTags: ['MyEvents'],
    }),
    joinEvent: build.mutation<ReplyOf<'PUT /api/promo/:orgId/join-event'>, { orgId: string; code: string }>({
      query: ({ orgId, code }) => ({
        ...call('PUT /api/promo/:orgId/join-event', { orgId }),
        body: { code },
      }),
      responseSchema: JoinEventReplySchema,
      invalidatesTags: ['MyEvents'],
    }),
    // A paid event's ticket: the server holds a seat and answers the checkout page that sells it (never an amount).
    buyTicket: build.mutation<
      ReplyOf<'POST /api/subs/purchase-event-ticket'>,
      { code: string; location: string }
    >({
      query: ({ code, location }) => ({
        ...call('POST /api/subs/purchase-event-ticket'),
        body: { eventCode: code, priceId: 'event_ticket', location },
      }),
      responseSchema: CheckoutSessionReplySchema,
      invalidatesTags: ['MyEvents'],
    }),
    getMyEvents: build.query<ReplyOf<'GET /api/athleteProfile/events'>, void>({
      query: () => call('GET /api/athleteProfile/events'),
      responseSchema: MyEventsSchema,
      providesTags: ['MyEvents'],
    }),
    getMyEvent: build.query<ReplyOf<'GET /api/athleteProfile/events/:code'>, string>({
      query: (code) => call('GET /api/athleteProfile/events/:code', { code }),
      responseSchema: MyEventSchema,
      providesTags: ['MyEvents'],
    }),
    // The athlete's own refunds of an event: the confirmation page explains a payment that found no seat.
    getMyRefunds: build.query<ReplyOf<'GET /api/athleteProfile/events/:code/refunds'>, string>({
      query: (code) => call('GET /api/athleteProfile/events/:code/refunds', { code }),
      responseSchema: MyRefundsSchema,
      providesTags: ['MyEvents'],
    }),
    getTicketQr: build.query<ReplyOf<'GET /api/tickets/:id/qr'>, string>({
      query: (id) => ({ ...call('GET /api/tickets/:id/qr', { id }), responseHandler: 'text' }),
      // The code never changes: one read a ticket for as long as the screen is open.
      keepUnusedDataFor: 300,
    }),
  }),
});

// A cancellation or a refund changes the athlete's tickets: declared here, beside the queries that show them, so an
// open My events or ticket page refreshes whatever else this session has loaded (events-api.ts, the organisation's
// calls, is no import of the athlete's screens).
staleOnNotifications(athleteEventsApi, {
  'Event Cancelled': ['MyEvents'],
  'Ticket Refunded': ['MyEvents'],
});

export const {
  useGetPromoEventQuery,
  useJoinEventMutation,
  useBuyTicketMutation,
  useGetMyEventsQuery,
  useGetMyEventQuery,
  useGetMyRefundsQuery,
  useGetTicketQrQuery,
} = athleteEventsApi;
