// Events' calls (issue 25): an organisation's events (list, make, edit, cancel), their staff, the events an account
// staffs, attendees, check-in and results (the athlete's calls are athlete/athlete-events-api.ts: one definition of
// each endpoint, as RTK Query keeps the first injected under a name). A sign-up arriving makes the organisation's lists
// stale, and an event's refunds settling (or one failing) its refunds list.

import { MessageSchema } from '@podium/core/api/common';
import {
  AttendeesSchema,
  CheckInReplySchema,
  EventRefundsSchema,
  EventResultReplySchema,
  EventResultsSchema,
  OrgEventReplySchema,
  OrgEventsSchema,
  StaffedEventsSchema,
  StaffListSchema,
} from '@podium/core/api/events';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({
  addTagTypes: ['OrgEvents', 'StaffedEvents', 'EventStaff', 'EventAttendees', 'EventResults', 'EventRefunds'],
});

type Id = { id: string };

export const eventsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getOrgEvents: build.query<ReplyOf<'GET /api/events'>, void>({
      query: () => call('GET /api/events'),
      responseSchema: OrgEventsSchema,
      providesTags: ['OrgEvents'],
    }),
    createEvent: build.mutation<ReplyOf<'POST /api/events'>, BodyOf<'POST /api/events'>>({
      query: (body) => ({ ...call('POST /api/events'), body }),
      responseSchema: OrgEventReplySchema,
      invalidatesTags: ['OrgEvents'],
    }),
    updateEvent: build.mutation<ReplyOf<'PUT /api/events/:id'>, Id & BodyOf<'PUT /api/events/:id'>>({
      query: ({ id, ...body }) => ({ ...call('PUT /api/events/:id', { id }), body }),
      responseSchema: OrgEventReplySchema,
      invalidatesTags: ['OrgEvents', 'StaffedEvents'],
    }),
    cancelEvent: build.mutation<ReplyOf<'PUT /api/events/:id/cancel'>, Id>({
      query: ({ id }) => call('PUT /api/events/:id/cancel', { id }),
      responseSchema: OrgEventReplySchema,
      invalidatesTags: (_result, _error, { id }) => [
        'OrgEvents',
        'StaffedEvents',
        { type: 'EventRefunds', id },
      ],
    }),
    // The event's refunds, 50 a page (its admins only); read again when the window regains focus (RefundList) and
    // when `Event Refunds Done` or `Event Refund Failed` arrives (below).
    getEventRefunds: build.infiniteQuery<ReplyOf<'GET /api/events/:id/refunds'>, Id, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ queryArg: { id }, pageParam }) => ({
        ...call('GET /api/events/:id/refunds', { id }),
        ...(pageParam === null ? {} : { params: { cursor: pageParam } }),
      }),
      responseSchema: EventRefundsSchema,
      providesTags: (_result, _error, { id }) => [{ type: 'EventRefunds', id }],
    }),
    getStaff: build.query<ReplyOf<'GET /api/events/:id/staff'>, Id>({
      query: ({ id }) => call('GET /api/events/:id/staff', { id }),
      responseSchema: StaffListSchema,
      providesTags: (_result, _error, { id }) => [{ type: 'EventStaff', id }],
    }),
    addStaff: build.mutation<
      ReplyOf<'POST /api/events/:id/staff'>,
      Id & BodyOf<'POST /api/events/:id/staff'>
    >({
      query: ({ id, ...body }) => ({ ...call('POST /api/events/:id/staff', { id }), body }),
      responseSchema: StaffListSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'EventStaff', id }],
    }),
    removeStaff: build.mutation<ReplyOf<'DELETE /api/events/:id/staff/:userId'>, Id & { userId: string }>({
      query: ({ id, userId }) => call('DELETE /api/events/:id/staff/:userId', { id, userId }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'EventStaff', id }],
    }),
    getStaffedEvents: build.query<ReplyOf<'GET /api/events/staffed'>, void>({
      query: () => call('GET /api/events/staffed'),
      responseSchema: StaffedEventsSchema,
      providesTags: ['StaffedEvents'],
    }),
    getAttendees: build.query<ReplyOf<'GET /api/events/:id/attendees'>, Id>({
      query: ({ id }) => call('GET /api/events/:id/attendees', { id }),
      responseSchema: AttendeesSchema,
      providesTags: (_result, _error, { id }) => [{ type: 'EventAttendees', id }],
    }),
    checkIn: build.mutation<
      ReplyOf<'POST /api/events/:id/check-in'>,
      Id & BodyOf<'POST /api/events/:id/check-in'>
    >({
      query: ({ id, ...body }) => ({ ...call('POST /api/events/:id/check-in', { id }), body }),
      responseSchema: CheckInReplySchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'EventAttendees', id }, 'OrgEvents'],
    }),
    getResults: build.query<ReplyOf<'GET /api/events/:id/results'>, Id>({
      query: ({ id }) => call('GET /api/events/:id/results', { id }),
      responseSchema: EventResultsSchema,
      providesTags: (_result, _error, { id }) => [{ type: 'EventResults', id }],
    }),
    enterResult: build.mutation<
      ReplyOf<'POST /api/events/:id/results'>,
      Id & BodyOf<'POST /api/events/:id/results'>
    >({
      query: ({ id, ...body }) => ({ ...call('POST /api/events/:id/results', { id }), body }),
      responseSchema: EventResultReplySchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'EventResults', id }],
    }),
    correctResult: build.mutation<
      ReplyOf<'PUT /api/events/:id/results/:resultId'>,
      Id & { resultId: string } & BodyOf<'PUT /api/events/:id/results/:resultId'>
    >({
      query: ({ id, resultId, ...body }) => ({
        ...call('PUT /api/events/:id/results/:resultId', { id, resultId }),
        body,
      }),
      responseSchema: EventResultReplySchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'EventResults', id }],
    }),
  }),
});

// A sign-up changes the organisation's counts and attendee lists; an event's refunds settling or one failing for good
// the organisation's refunds list (RefundList reads it again).
staleOnNotifications(eventsApi, {
  'Athlete Event Signup': ['OrgEvents', 'EventAttendees'],
  'Event Refunds Done': ['EventRefunds'],
  'Event Refund Failed': ['EventRefunds'],
});

export const {
  useGetOrgEventsQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useCancelEventMutation,
  useGetStaffQuery,
  useAddStaffMutation,
  useRemoveStaffMutation,
  useGetStaffedEventsQuery,
  useGetAttendeesQuery,
  useGetEventRefundsInfiniteQuery,
  useCheckInMutation,
  useGetResultsQuery,
  useEnterResultMutation,
  useCorrectResultMutation,
} = eventsApi;
