// The one RTK Query API: every server call goes through it with the x-auth-token header (account spec 7). Its
// code loads with the first screen that calls the server, and joins the store then (the end of this file): the
// landing page's first chunk carries none of it (issue 8, "Loading speed").
import { API_REQUEST_TIMEOUT_MS, isPublicPath } from '@podium/core';
import type { ApiEndpointKey } from '@podium/core/endpoints';
import type { WithSlice } from '@reduxjs/toolkit';
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { apiAddress, type CallParams } from './address.ts';
import { apiBaseUrl } from './api-base-url.ts';
import { sessionExpired } from './session-actions.ts';
import { appReducer, lateMiddleware } from './store.ts';

/** What the base query needs from the store; typed locally to keep store.ts free to import this file. */
interface TokenState {
  auth: { token: string | null };
}

function hasToken(state: unknown): state is TokenState {
  return typeof state === 'object' && state !== null && 'auth' in state;
}

function createRawBaseQuery(baseUrl: string): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return fetchBaseQuery({
    baseUrl,
    // A server that never answers becomes a TIMEOUT_ERROR ('Request timed out', profiles spec 8), not an endless loader.
    timeout: API_REQUEST_TIMEOUT_MS,
    prepareHeaders: (headers, { getState }) => {
      const state = getState();
      const token = hasToken(state) ? state.auth.token : null;
      if (token) headers.set('x-auth-token', token);
      return headers;
    },
  });
}

let rawBaseUrl = apiBaseUrl();
let rawBaseQuery = createRawBaseQuery(rawBaseUrl);

/** The base query for the URL the store factory set from the platform (same origin on web, a host on native). */
function currentBaseQuery(): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  if (rawBaseUrl !== apiBaseUrl()) {
    rawBaseUrl = apiBaseUrl();
    rawBaseQuery = createRawBaseQuery(rawBaseUrl);
  }
  return rawBaseQuery;
}

/** Any 401 outside public routes deletes the stored token and sends the user to /login (account spec 8). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await currentBaseQuery()(args, api, extra);
  if (result.error?.status === 401 && !isPublicPath(window.location.pathname)) {
    api.dispatch(sessionExpired());
  }
  return result;
};

/**
 * The address (under the base address) and method of one endpoint of core's table, named by its key
 * (`PUT /api/watchlist/:athleteProfileId`, packages/core/src/endpoints), its parameters filled in and encoded: a
 * method or path that is no endpoint, a missing or an extra parameter, fails the typecheck. Only the keys' types come
 * from the table, so no schema loads with it.
 */
export function call<Key extends ApiEndpointKey>(
  key: Key,
  ...params: CallParams<Key>
): { url: string; method: string } {
  return { url: apiAddress(key, ...params), method: key.slice(0, key.indexOf(' ')) };
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Ranking', 'Consent'],
  // An answer that does not match the core schema becomes an ordinary error the screens can show.
  catchSchemaFailure: (error): FetchBaseQueryError => ({
    status: 'CUSTOM_ERROR',
    error: `Unexpected answer from the server (${error.schemaName})`,
    data: { msg: 'The server sent an answer we could not read. Please try again.' },
  }),
  endpoints: () => ({}),
});

/**
 * The tags a write makes stale, unless the server refused it (a 4xx: nothing changed). A refused create would
 * otherwise refetch the very query its form waits on ("nothing yet": no data, so loading again), and the form, drawn
 * afresh after the loader, would lose what was typed.
 */
export const unlessRefused =
  <Tag extends string>(...tags: Tag[]) =>
  (_result: unknown, error: FetchBaseQueryError | undefined): Tag[] =>
    typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? [] : tags;

declare module './store.ts' {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// The API's cache joins every store's state, and its middleware every store's chain, before any call is made.
appReducer.inject(api);
lateMiddleware.addMiddleware(api.middleware);
