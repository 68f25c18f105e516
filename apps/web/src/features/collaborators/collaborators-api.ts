// Collaborator calls (issue 10): the athlete's invite, list and remove; the coach's accept, list, and what they add
// for an athlete; and a coach's view of an athlete's ranks, verified only or not.

import { CollaboratingForListSchema, CollaboratorListSchema } from '@podium/core/api/collaborators';
import { MessageSchema } from '@podium/core/api/common';
import { RankingDataByTestSchema } from '@podium/core/api/rankings';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { reportAnswerAwaited } from '../../state/answer-awaited.ts';
import { api, call } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Collaborator'] });

export const collaboratorsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getCollaborators: build.query<ReplyOf<'GET /api/collaborators'>, void>({
      query: () => call('GET /api/collaborators'),
      responseSchema: CollaboratorListSchema,
      providesTags: ['Collaborator'],
    }),
    getCollaboratingFor: build.query<ReplyOf<'GET /api/collaborators/athletes'>, void>({
      query: () => call('GET /api/collaborators/athletes'),
      responseSchema: CollaboratingForListSchema,
      providesTags: ['Collaborator'],
    }),
    inviteCollaborator: build.mutation<ReplyOf<'PUT /api/collaborators/invite/:id'>, string>({
      query: (coachId) => call('PUT /api/collaborators/invite/:id', { id: coachId }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Collaborator'],
      onQueryStarted: reportAnswerAwaited,
    }),
    acceptCollaboration: build.mutation<ReplyOf<'PUT /api/collaborators/accept/:id'>, string>({
      query: (athleteProfileId) => ({
        ...call('PUT /api/collaborators/accept/:id', { id: athleteProfileId }),
      }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Collaborator'],
    }),
    removeCollaborator: build.mutation<ReplyOf<'DELETE /api/collaborators/:id'>, string>({
      query: (coachId) => call('DELETE /api/collaborators/:id', { id: coachId }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Collaborator'],
    }),
    addCollabTests: build.mutation<
      ReplyOf<'PUT /api/collaborators/collab-tests-added'>,
      BodyOf<'PUT /api/collaborators/collab-tests-added'>
    >({
      query: (body) => ({ ...call('PUT /api/collaborators/collab-tests-added'), body }),
      responseSchema: MessageSchema,
      invalidatesTags: ['Ranking'],
    }),
    addCollabVideo: build.mutation<
      ReplyOf<'PUT /api/collaborators/collab-vids-added'>,
      BodyOf<'PUT /api/collaborators/collab-vids-added'>
    >({
      query: (body) => ({ ...call('PUT /api/collaborators/collab-vids-added'), body }),
      responseSchema: MessageSchema,
    }),
    /** A coach's view of athlete {profileId}'s ranks; verifiedOnly ranks among coach-verified results only. */
    getAthDataOf: build.query<
      ReplyOf<'POST /api/athleteProfile/:id/athData'>,
      { profileId: string; testKeys: readonly string[]; verifiedOnly: boolean }
    >({
      query: ({ profileId, testKeys, verifiedOnly }) => ({
        ...call('POST /api/athleteProfile/:id/athData', { id: profileId }),
        body: testKeys,
        params: verifiedOnly ? { verifiedOnly: 'true' } : {},
      }),
      responseSchema: RankingDataByTestSchema,
      providesTags: ['Ranking'],
    }),
  }),
});

// The invited coach's list of athletes they collaborate for (and the invite's Accept, which reads it). What a
// collaborator adds changes the athlete's own profile and ranks (athlete-api.ts), and the ranks this module's coach's
// view shows (declared here too: a session may load this module without athlete-api.ts).
staleOnNotifications(collaboratorsApi, {
  'Collaborator Invite': ['Collaborator'],
  'Collaborator Test Submission': ['Ranking'],
});

export const {
  useGetCollaboratorsQuery,
  useGetCollaboratingForQuery,
  useInviteCollaboratorMutation,
  useAcceptCollaborationMutation,
  useRemoveCollaboratorMutation,
  useAddCollabTestsMutation,
  useAddCollabVideoMutation,
  useGetAthDataOfQuery,
} = collaboratorsApi;
