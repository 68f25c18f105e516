// The Redux store: alerts and auth slices, the API cache, and the token mirrored into device storage. A feature's
// own state area (the athlete area, spec 3) is injected by the feature when its code loads, so this layer imports
// no feature (docs/architecture.md, "The web app").
import { STORAGE_KEYS } from '@podium/core';
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { Platform } from '../platform/index.ts';
import { alertsSlice } from './alerts-slice.ts';
import { api, configureApiBaseUrl } from './api.ts';
import { authApi } from './auth-api.ts';
import { authSlice } from './auth-slice.ts';
import { loggedOut } from './session-actions.ts';

/** Areas a feature injects (`slice.injectInto(appReducer)`); each declares itself here by module augmentation. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by features through declaration merging.
export interface LazyLoadedSlices {}

export const appReducer = combineSlices(alertsSlice, authSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof appReducer>;

/** Logout resets every state area (account spec 4: "clears the stores"). */
const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState =>
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
