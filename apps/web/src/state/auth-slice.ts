// The auth state area (account spec 3 and 4): token, isAuthenticated, loading, user.
import type { User } from '@podium/core/api/users';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  loggedOut,
  sessionExpired,
  sessionRefused,
  sessionStarted,
  signedIn,
  userLoaded,
} from './session-actions.ts';

export interface AuthState {
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  user: User | null;
}

/** Loading at start, until the stored token is checked (account spec 4). */
export const initialAuthState: AuthState = { token: null, isAuthenticated: false, loading: true, user: null };

/**
 * Whether start-up has read the stored token yet. Only the initial state has neither a token nor a finished load:
 * reading it sets one or the other (sessionStarted), and every later change leaves a token or stops loading.
 */
export const hasReadToken = (auth: AuthState): boolean => auth.token !== null || !auth.loading;

const signedOut: AuthState = { token: null, isAuthenticated: false, loading: false, user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** An account change answered with the fresh user, and a fresh token when the old ones were revoked. */
    userUpdated(state, action: PayloadAction<{ user: User; token?: string | undefined }>) {
      state.user = action.payload.user;
      if (action.payload.token) state.token = action.payload.token;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.token = action.payload;
        // Without a token there is nothing to check: signed out straight away.
        state.loading = action.payload !== null;
      })
      .addCase(sessionExpired, () => signedOut)
      .addCase(loggedOut, () => signedOut)
      .addCase(userLoaded, (state, action) => {
        state.user = action.payload;
        state.isAuthenticated = true;
        state.loading = false;
      })
      .addCase(signedIn, (state, action) => {
        state.token = action.payload.token;
        state.user = action.payload.user;
        state.isAuthenticated = true;
        state.loading = false;
      })
      // A failed token check, login or registration clears the token and the user (account spec 4).
      .addCase(sessionRefused, () => signedOut);
  },
});

export const { userUpdated } = authSlice.actions;
