// The endpoints of events (issue 25, "Promo codes and events"; account spec 7's promo call, with our calls for an
// organisation's events, tickets, staff, check-in and results: docs/design-choices.md, "Events").
import { z } from 'zod';
import {
  AddStaffSchema,
  AttendeesSchema,
  CheckInReplySchema,
  CheckInSchema,
  CorrectResultSchema,
  CreateEventSchema,
  EventIdParamsSchema,
  EventPageSchema,
  EventRefundsQuerySchema,
  EventRefundsSchema,
  EventResultReplySchema,
  EventResultSchema,
  EventResultsSchema,
  JoinEventReplySchema,
  JoinEventSchema,
  MessageSchema,
  MyEventSchema,
  MyEventsSchema,
  MyRefundsSchema,
  OrgEventReplySchema,
  OrgEventsSchema,
  OrgIdParamsSchema,
  PromoCodeParamsSchema,
  ResultParamsSchema,
  StaffedEventsSchema,
  StaffListSchema,
  StaffParamsSchema,
  TicketIdParamsSchema,
  UpdateEventSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const eventsEndpoints = defineEndpoints({
  'POST /api/events': { body: CreateEventSchema, response: { 201: OrgEventReplySchema } },
  'GET /api/events': { response: { 200: OrgEventsSchema } },
  'PUT /api/events/:id': {
    params: EventIdParamsSchema,
    body: UpdateEventSchema,
    response: { 200: OrgEventReplySchema },
  },
  'PUT /api/events/:id/cancel': { params: EventIdParamsSchema, response: { 200: OrgEventReplySchema } },
  'GET /api/events/promo/:code': { params: PromoCodeParamsSchema, response: { 200: EventPageSchema } },
  'PUT /api/promo/:orgId/join-event': {
    params: OrgIdParamsSchema,
    body: JoinEventSchema,
    response: { 200: JoinEventReplySchema },
  },
  'GET /api/athleteProfile/events': { response: { 200: MyEventsSchema } },
  'GET /api/athleteProfile/events/:code': { params: PromoCodeParamsSchema, response: { 200: MyEventSchema } },
  'GET /api/athleteProfile/events/:code/refunds': {
    params: PromoCodeParamsSchema,
    response: { 200: MyRefundsSchema },
  },
  'GET /api/tickets/:id/qr': {
    params: TicketIdParamsSchema,
    response: { 200: z.string().describe('image/svg+xml: the ticket code’s QR code') },
  },
  'GET /api/events/staffed': { response: { 200: StaffedEventsSchema } },
  'GET /api/events/:id/staff': { params: EventIdParamsSchema, response: { 200: StaffListSchema } },
  'POST /api/events/:id/staff': {
    params: EventIdParamsSchema,
    body: AddStaffSchema,
    response: { 201: StaffListSchema },
  },
  'DELETE /api/events/:id/staff/:userId': { params: StaffParamsSchema, response: { 200: MessageSchema } },
  'POST /api/events/:id/check-in': {
    params: EventIdParamsSchema,
    body: CheckInSchema,
    response: { 200: CheckInReplySchema },
  },
  'GET /api/events/:id/attendees': { params: EventIdParamsSchema, response: { 200: AttendeesSchema } },
  'POST /api/events/:id/results': {
    params: EventIdParamsSchema,
    body: EventResultSchema,
    response: { 201: EventResultReplySchema },
  },
  'PUT /api/events/:id/results/:resultId': {
    params: ResultParamsSchema,
    body: CorrectResultSchema,
    response: { 201: EventResultReplySchema },
  },
  'GET /api/events/:id/results': { params: EventIdParamsSchema, response: { 200: EventResultsSchema } },
  'GET /api/events/:id/refunds': {
    params: EventIdParamsSchema,
    querystring: EventRefundsQuerySchema,
    response: { 200: EventRefundsSchema },
  },
});
