// Session calls (account spec 7): load the user, log in, register, check an email, reset a password, sign in by a
// mailed link, log out.

import { ResetDoneSchema, SignInResponseSchema } from '@podium/core/api/sessions';
import {
  CheckEmailResponseSchema,
  MessageSchema,
  ResetStatusSchema,
  UserSchema,
} from '@podium/core/api/users';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call } from './api.ts';
import { deviceTokenIssued, sessionRefused, signedIn, userLoaded } from './session-actions.ts';
import { appListeners } from './store.ts';

/**
 * The spec's { token, user }, and the token naming this device for later sign-ins (design choices: device token);
 * an answer without one (an older server) still signs in.
 */
const SignInAnswerSchema = SignInResponseSchema.partial({ deviceToken: true });
const ResetAnswerSchema = ResetDoneSchema.partial({ deviceToken: true });
/** The table's answer, its device token left optional as above. */
type MayLackDeviceToken<Reply> = Omit<Reply, 'deviceToken'> & { deviceToken?: string | undefined };

/** Logout waits this long for the server at most, then clears the device anyway (account spec 4). */
export const LOGOUT_TIMEOUT_MS = 5_000;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    loadUser: build.query<ReplyOf<'GET /api/auth'>, void>({
      query: () => call('GET /api/auth'),
      responseSchema: UserSchema,
      providesTags: ['User'],
    }),
    login: build.mutation<MayLackDeviceToken<ReplyOf<'POST /api/auth'>>, BodyOf<'POST /api/auth'>>({
      query: (body) => ({ ...call('POST /api/auth'), body }),
      responseSchema: SignInAnswerSchema,
    }),
    register: build.mutation<MayLackDeviceToken<ReplyOf<'POST /api/users'>>, BodyOf<'POST /api/users'>>({
      query: (body) => ({ ...call('POST /api/users'), body }),
      responseSchema: SignInAnswerSchema,
    }),
    checkEmail: build.mutation<ReplyOf<'POST /api/users/check'>, BodyOf<'POST /api/users/check'>>({
      query: (body) => ({ ...call('POST /api/users/check'), body }),
      responseSchema: CheckEmailResponseSchema,
    }),
    requestReset: build.mutation<ReplyOf<'POST /api/users/reset'>, BodyOf<'POST /api/users/reset'>>({
      query: (body) => ({ ...call('POST /api/users/reset'), body }),
      responseSchema: MessageSchema,
    }),
    checkResetToken: build.query<ReplyOf<'GET /api/users/reset/:token'>, string>({
      query: (token) => call('GET /api/users/reset/:token', { token }),
      responseSchema: ResetStatusSchema,
    }),
    confirmReset: build.mutation<
      MayLackDeviceToken<ReplyOf<'PUT /api/users/reset/:token'>>,
      { token: string } & BodyOf<'PUT /api/users/reset/:token'>
    >({
      query: ({ token, password }) => ({
        ...call('PUT /api/users/reset/:token', { token }),
        body: { password },
      }),
      responseSchema: ResetAnswerSchema,
    }),
    /** Mails a sign-in link for this device (design choices: sign-in link); the same answer for every email. */
    requestSignInLink: build.mutation<ReplyOf<'POST /api/auth/link'>, BodyOf<'POST /api/auth/link'>>({
      query: (body) => ({ ...call('POST /api/auth/link'), body }),
      responseSchema: MessageSchema,
    }),
    signInWithLink: build.mutation<MayLackDeviceToken<ReplyOf<'POST /api/auth/link/:token'>>, string>({
      query: (token) => call('POST /api/auth/link/:token', { token }),
      responseSchema: SignInAnswerSchema,
    }),
    /** Ends this session on the server (design choices: sessions); bounded, so logging out never hangs. */
    logout: build.mutation<ReplyOf<'POST /api/auth/logout'>, void>({
      query: () => ({ ...call('POST /api/auth/logout'), timeout: LOGOUT_TIMEOUT_MS }),
      responseSchema: MessageSchema,
    }),
    logoutEverywhere: build.mutation<ReplyOf<'POST /api/auth/logout-everywhere'>, void>({
      query: () => call('POST /api/auth/logout-everywhere'),
      responseSchema: MessageSchema,
    }),
  }),
});

// The session calls' answers become the session actions the auth area (in the first chunk) reacts to. A listener
// runs within the dispatch of the answer, so the auth area is up to date before the caller's `unwrap()` resolves.
const { login, register, loadUser, confirmReset, signInWithLink } = authApi.endpoints;
for (const matcher of [login.matchFulfilled, signInWithLink.matchFulfilled]) {
  appListeners.startListening({
    matcher,
    effect: (action, { dispatch }) => {
      dispatch(signedIn(action.payload));
    },
  });
}
appListeners.startListening({
  matcher: register.matchFulfilled,
  effect: (action, { dispatch }) => {
    dispatch(signedIn(action.payload));
  },
});
appListeners.startListening({
  matcher: loadUser.matchFulfilled,
  effect: (action, { dispatch }) => {
    dispatch(userLoaded(action.payload));
  },
});
// A call skipped by its condition (already running) refused nothing.
for (const matcher of [loadUser.matchRejected, login.matchRejected, register.matchRejected]) {
  appListeners.startListening({
    matcher,
    effect: (action, { dispatch }) => {
      if (!action.meta.condition) dispatch(sessionRefused());
    },
  });
}
appListeners.startListening({
  matcher: confirmReset.matchFulfilled,
  effect: (action, { dispatch }) => {
    if (action.payload.deviceToken) dispatch(deviceTokenIssued(action.payload.deviceToken));
  },
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useCheckEmailMutation,
  useRequestResetMutation,
  useCheckResetTokenQuery,
  useConfirmResetMutation,
  useRequestSignInLinkMutation,
  useSignInWithLinkMutation,
  useLogoutEverywhereMutation,
} = authApi;
