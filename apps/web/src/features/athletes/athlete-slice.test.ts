// The athlete state area: profile and ranks from the calls, and spec 8's errors (status text, or 'Request timed out').
import { describe, expect, it } from 'vitest';
import { buildProfile, buildRanking } from '../../test/athlete-fixtures.ts';
import { athleteAreaError, athleteSlice, REQUEST_TIMED_OUT, UNREADABLE_ANSWER } from './athlete-slice.ts';

const reduce = athleteSlice.reducer;

function queryAction(
  endpointName: string,
  requestStatus: string,
  extra: Record<string, unknown> = {},
  extraMeta: Record<string, unknown> = {},
) {
  const type =
    requestStatus === 'pending' ? 'pending' : requestStatus === 'fulfilled' ? 'fulfilled' : 'rejected';
  return {
    type: `api/executeQuery/${type}`,
    meta: {
      arg: { endpointName, type: 'query' },
      requestId: 'r',
      requestStatus,
      condition: false,
      ...extraMeta,
    },
    ...extra,
  };
}

describe('athlete slice', () => {
  it('keeps the profile the call returned', () => {
    const loading = reduce(undefined, queryAction('getMyAthleteProfile', 'pending'));
    expect(loading.loading).toBe(true);
    const loaded = reduce(
      loading,
      queryAction('getMyAthleteProfile', 'fulfilled', { payload: buildProfile() }),
    );
    expect(loaded).toMatchObject({ loading: false, error: null, profile: { _id: 'p-1' } });
  });

  it('keeps the ranking data as seasonStats', () => {
    const state = reduce(
      undefined,
      queryAction('getAthData', 'fulfilled', { payload: { dash40: buildRanking() } }),
    );
    expect(state.seasonStats?.dash40?.overallRank).toBe(5);
  });

  it("stores 'Request timed out' when the athlete data call gets no answer", () => {
    const state = reduce(
      undefined,
      queryAction('getAthData', 'rejected', {
        payload: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      }),
    );
    expect(state.error).toEqual({ msg: REQUEST_TIMED_OUT, status: null });
  });

  it("stores 'Request timed out' when the call was given up for taking too long", () => {
    const state = reduce(
      undefined,
      queryAction('getAthData', 'rejected', {
        payload: { status: 'TIMEOUT_ERROR', error: 'TimeoutError: signal timed out' },
      }),
    );
    expect(state.error).toEqual({ msg: REQUEST_TIMED_OUT, status: null });
  });

  it('stores the status of an answer that came but could not be read, never "Request timed out"', () => {
    // A proxy's HTML error page where JSON was expected.
    expect(
      athleteAreaError({
        status: 'PARSING_ERROR',
        originalStatus: 504,
        data: '<html>',
        error: 'SyntaxError',
      }),
    ).toEqual({ msg: 'Gateway Timeout', status: 504 });
    expect(
      athleteAreaError({
        status: 'PARSING_ERROR',
        originalStatus: 520,
        data: '<html>',
        error: 'SyntaxError',
      }),
    ).toEqual({ msg: 'Error 520', status: 520 });
    // An index.html served with 200 in place of the API.
    expect(
      athleteAreaError({
        status: 'PARSING_ERROR',
        originalStatus: 200,
        data: '<html>',
        error: 'SyntaxError',
      }),
    ).toEqual({ msg: UNREADABLE_ANSWER, status: 200 });
  });

  it('stores an answer off the schema with the status the action carries', () => {
    const offSchema = {
      status: 'CUSTOM_ERROR',
      error: 'Unexpected answer from the server (schema)',
      data: { msg: 'The server sent an answer we could not read. Please try again.' },
    };
    const response = new Response('{}', { status: 200 });
    const state = reduce(
      undefined,
      queryAction('getAthData', 'rejected', { payload: offSchema }, { baseQueryMeta: { response } }),
    );
    expect(state.error).toEqual({ msg: UNREADABLE_ANSWER, status: 200 });
    // Without the action (a screen reading the hook's error), the code is unknown but it is still no time-out.
    expect(athleteAreaError(offSchema)).toEqual({ msg: UNREADABLE_ANSWER, status: null });
  });

  it('stores the status and its text for other failures', () => {
    expect(
      athleteAreaError({ status: 403, data: { errors: [{ msg: 'Only athletes have rankings' }] } }),
    ).toEqual({
      msg: 'Only athletes have rankings',
      status: 403,
    });
    expect(athleteAreaError({ status: 502, data: 'Bad gateway page' })).toEqual({
      msg: 'Bad Gateway',
      status: 502,
    });
  });
});
