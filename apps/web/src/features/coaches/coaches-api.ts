// Coach profile and associated-people calls (issue 10): one's own coach profile, another's, create and edit; add,
// confirm and remove associated people; and the coach/organisation switch of /user-profiles.
import {
  ActiveProfileAnswerSchema,
  AssociatedAnswerSchema,
  CoachProfileAnswerSchema,
  CoachProfileSchema,
} from '@podium/core/api/coaches';
import { MessageSchema } from '@podium/core/api/common';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { reportAnswerAwaited } from '../../state/answer-awaited.ts';
import { api, call, unlessRefused } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Coach', 'Organisation'] });

export const coachesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getMyCoachProfile: build.query<ReplyOf<'GET /api/coachProfile/me'>, void>({
      query: () => call('GET /api/coachProfile/me'),
      responseSchema: CoachProfileSchema,
      providesTags: ['Coach'],
    }),
    getCoachProfile: build.query<ReplyOf<'GET /api/coachProfile/user/:id'>, string>({
      query: (id) => call('GET /api/coachProfile/user/:id', { id }),
      responseSchema: CoachProfileSchema,
      providesTags: ['Coach'],
    }),
    createCoachProfile: build.mutation<ReplyOf<'POST /api/coachProfile'>, BodyOf<'POST /api/coachProfile'>>({
      query: (body) => ({ ...call('POST /api/coachProfile'), body }),
      responseSchema: CoachProfileAnswerSchema,
      invalidatesTags: unlessRefused('Coach'),
    }),
    updateCoachProfile: build.mutation<ReplyOf<'PUT /api/coachProfile'>, BodyOf<'PUT /api/coachProfile'>>({
      query: (body) => ({ ...call('PUT /api/coachProfile'), body }),
      responseSchema: CoachProfileAnswerSchema,
      invalidatesTags: ['Coach'],
    }),
    addAssociated: build.mutation<ReplyOf<'POST /api/associated'>, BodyOf<'POST /api/associated'>>({
      query: (body) => ({ ...call('POST /api/associated'), body }),
      responseSchema: AssociatedAnswerSchema,
      invalidatesTags: ['Coach', 'Organisation'],
      onQueryStarted: reportAnswerAwaited,
    }),
    /** Athletes confirm with the spec's call; coaches and organisation admins with ours. */
    confirmAssociated: build.mutation<
      ReplyOf<'PUT /api/athleteProfile/confirmAssociated/:id'>,
      { id: string; asAthlete: boolean }
    >({
      query: ({ id, asAthlete }) =>
        asAthlete
          ? call('PUT /api/athleteProfile/confirmAssociated/:id', { id })
          : call('PUT /api/associated/:id/confirm', { id }),
      responseSchema: AssociatedAnswerSchema,
      invalidatesTags: ['Coach', 'Organisation'],
    }),
    removeAssociated: build.mutation<ReplyOf<'DELETE /api/associated/:id'>, string>({
      query: (id) => call('DELETE /api/associated/:id', { id }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Coach', 'Organisation'],
    }),
    requestAssociation: build.mutation<ReplyOf<'POST /api/organisation/:id/associate-request'>, string>({
      query: (organisationId) => ({
        ...call('POST /api/organisation/:id/associate-request', { id: organisationId }),
      }),
      responseSchema: AssociatedAnswerSchema,
      invalidatesTags: ['Organisation'],
      onQueryStarted: reportAnswerAwaited,
    }),
    switchProfile: build.mutation<
      ReplyOf<'PUT /api/users/active-profile'>,
      BodyOf<'PUT /api/users/active-profile'>
    >({
      query: (body) => ({ ...call('PUT /api/users/active-profile'), body }),
      responseSchema: ActiveProfileAnswerSchema,
      invalidatesTags: ['User'],
    }),
  }),
});

// A coach profile lists its associated athletes, coaches and organisations, pending ones to its coach.
staleOnNotifications(coachesApi, {
  'Added Associated': ['Coach'],
  'Added Associated Coach': ['Coach'],
});

export const {
  useGetMyCoachProfileQuery,
  useGetCoachProfileQuery,
  useCreateCoachProfileMutation,
  useUpdateCoachProfileMutation,
  useAddAssociatedMutation,
  useConfirmAssociatedMutation,
  useRemoveAssociatedMutation,
  useRequestAssociationMutation,
  useSwitchProfileMutation,
} = coachesApi;
