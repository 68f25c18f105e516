// Pitch and contact calls (issue 10): whom the form sends to, a pitch to a coach or an organisation, contact details,
// and the pitch a receiver's notification opens.
import {
  type ContactDetails,
  type Pitch,
  PitchDetailSchema,
  type PitchReply,
  PitchReplySentSchema,
  PitchSentSchema,
  PitchTargetSchema,
  type ReceiverKind,
} from '@podium/core/api/pitches';
import type { ReplyOf } from '@podium/core/endpoints';
import { reportAnswerAwaited } from '../../state/answer-awaited.ts';
import { api, call } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['PitchTarget', 'Pitch'] });

export type PitchTo =
  | { to: 'coach'; id: string; pitch: Pitch }
  | { to: 'org'; id: string; athleteProfileId: string; pitch: Pitch };

export const pitchesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getPitchTarget: build.query<
      ReplyOf<'GET /api/athleteProfile/pitch-target/:id'>,
      { id: string; type?: ReceiverKind | undefined }
    >({
      query: ({ id, type }) => ({
        ...call('GET /api/athleteProfile/pitch-target/:id', { id }),
        params: type ? { type } : {},
      }),
      responseSchema: PitchTargetSchema,
      providesTags: ['PitchTarget'],
    }),
    sendPitch: build.mutation<ReplyOf<'POST /api/athleteProfile/coach/:id'>, PitchTo>({
      query: (arg) => ({
        ...(arg.to === 'coach'
          ? call('POST /api/athleteProfile/coach/:id', { id: arg.id })
          : call('POST /api/organisation/:id/:id2/application', { id: arg.id, id2: arg.athleteProfileId })),
        body: arg.pitch,
      }),
      responseSchema: PitchSentSchema,
      invalidatesTags: ['PitchTarget'],
      onQueryStarted: reportAnswerAwaited,
    }),
    sendContact: build.mutation<
      ReplyOf<'PUT /api/athleteProfile/coach/:id/contact'>,
      { id: string; details: ContactDetails }
    >({
      query: ({ id, details }) => ({
        ...call('PUT /api/athleteProfile/coach/:id/contact', { id }),
        body: details,
      }),
      responseSchema: PitchSentSchema,
      invalidatesTags: ['PitchTarget'],
      onQueryStarted: reportAnswerAwaited,
    }),
    getPitch: build.query<ReplyOf<'GET /api/pitches/:id'>, string>({
      query: (id) => call('GET /api/pitches/:id', { id }),
      responseSchema: PitchDetailSchema,
      providesTags: (_result, _error, id) => [{ type: 'Pitch', id }],
    }),
    /** The receiver's reply (issue 22, 20): the pitch is read again with it and the day's replies left. */
    replyToPitch: build.mutation<ReplyOf<'POST /api/pitches/:id/reply'>, { id: string; reply: PitchReply }>({
      query: ({ id, reply }) => ({ ...call('POST /api/pitches/:id/reply', { id }), body: reply }),
      responseSchema: PitchReplySentSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Pitch', id }],
    }),
  }),
});

// The athlete reading their pitch sees the receiver's reply arrive in it.
staleOnNotifications(pitchesApi, { 'Pitch Reply': ['Pitch'] });

export const {
  useGetPitchTargetQuery,
  useSendPitchMutation,
  useSendContactMutation,
  useGetPitchQuery,
  useReplyToPitchMutation,
} = pitchesApi;
