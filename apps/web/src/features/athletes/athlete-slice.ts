// The athlete state area (ARCHITECTURE: slices named as the spec's areas): profile, loading, error, seasonStats.
import type { RankingDataByTest } from '@podium/core';
import type { AthleteProfile } from '@podium/core/api/athletes';
import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import { serverMessages } from '../../state/messages.ts';
import { appReducer } from '../../state/store.ts';
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
  504: 'Gateway Timeout',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What the area stores when an answer came but could not be read (a proxy page, or a body off the schema). */
export const UNREADABLE_ANSWER = 'The server sent an answer we could not read';

function fromStatus(error: Record<string, unknown>, status: number): AthleteAreaError {
  if (status < 400) return { msg: UNREADABLE_ANSWER, status };
  return { msg: serverMessages(error)[0] ?? STATUS_TEXT[status] ?? `Error ${status}`, status };
}

/** The HTTP status of the answer a failed call got, from the rejected action's meta; undefined when none came. */
function responseStatusOf(baseQueryMeta: unknown): number | undefined {
  if (!isRecord(baseQueryMeta) || !isRecord(baseQueryMeta.response)) return undefined;
  const { status } = baseQueryMeta.response;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A failed call as the area stores it (spec 8): the response's status text and code whenever a response
 * came, even one we could not read; 'Request timed out' only when none came (network failure or time-out).
 * responseStatus is the answer's status when the caller knows it (the slice reads it from the action's meta).
 */
export function athleteAreaError(error: unknown, responseStatus?: number): AthleteAreaError {
  if (!isRecord(error)) return { msg: REQUEST_TIMED_OUT, status: null };
  const { status } = error;
  if (typeof status === 'number') return fromStatus(error, status);
  // fetchBaseQuery's PARSING_ERROR keeps the HTTP status as originalStatus: a proxy's HTML page, say.
  if (status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return fromStatus(error, error.originalStatus);
  }
  if (status === 'PARSING_ERROR' || status === 'CUSTOM_ERROR') {
    // An answer off the schema (api.ts catchSchemaFailure): its code when the caller knows it.
    return responseStatus === undefined
      ? { msg: UNREADABLE_ANSWER, status: null }
      : fromStatus(error, responseStatus);
  }
  // FETCH_ERROR and TIMEOUT_ERROR: no answer at all.
  return { msg: REQUEST_TIMED_OUT, status: null };
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
        state.error = athleteAreaError(action.payload, responseStatusOf(action.meta.baseQueryMeta));
      })
      .addMatcher(getAthData.matchFulfilled, (state, action) => {
        state.seasonStats = action.payload;
      })
      .addMatcher(getAthData.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        state.error = athleteAreaError(action.payload, responseStatusOf(action.meta.baseQueryMeta));
      })
      .addMatcher(editFulfilled, (state, action) => {
        state.error = null;
        state.profile = action.payload.profile;
      });
  },
});

declare module '../../state/store.ts' {
  export interface LazyLoadedSlices extends WithSlice<typeof athleteSlice> {}
}

/** The athlete area joins the store when the owner's profile screens first load (their modules import this one). */
export const athleteArea = athleteSlice.injectInto(appReducer);
