// Athlete profile calls (profiles spec 7): the profile in its four views, its edits, and the ranking data.

import type { RankingDataByTest } from '@podium/core';
import {
  type AddDestinationSchema,
  type AddSportSchema,
  type AddTestResultSchema,
  type AddVideoSchema,
  type AthleteProfile,
  AthleteProfileSchema,
  type CreateAthleteProfileSchema,
  type DestinationPublicSchema,
  type ProfileReply,
  ProfileReplySchema,
  PublicLinkSchema,
  type QuickStats,
  TourSeenSchema,
  type UpdateSportSchema,
} from '@podium/core/api/athletes';
import { RankingDataByTestSchema } from '@podium/core/api/rankings';
import type { z } from 'zod';
import { api, call, unlessRefused } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

export type CreateProfileRequest = z.input<typeof CreateAthleteProfileSchema>;
export type AddSportRequest = z.input<typeof AddSportSchema>;
export type AddTestResultRequest = z.input<typeof AddTestResultSchema>;
export type AddVideoRequest = z.input<typeof AddVideoSchema>;
export type AddDestinationRequest = z.input<typeof AddDestinationSchema>;
export type DestinationPublicRequest = z.input<typeof DestinationPublicSchema>;
export type PublicLink = z.infer<typeof PublicLinkSchema>;

const withTags = api.enhanceEndpoints({ addTagTypes: ['OwnAthleteProfile'] });

/** Reading a profile: the owner's, another athlete's (signed in), and the two public ways in. */
export const profileQueries = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** Edits answer the fresh profile (no refetch); what others change in it comes by notification (below). */
    getMyAthleteProfile: build.query<AthleteProfile, void>({
      query: () => call('GET /api/athleteProfile/me'),
      responseSchema: AthleteProfileSchema,
      providesTags: ['OwnAthleteProfile'],
    }),
    getAthleteProfile: build.query<AthleteProfile, string>({
      query: (id) => call('GET /api/athleteProfile/:id', { id }),
      responseSchema: AthleteProfileSchema,
    }),
    getPublicAthleteProfile: build.query<AthleteProfile, string>({
      query: (id) => call('GET /api/public/athlete/:id', { id }),
      responseSchema: AthleteProfileSchema,
    }),
    getProfileByLink: build.query<AthleteProfile, string>({
      query: (code) => call('GET /api/public/link/:code', { code }),
      responseSchema: AthleteProfileSchema,
    }),
    /** The signed-in athlete's ranks per test key (POST athData); refreshed whenever results or sports change. */
    getAthData: build.query<RankingDataByTest, readonly string[]>({
      query: (testKeys) => ({ ...call('POST /api/athleteProfile/athData'), body: testKeys }),
      responseSchema: RankingDataByTestSchema,
      providesTags: ['Ranking'],
    }),
  }),
});

type ProfileUpdater = (profile: AthleteProfile) => void;

/** Every edit answers { msg, profile }: the fresh profile replaces the cached one, no second call. */
function keepProfile(reply: ProfileReply) {
  return profileQueries.util.upsertQueryData('getMyAthleteProfile', undefined, reply.profile);
}

function patchProfile(update: ProfileUpdater) {
  return profileQueries.util.updateQueryData('getMyAthleteProfile', undefined, update);
}

const onProfileReply = {
  responseSchema: ProfileReplySchema,
  async onQueryStarted(_arg: unknown, { dispatch, queryFulfilled }: ReplyLifecycle) {
    try {
      const { data } = await queryFulfilled;
      dispatch(keepProfile(data));
    } catch {
      // The screen shows the error.
    }
  },
};

interface ReplyLifecycle {
  dispatch: (action: ReturnType<typeof keepProfile>) => unknown;
  queryFulfilled: Promise<{ data: ProfileReply }>;
}

