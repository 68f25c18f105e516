// Endorsement calls (issue 10): the athlete's list, request, accept and status; the coach's read and write.

import { MessageSchema } from '@podium/core/api/common';
import {
  type EndorsementAction,
  EndorsementListSchema,
  EndorsementReplySchema,
  EndorsementSchema,
} from '@podium/core/api/endorsements';
import type { ReplyOf } from '@podium/core/endpoints';
import { reportAnswerAwaited } from '../../state/answer-awaited.ts';
import { api, call } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Endorsement'] });

export const endorsementsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getMyEndorsements: build.query<ReplyOf<'GET /api/athleteProfile/endorsements/me'>, void>({
      query: () => call('GET /api/athleteProfile/endorsements/me'),
      responseSchema: EndorsementListSchema,
      providesTags: ['Endorsement'],
    }),
    getEndorsement: build.query<ReplyOf<'GET /api/athleteProfile/endorsement/:id'>, string>({
      query: (id) => call('GET /api/athleteProfile/endorsement/:id', { id }),
      responseSchema: EndorsementSchema,
      providesTags: ['Endorsement'],
    }),
    requestEndorsement: build.mutation<ReplyOf<'PUT /api/athleteProfile/:id/request-endorsement'>, string>({
      query: (coachId) => call('PUT /api/athleteProfile/:id/request-endorsement', { id: coachId }),
      responseSchema: EndorsementReplySchema,
      invalidatesTags: ['Endorsement'],
      onQueryStarted: reportAnswerAwaited,
    }),
    writeEndorsement: build.mutation<
      ReplyOf<'PUT /api/athleteProfile/endorse/:id'>,
      { id: string; text: string }
    >({
      query: ({ id, text }) => ({
        ...call('PUT /api/athleteProfile/endorse/:id', { id }),
        body: { text },
      }),
      responseSchema: EndorsementReplySchema,
      invalidatesTags: ['Endorsement'],
    }),
    acceptEndorsement: build.mutation<ReplyOf<'PUT /api/athleteProfile/acceptEndorsement/:id'>, string>({
      query: (id) => call('PUT /api/athleteProfile/acceptEndorsement/:id', { id }),
      responseSchema: EndorsementReplySchema,
      invalidatesTags: ['Endorsement'],
    }),
    setEndorsementStatus: build.mutation<
      ReplyOf<'PUT /api/athleteProfile/endorsementStatus/:id'>,
      { id: string; action: EndorsementAction }
    >({
      query: ({ id, action }) => ({
        ...call('PUT /api/athleteProfile/endorsementStatus/:id', { id }),
        body: { action },
      }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Endorsement'],
    }),
  }),
});

// The coach's endorsement to write; the athlete's 'Waiting for the coach' becomes 'Written: accept to add it'.
staleOnNotifications(endorsementsApi, {
  'Endorsement Request': ['Endorsement'],
  'Endorsement Submitted': ['Endorsement'],
});

export const {
  useGetMyEndorsementsQuery,
  useGetEndorsementQuery,
  useRequestEndorsementMutation,
  useWriteEndorsementMutation,
  useAcceptEndorsementMutation,
  useSetEndorsementStatusMutation,
} = endorsementsApi;
