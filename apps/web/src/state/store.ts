// The Redux store: alerts and auth slices, and the token mirrored into device storage. The API cache (RTK Query)
// and a feature's own state area (the athlete area, spec 3) join when their code loads (`inject`, dynamic
// middleware), so the landing page's first chunk carries neither, and this layer imports no feature
// (docs/architecture.md, "The web app"; issue 8, "Loading speed").
import { STORAGE_KEYS } from '@podium/core';
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { Platform } from '../platform/index.ts';
import { alertsSlice } from './alerts-slice.ts';
import { setApiBaseUrl } from './api-base-url.ts';
import { authSlice } from './auth-slice.ts';
import { deviceTokenIssued, loggedOut, signedIn } from './session-actions.ts';

/**
 * Areas injected later (a feature's `slice.injectInto(appReducer)`, the API's `appReducer.inject(api)`); each
 * declares itself here by module augmentation.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by features through declaration merging.
export interface LazyLoadedSlices {}

export const appReducer = combineSlices(alertsSlice, authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof appReducer>;

/**
 * Middleware added by code that loads later (the API's, state/api.ts), in every store made from this module:
 * each store applies the same instance.
 */
export const lateMiddleware = createDynamicMiddleware();

/** Logout resets every state area (account spec 4: "clears the stores"). */
const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState =>
  appReducer(loggedOut.match(action) ? undefined : state, action);

/** Listeners added by code that loads later (the session calls turning into session actions, auth-api.ts). */
export const appListeners = createListenerMiddleware<RootState>();

export function createAppStore(platform: Platform) {
  setApiBaseUrl(platform.apiBaseUrl);

  // Device storage is asynchronous (Capacitor Preferences): writes run one after another, in the order the store
  // changed, so a sign-out right after a sign-in cannot land before it and leave the old token behind.
  let writes = Promise.resolve();
  const write = (change: () => Promise<void>) => {
    writes = writes.then(change);
    return writes;
  };

  // Device storage always holds the token the store holds: set on login, removed on logout or a 401.
  const tokenMirror = createListenerMiddleware<RootState>();
  tokenMirror.startListening({
    predicate: (_action, current, previous) => current.auth.token !== previous.auth.token,
    effect: (_action, listenerApi) => {
      const { token } = listenerApi.getState().auth;
      return write(() =>
        token ? platform.storage.set(STORAGE_KEYS.token, token) : platform.storage.remove(STORAGE_KEYS.token),
      );
    },
  });

  // The device token of a sign-in, registration or reset is kept on the device and sent with later sign-ins:
  // the web also has it as a cookie, but the native shell calls the API from another origin, where none travels.
  tokenMirror.startListening({
    actionCreator: signedIn,
    effect: async (action) => {
      const { deviceToken } = action.payload;
      if (deviceToken) await write(() => platform.storage.set(STORAGE_KEYS.deviceToken, deviceToken));
    },
  });
  tokenMirror.startListening({
    actionCreator: deviceTokenIssued,
    effect: (action) => write(() => platform.storage.set(STORAGE_KEYS.deviceToken, action.payload)),
  });

  // The app stores' purchases follow the signed-in account (native; nothing on web): set up at sign-in, reset at
  // sign-out (account spec 9).
  tokenMirror.startListening({
    predicate: (_action, current, previous) => current.auth.user?._id !== previous.auth.user?._id,
    effect: (_action, listenerApi) =>
      platform.purchases.setUser(listenerApi.getState().auth.user?._id ?? null),
  });

  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(tokenMirror.middleware).concat(appListeners.middleware, lateMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
