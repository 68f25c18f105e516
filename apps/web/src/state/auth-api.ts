// Session calls (account spec 7): load the user, log in, register, check an email, reset a password, sign in by a
// mailed link, log out.

import type { Message } from '@podium/core/api/common';
import { ResetDoneSchema, type SignIn, SignInResponseSchema } from '@podium/core/api/sessions';
import {
  CheckEmailResponseSchema,
  MessageSchema,
  type Registration,
  ResetStatusSchema,
  type User,
  UserSchema,
} from '@podium/core/api/users';
import type { z } from 'zod';
import { api, call } from './api.ts';
import { deviceTokenIssued, sessionRefused, signedIn, userLoaded } from './session-actions.ts';
import { appListeners } from './store.ts';

type CheckEmailResponse = z.infer<typeof CheckEmailResponseSchema>;
type ResetStatus = z.infer<typeof ResetStatusSchema>;
/**
 * The spec's { token, user }, and the token naming this device for later sign-ins (design choices: device token);
 * an answer without one (an older server) still signs in.
 */
const SignInAnswerSchema = SignInResponseSchema.partial({ deviceToken: true });
const ResetAnswerSchema = ResetDoneSchema.partial({ deviceToken: true });
type SignInResponse = z.infer<typeof SignInAnswerSchema>;
type ResetDone = z.infer<typeof ResetAnswerSchema>;

/** Logout waits this long for the server at most, then clears the device anyway (account spec 4). */
export const LOGOUT_TIMEOUT_MS = 5_000;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    loadUser: build.query<User, void>({
      query: () => call('GET /api/auth'),
      responseSchema: UserSchema,
      providesTags: ['User'],
    }),
    login: build.mutation<SignInResponse, SignIn>({
      query: (body) => ({ ...call('POST /api/auth'), body }),
      responseSchema: SignInAnswerSchema,
    }),
    register: build.mutation<SignInResponse, Registration>({
      query: (body) => ({ ...call('POST /api/users'), body }),
      responseSchema: SignInAnswerSchema,
    }),
    checkEmail: build.mutation<CheckEmailResponse, { email: string }>({
      query: (body) => ({ ...call('POST /api/users/check'), body }),
      responseSchema: CheckEmailResponseSchema,
    }),
    requestReset: build.mutation<Message, { email: string }>({
      query: (body) => ({ ...call('POST /api/users/reset'), body }),
      responseSchema: MessageSchema,
    }),
    checkResetToken: build.query<ResetStatus, string>({
      query: (token) => call('GET /api/users/reset/:token', { token }),
      responseSchema: ResetStatusSchema,
    }),
    confirmReset: build.mutation<ResetDone, { token: string; password: string }>({
      query: ({ token, password }) => ({
        ...call('PUT /api/users/reset/:token', { token }),
        body: { password },
      }),
      responseSchema: ResetAnswerSchema,
    }),
    /** Mails a sign-in link for this device (design choices: sign-in link); the same answer for every email. */
    requestSignInLink: build.mutation<Message, { email: string }>({
      query: (body) => ({ ...call('POST /api/auth/link'), body }),
      responseSchema: MessageSchema,
    }),
    signInWithLink: build.mutation<SignInResponse, string>({
      query: (token) => call('POST /api/auth/link/:token', { token }),
      responseSchema: SignInAnswerSchema,
    }),
    /** Ends this session on the server (design choices: sessions); bounded, so logging out never hangs. */
    logout: build.mutation<Message, void>({
      query: () => ({ ...call('POST /api/auth/logout'), timeout: LOGOUT_TIMEOUT_MS }),
      responseSchema: MessageSchema,
    }),
    logoutEverywhere: build.mutation<Message, void>({
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
