// Coach profile and associated-people calls (issue 10): one's own coach profile, another's, create and edit; add,
// confirm and remove associated people; and the coach/organisation switch of /user-profiles.
import {
  type ActiveProfile,
  ActiveProfileAnswerSchema,
  type AddAssociated,
  AssociatedAnswerSchema,
  type CoachProfile,
  type CoachProfileAnswer,
  CoachProfileAnswerSchema,
  CoachProfileSchema,
  type CreateCoachProfile,
} from '@podium/core/api/coaches';
import { MessageSchema } from '@podium/core/api/common';
import { reportAnswerAwaited } from '../../state/answer-awaited.ts';
import { api, call, unlessRefused } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Coach', 'Organisation'] });

export const coachesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getMyCoachProfile: build.query<CoachProfile, void>({
      query: () => call('GET /api/coachProfile/me'),
      responseSchema: CoachProfileSchema,
      providesTags: ['Coach'],
    }),
    getCoachProfile: build.query<CoachProfile, string>({
      query: (id) => call('GET /api/coachProfile/user/:id', { id }),
      responseSchema: CoachProfileSchema,
      providesTags: ['Coach'],
    }),
    createCoachProfile: build.mutation<CoachProfileAnswer, CreateCoachProfile>({
      query: (body) => ({ ...call('POST /api/coachProfile'), body }),
      responseSchema: CoachProfileAnswerSchema,
      invalidatesTags: unlessRefused('Coach'),
    }),
    updateCoachProfile: build.mutation<CoachProfileAnswer, CreateCoachProfile>({
      query: (body) => ({ ...call('PUT /api/coachProfile'), body }),
      responseSchema: CoachProfileAnswerSchema,
      invalidatesTags: ['Coach'],
    }),
    addAssociated: build.mutation<{ msg: string }, AddAssociated>({
      query: (body) => ({ ...call('POST /api/associated'), body }),
      responseSchema: AssociatedAnswerSchema,
      invalidatesTags: ['Coach', 'Organisation'],
      onQueryStarted: reportAnswerAwaited,
    }),
    /** Athletes confirm with the spec's call; coaches and organisation admins with ours. */
    confirmAssociated: build.mutation<{ msg: string }, { id: string; asAthlete: boolean }>({
      query: ({ id, asAthlete }) =>
        asAthlete
          ? call('PUT /api/athleteProfile/confirmAssociated/:id', { id })
          : call('PUT /api/associated/:id/confirm', { id }),
      responseSchema: AssociatedAnswerSchema,
      invalidatesTags: ['Coach', 'Organisation'],
    }),
    removeAssociated: build.mutation<{ msg: string }, string>({
      query: (id) => call('DELETE /api/associated/:id', { id }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Coach', 'Organisation'],
    }),
    requestAssociation: build.mutation<{ msg: string }, string>({
      query: (organisationId) => ({
        ...call('POST /api/organisation/:id/associate-request', { id: organisationId }),
      }),
      responseSchema: AssociatedAnswerSchema,
      invalidatesTags: ['Organisation'],
      onQueryStarted: reportAnswerAwaited,
    }),
    switchProfile: build.mutation<{ msg: string }, ActiveProfile>({
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
