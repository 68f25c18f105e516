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
import { api, unlessRefused } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Coach', 'Organisation'] });
const path = (id: string) => encodeURIComponent(id);

export const coachesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getMyCoachProfile: build.query<CoachProfile, void>({
      query: () => '/coachProfile/me',
      responseSchema: CoachProfileSchema,
      providesTags: ['Coach'],
    }),
    getCoachProfile: build.query<CoachProfile, string>({
      query: (id) => `/coachProfile/user/${path(id)}`,
      responseSchema: CoachProfileSchema,
      providesTags: ['Coach'],
    }),
    createCoachProfile: build.mutation<CoachProfileAnswer, CreateCoachProfile>({
      query: (body) => ({ url: '/coachProfile', method: 'POST', body }),
      responseSchema: CoachProfileAnswerSchema,
      invalidatesTags: unlessRefused('Coach'),
    }),
    updateCoachProfile: build.mutation<CoachProfileAnswer, CreateCoachProfile>({
      query: (body) => ({ url: '/coachProfile', method: 'PUT', body }),
      responseSchema: CoachProfileAnswerSchema,
      invalidatesTags: ['Coach'],
    }),
    addAssociated: build.mutation<{ msg: string }, AddAssociated>({
      query: (body) => ({ url: '/associated', method: 'POST', body }),
      responseSchema: AssociatedAnswerSchema,
      invalidatesTags: ['Coach', 'Organisation'],
      onQueryStarted: reportAnswerAwaited,
    }),
    /** Athletes confirm with the spec's call; coaches and organisation admins with ours. */
    confirmAssociated: build.mutation<{ msg: string }, { id: string; asAthlete: boolean }>({
      query: ({ id, asAthlete }) => ({
        url: asAthlete ? `/athleteProfile/confirmAssociated/${path(id)}` : `/associated/${path(id)}/confirm`,
        method: 'PUT',
      }),
      responseSchema: AssociatedAnswerSchema,
      invalidatesTags: ['Coach', 'Organisation'],
    }),
    removeAssociated: build.mutation<{ msg: string }, string>({
      query: (id) => ({ url: `/associated/${path(id)}`, method: 'DELETE' }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Coach', 'Organisation'],
    }),
    requestAssociation: build.mutation<{ msg: string }, string>({
      query: (organisationId) => ({
        url: `/organisation/${path(organisationId)}/associate-request`,
        method: 'POST',
      }),
      responseSchema: AssociatedAnswerSchema,
      invalidatesTags: ['Organisation'],
      onQueryStarted: reportAnswerAwaited,
    }),
    switchProfile: build.mutation<{ msg: string }, ActiveProfile>({
      query: (body) => ({ url: '/users/active-profile', method: 'PUT', body }),
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