/** Editing the owner's profile (each answer carries the spec's success message as msg). */
export const athleteApi = profileQueries.injectEndpoints({
  endpoints: (build) => ({
    createAthleteProfile: build.mutation<ProfileReply, CreateProfileRequest>({
      query: (body) => ({ ...call('POST /api/athleteProfile'), body }),
      ...onProfileReply,
      // The account now owns a profile: what follows its profiles (the socket, notifications) loads them again.
      invalidatesTags: unlessRefused('Ranking', 'User'),
    }),
    markTourSeen: build.mutation<{ tourSeen: boolean }, void>({
      query: () => call('PUT /api/athleteProfile/me/tour-modal'),
      responseSchema: TourSeenSchema,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Shown once: hide it at once, whatever the server says later.
        dispatch(
          patchProfile((profile) => {
            profile.tourSeen = true;
          }),
        );
        await queryFulfilled.catch(() => undefined);
      },
    }),
    setPublicLink: build.mutation<PublicLink, boolean>({
      query: (enabled) => ({ ...call('PUT /api/users/public-link'), body: { enabled } }),
      responseSchema: PublicLinkSchema,
      async onQueryStarted(_enabled, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            patchProfile((profile) => {
              profile.publicLink = { code: data.code, enabled: data.enabled };
            }),
          );
        } catch {
          // The screen shows the error.
        }
      },
    }),
    addSport: build.mutation<ProfileReply, AddSportRequest>({
      query: (body) => ({ ...call('PUT /api/athleteProfile/sport-credentials'), body }),
      ...onProfileReply,
      invalidatesTags: ['Ranking'],
    }),
    updateSport: build.mutation<ProfileReply, { id: string } & z.input<typeof UpdateSportSchema>>({
      query: ({ id, ...body }) => ({
        ...call('PUT /api/athleteProfile/sport-credentials/:id', { id }),
        body,
      }),
      ...onProfileReply,
      invalidatesTags: ['Ranking'],
    }),
    removeSport: build.mutation<ProfileReply, string>({
      query: (id) => call('DELETE /api/athleteProfile/sport-credentials/:id', { id }),
      ...onProfileReply,
      invalidatesTags: ['Ranking'],
    }),
    addTestResult: build.mutation<ProfileReply, AddTestResultRequest>({
      query: (body) => ({ ...call('PUT /api/athleteProfile/physical-tests'), body }),
      ...onProfileReply,
      invalidatesTags: ['Ranking'],
    }),
    removeTestResult: build.mutation<ProfileReply, string>({
      query: (id) => call('DELETE /api/athleteProfile/physical-tests/:id', { id }),
      ...onProfileReply,
      invalidatesTags: ['Ranking'],
    }),
    addVideo: build.mutation<ProfileReply, { profileId: string } & AddVideoRequest>({
      query: ({ profileId, ...body }) => ({
        ...call('PUT /api/athleteProfile/add-video/:id', { id: profileId }),
        body,
      }),
      ...onProfileReply,
    }),
    removeVideo: build.mutation<ProfileReply, string>({
      query: (id) => call('DELETE /api/athleteProfile/videos/:id', { id }),
      ...onProfileReply,
    }),
    addDestination: build.mutation<ProfileReply, AddDestinationRequest>({
      query: (body) => ({ ...call('PUT /api/athleteProfile/desired-destination'), body }),
      ...onProfileReply,
    }),
    removeDestination: build.mutation<ProfileReply, string>({
      query: (id) => call('DELETE /api/athleteProfile/desired-destination/:id', { id }),
      ...onProfileReply,
    }),
    setDestinationPublic: build.mutation<ProfileReply, DestinationPublicRequest>({
      query: (body) => ({ ...call('PUT /api/athleteProfile/desired-destination-public'), body }),
      ...onProfileReply,
    }),
    updateQuickStats: build.mutation<ProfileReply, QuickStats>({
      query: (quickStats) => ({ ...call('PUT /api/athleteProfile/quick-stats'), body: { quickStats } }),
      ...onProfileReply,
    }),
    updateBio: build.mutation<ProfileReply, string>({
      query: (bio) => ({ ...call('PUT /api/athleteProfile/bio'), body: { bio } }),
      ...onProfileReply,
    }),
    updateGraduationYear: build.mutation<ProfileReply, number | null>({
      query: (graduationYear) => ({
        ...call('PUT /api/athleteProfile/graduation-year'),
        body: { graduationYear },
      }),
      ...onProfileReply,
    }),
  }),
});

// What a collaborator adds shows on the athlete's own profile (results count in their ranks); a withdrawn consent
// turns their public link off. Given consent changes the waiting notice only (consent-api.ts).
staleOnNotifications(profileQueries, {
  'Collaborator Test Submission': ['OwnAthleteProfile', 'Ranking'],
  'Collaborator Video Submission': ['OwnAthleteProfile'],
  'Caregiver Consent Withdrawn': ['OwnAthleteProfile'],
});

export const {
  useGetMyAthleteProfileQuery,
  useGetAthleteProfileQuery,
  useGetPublicAthleteProfileQuery,
  useGetProfileByLinkQuery,
  useGetAthDataQuery,
} = profileQueries;

export const {
  useCreateAthleteProfileMutation,
  useMarkTourSeenMutation,
  useSetPublicLinkMutation,
  useAddSportMutation,
  useUpdateSportMutation,
  useRemoveSportMutation,
  useAddTestResultMutation,
  useRemoveTestResultMutation,
  useAddVideoMutation,
  useRemoveVideoMutation,
  useAddDestinationMutation,
  useRemoveDestinationMutation,
  useSetDestinationPublicMutation,
  useUpdateQuickStatsMutation,
  useUpdateBioMutation,
  useUpdateGraduationYearMutation,
} = athleteApi;
