// The Redux store: alerts and auth slices, the API cache, and the token mirrored into device storage.
import { STORAGE_KEYS } from '@podium/core';
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { alertsSlice } from '../features/alerts/alerts-slice.ts';
import { athleteSlice } from '../features/athletes/athlete-slice.ts';
import { authApi } from '../features/auth/auth-api.ts';
import { authSlice } from '../features/auth/auth-slice.ts';
import type { Platform } from '../platform/index.ts';
import { api, configureApiBaseUrl } from './api.ts';
import { loggedOut } from './session-actions.ts';

const appReducer = combineReducers({
  alerts: alertsSlice.reducer,
  auth: authSlice.reducer,
  athlete: athleteSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof appReducer>;

/** Logout resets every state area (account spec 4: "clears the stores"). */
const rootReducer: typeof appReducer = (state, action) =>
  appReducer(loggedOut.match(action) ? undefined : state, action);

export function createAppStore(platform: Platform) {
  configureApiBaseUrl(platform.apiBaseUrl);

  // Device storage always holds the token the store holds: set on login, removed on logout or a 401.
  const tokenMirror = createListenerMiddleware<RootState>();
  tokenMirror.startListening({
    predicate: (_action, current, previous) => current.auth.token !== previous.auth.token,
    effect: (_action, listenerApi) => {
      const { token } = listenerApi.getState().auth;
      if (token) platform.storage.set(STORAGE_KEYS.token, token);
      else platform.storage.remove(STORAGE_KEYS.token);
    },
  });

  // The device token of a sign-in, registration or reset is kept on the device and sent with later sign-ins:
  // the web also has it as a cookie, but the native shell calls the API from another origin, where none travels.
  const keepDeviceToken = (answer: { deviceToken?: string | undefined }) => {
    if (answer.deviceToken) platform.storage.set(STORAGE_KEYS.deviceToken, answer.deviceToken);
  };
  const { login, register, confirmReset } = authApi.endpoints;
  tokenMirror.startListening({
    matcher: login.matchFulfilled,
    effect: (action) => keepDeviceToken(action.payload),
  });
  tokenMirror.startListening({
    matcher: register.matchFulfilled,
    effect: (action) => keepDeviceToken(action.payload),
  });
  tokenMirror.startListening({
    matcher: confirmReset.matchFulfilled,
    effect: (action) => keepDeviceToken(action.payload),
  });

  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(tokenMirror.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
