// Athlete profile calls (profiles spec 7): the profile in its four views, its edits, and the ranking data.

import {
  type AthleteProfile,
  AthleteProfileSchema,
  type ProfileReply,
  ProfileReplySchema,
  PublicLinkSchema,
  type QuickStats,
  TourSeenSchema,
} from '@podium/core/api/athletes';
import { RankingDataByTestSchema } from '@podium/core/api/rankings';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call, unlessRefused } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

export type CreateProfileRequest = BodyOf<'POST /api/athleteProfile'>;
export type AddSportRequest = BodyOf<'PUT /api/athleteProfile/sport-credentials'>;
export type AddTestResultRequest = BodyOf<'PUT /api/athleteProfile/physical-tests'>;
export type AddVideoRequest = BodyOf<'PUT /api/athleteProfile/add-video/:id'>;
export type AddDestinationRequest = BodyOf<'PUT /api/athleteProfile/desired-destination'>;
export type DestinationPublicRequest = BodyOf<'PUT /api/athleteProfile/desired-destination-public'>;
export type PublicLink = ReplyOf<'PUT /api/users/public-link'>;

const withTags = api.enhanceEndpoints({ addTagTypes: ['OwnAthleteProfile'] });

/** Reading a profile: the owner's, another athlete's (signed in), and the two public ways in. */
export const profileQueries = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** Edits answer the fresh profile (no refetch); what others change in it comes by notification (below). */
    getMyAthleteProfile: build.query<ReplyOf<'GET /api/athleteProfile/me'>, void>({
      query: () => call('GET /api/athleteProfile/me'),
      responseSchema: AthleteProfileSchema,
      providesTags: ['OwnAthleteProfile'],
    }),
    getAthleteProfile: build.query<ReplyOf<'GET /api/athleteProfile/:id'>, string>({
      query: (id) => call('GET /api/athleteProfile/:id', { id }),
      responseSchema: AthleteProfileSchema,
    }),
    getPublicAthleteProfile: build.query<ReplyOf<'GET /api/public/athlete/:id'>, string>({
      query: (id) => call('GET /api/public/athlete/:id', { id }),
      responseSchema: AthleteProfileSchema,
    }),
    getProfileByLink: build.query<ReplyOf<'GET /api/public/link/:code'>, string>({
      query: (code) => call('GET /api/public/link/:code', { code }),
      responseSchema: AthleteProfileSchema,
    }),
    /** The signed-in athlete's ranks per test key (POST athData); refreshed whenever results or sports change. */
    getAthData: build.query<ReplyOf<'POST /api/athleteProfile/athData'>, readonly string[]>({
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
    createAthleteProfile: build.mutation<
      ReplyOf<'POST /api/athleteProfile'>,
      BodyOf<'POST /api/athleteProfile'>
    >({
      query: (body) => ({ ...call('POST /api/athleteProfile'), body }),
      ...onProfileReply,
      // The account now owns a profile: what follows its profiles (the socket, notifications) loads them again.
      invalidatesTags: unlessRefused('Ranking', 'User'),
    }),
    markTourSeen: build.mutation<ReplyOf<'PUT /api/athleteProfile/me/tour-modal'>, void>({
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
    setPublicLink: build.mutation<ReplyOf<'PUT /api/users/public-link'>, boolean>({
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
    addSport: build.mutation<
      ReplyOf<'PUT /api/athleteProfile/sport-credentials'>,
      BodyOf<'PUT /api/athleteProfile/sport-credentials'>
    >({
      query: (body) => ({ ...call('PUT /api/athleteProfile/sport-credentials'), body }),
      ...onProfileReply,
      invalidatesTags: ['Ranking'],
    }),
    updateSport: build.mutation<
      ReplyOf<'PUT /api/athleteProfile/sport-credentials/:id'>,
      { id: string } & BodyOf<'PUT /api/athleteProfile/sport-credentials/:id'>
    >({
      query: ({ id, ...body }) => ({
        ...call('PUT /api/athleteProfile/sport-credentials/:id', { id }),
        body,
      }),
      ...onProfileReply,
      invalidatesTags: ['Ranking'],
    }),
    removeSport: build.mutation<ReplyOf<'DELETE /api/athleteProfile/sport-credentials/:id'>, string>({
      query: (id) => call('DELETE /api/athleteProfile/sport-credentials/:id', { id }),
      ...onProfileReply,
      invalidatesTags: ['Ranking'],
    }),
    addTestResult: build.mutation<
      ReplyOf<'PUT /api/athleteProfile/physical-tests'>,
      BodyOf<'PUT /api/athleteProfile/physical-tests'>
    >({
      query: (body) => ({ ...call('PUT /api/athleteProfile/physical-tests'), body }),
      ...onProfileReply,
      invalidatesTags: ['Ranking'],
    }),
    removeTestResult: build.mutation<ReplyOf<'DELETE /api/athleteProfile/physical-tests/:id'>, string>({
      query: (id) => call('DELETE /api/athleteProfile/physical-tests/:id', { id }),
      ...onProfileReply,
      invalidatesTags: ['Ranking'],
    }),
    addVideo: build.mutation<
      ReplyOf<'PUT /api/athleteProfile/add-video/:id'>,
      { profileId: string } & AddVideoRequest
    >({
      query: ({ profileId, ...body }) => ({
        ...call('PUT /api/athleteProfile/add-video/:id', { id: profileId }),
        body,
      }),
      ...onProfileReply,
    }),
    removeVideo: build.mutation<ReplyOf<'DELETE /api/athleteProfile/videos/:id'>, string>({
      query: (id) => call('DELETE /api/athleteProfile/videos/:id', { id }),
      ...onProfileReply,
    }),
    addDestination: build.mutation<
      ReplyOf<'PUT /api/athleteProfile/desired-destination'>,
      BodyOf<'PUT /api/athleteProfile/desired-destination'>
    >({
      query: (body) => ({ ...call('PUT /api/athleteProfile/desired-destination'), body }),
      ...onProfileReply,
    }),
    removeDestination: build.mutation<ReplyOf<'DELETE /api/athleteProfile/desired-destination/:id'>, string>({
      query: (id) => call('DELETE /api/athleteProfile/desired-destination/:id', { id }),
      ...onProfileReply,
    }),
    setDestinationPublic: build.mutation<
      ReplyOf<'PUT /api/athleteProfile/desired-destination-public'>,
      BodyOf<'PUT /api/athleteProfile/desired-destination-public'>
    >({
      query: (body) => ({ ...call('PUT /api/athleteProfile/desired-destination-public'), body }),
      ...onProfileReply,
    }),
    updateQuickStats: build.mutation<ReplyOf<'PUT /api/athleteProfile/quick-stats'>, QuickStats>({
      query: (quickStats) => ({ ...call('PUT /api/athleteProfile/quick-stats'), body: { quickStats } }),
      ...onProfileReply,
    }),
    updateBio: build.mutation<ReplyOf<'PUT /api/athleteProfile/bio'>, string>({
      query: (bio) => ({ ...call('PUT /api/athleteProfile/bio'), body: { bio } }),
      ...onProfileReply,
    }),
    updateGraduationYear: build.mutation<ReplyOf<'PUT /api/athleteProfile/graduation-year'>, number | null>({
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
