// Session events every slice may react to; kept apart so the API layer and the slices avoid an import cycle.
import { createAction } from '@reduxjs/toolkit';

/** Start-up: the token found in device storage, or null (account spec 4: auth starts loading). */
export const sessionStarted = createAction<string | null>('session/started');
/** A 401 outside public routes (account spec 8): forget the token and the user. */
export const sessionExpired = createAction('session/expired');
/** Logout: every slice goes back to its initial state (account spec 4). */
export const loggedOut = createAction('session/loggedOut');
