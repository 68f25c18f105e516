// The athlete state area (ARCHITECTURE: slices named as the spec's areas): profile, loading, error, seasonStats.
import type { RankingDataByTest } from '@podium/core';
import type { AthleteProfile } from '@podium/core/api';
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { serverMessages } from '../alerts/messages.ts';
import { athleteApi, profileQueries } from './athlete-api.ts';

/** Spec 8: a failure is stored as the response's status text and status code. */
export interface AthleteAreaError {
  msg: string;
  status: number | null;
}

export interface AthleteState {
  profile: AthleteProfile | null;
  loading: boolean;
  error: AthleteAreaError | null;
  /** The athData answer: ranks, totals and distribution per test key. */
  seasonStats: RankingDataByTest | null;
}

/** Spec 8: what the athlete data call stores when no response came back. */
export const REQUEST_TIMED_OUT = 'Request timed out';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A failed call as the area stores it: no answer at all reads 'Request timed out' (spec 8). */
export function athleteAreaError(error: unknown): AthleteAreaError {
  const status = isRecord(error) ? error.status : undefined;
  if (typeof status !== 'number') return { msg: REQUEST_TIMED_OUT, status: null };
  return { msg: serverMessages(error)[0] ?? STATUS_TEXT[status] ?? `Error ${status}`, status };
}

const initialState: AthleteState = { profile: null, loading: false, error: null, seasonStats: null };

const { getMyAthleteProfile, getAthData } = profileQueries.endpoints;
const edits = athleteApi.endpoints;
const editFulfilled = isAnyOf(
  edits.createAthleteProfile.matchFulfilled,
  edits.addSport.matchFulfilled,
  edits.updateSport.matchFulfilled,
  edits.removeSport.matchFulfilled,
  edits.addTestResult.matchFulfilled,
  edits.removeTestResult.matchFulfilled,
  edits.addVideo.matchFulfilled,
  edits.removeVideo.matchFulfilled,
  edits.addDestination.matchFulfilled,
  edits.removeDestination.matchFulfilled,
  edits.setDestinationPublic.matchFulfilled,
  edits.updateQuickStats.matchFulfilled,
);

export const athleteSlice = createSlice({
  name: 'athlete',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(getMyAthleteProfile.matchPending, (state) => {
        state.loading = true;
      })
      .addMatcher(getMyAthleteProfile.matchFulfilled, (state, action) => {
        state.loading = false;
        state.error = null;
        state.profile = action.payload;
      })
      .addMatcher(getMyAthleteProfile.matchRejected, (state, action) => {
        // A call skipped because one is already running is not a failure.
        if (action.meta.condition) return;
        state.loading = false;
        state.error = athleteAreaError(action.payload);
      })
      .addMatcher(getAthData.matchFulfilled, (state, action) => {
        state.seasonStats = action.payload;
      })
      .addMatcher(getAthData.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        state.error = athleteAreaError(action.payload);
      })
      .addMatcher(editFulfilled, (state, action) => {
        state.error = null;
        state.profile = action.payload.profile;
      });
  },
});
