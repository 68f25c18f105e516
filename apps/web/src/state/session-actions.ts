// Session events every slice may react to; kept apart so the API layer and the slices avoid an import cycle.
// They are plain actions, not RTK Query matchers, so the auth area (in the landing page's first chunk) needs no
// API code: the API's session calls report through them once their code loads (auth-api.ts).
import type { User } from '@podium/core/api/users';
import { createAction } from '@reduxjs/toolkit';

/** Start-up: the token found in device storage, or null (account spec 4: auth starts loading). */
export const sessionStarted = createAction<string | null>('session/started');
/** The stored token was checked (GET /api/auth) and names this user. */
export const userLoaded = createAction<User>('session/userLoaded');
/** A sign-in or registration succeeded: its token and user, and the token naming this device when sent. */
export const signedIn = createAction<{ token: string; user: User; deviceToken?: string | undefined }>(
  'session/signedIn',
);
/** A token check, sign-in or registration failed: forget the token and the user (account spec 4). */
export const sessionRefused = createAction('session/refused');
/** A password reset answered with a token naming this device for later sign-ins (design choices: device token). */
export const deviceTokenIssued = createAction<string>('session/deviceTokenIssued');
/** A 401 outside public routes (account spec 8): forget the token and the user. */
export const sessionExpired = createAction('session/expired');
/** Logout: every slice goes back to its initial state (account spec 4). */
export const loggedOut = createAction('session/loggedOut');
