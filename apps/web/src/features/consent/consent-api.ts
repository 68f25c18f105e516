// Caregiver consent calls: the caregiver's page behind the mailed link, and the athlete's own state (issue 7).
import {
  ConfirmationDecisionReplySchema,
  ConfirmationViewSchema,
  ConsentDecisionReplySchema,
  ConsentResendReplySchema,
  ConsentStatusSchema,
  ConsentViewSchema,
} from '@podium/core/api/consent';
import type { ReplyOf } from '@podium/core/endpoints';
import { announceAnswerAwaited } from '../../state/answer-awaited.ts';
import { api, call } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

export const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsent: build.query<ReplyOf<'GET /api/public/consent/:token'>, string>({
      query: (token) => call('GET /api/public/consent/:token', { token }),
      responseSchema: ConsentViewSchema,
    }),
    decideConsent: build.mutation<
      ReplyOf<'PUT /api/public/consent/:token'>,
      { token: string; consent: boolean }
    >({
      query: ({ token, consent }) => ({
        ...call('PUT /api/public/consent/:token', { token }),
        body: { consent },
      }),
      responseSchema: ConsentDecisionReplySchema,
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(consentApi.util.upsertQueryData('getConsent', token, data.consent));
        } catch {
          // The screen shows the error.
        }
      },
    }),
    /** A change only the caregiver may make, behind the link mailed to them (issue 22). */
    getConfirmation: build.query<ReplyOf<'GET /api/public/caregiver-confirmations/:token'>, string>({
      query: (token) => call('GET /api/public/caregiver-confirmations/:token', { token }),
      responseSchema: ConfirmationViewSchema,
    }),
    decideConfirmation: build.mutation<
      ReplyOf<'PUT /api/public/caregiver-confirmations/:token'>,
      { token: string; confirm: boolean }
    >({
      query: ({ token, confirm }) => ({
        ...call('PUT /api/public/caregiver-confirmations/:token', { token }),
        body: { confirm },
      }),
      responseSchema: ConfirmationDecisionReplySchema,
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(consentApi.util.upsertQueryData('getConfirmation', token, data.confirmation));
        } catch {
          // The screen shows the error.
        }
      },
    }),
    /** The signed-in athlete's own state; account changes (a new caregiver, a birth date) refresh it. */
    getMyConsent: build.query<ReplyOf<'GET /api/users/caregiver-consent'>, void>({
      query: () => call('GET /api/users/caregiver-consent'),
      responseSchema: ConsentStatusSchema,
      providesTags: ['Consent'],
    }),
    resendConsent: build.mutation<ReplyOf<'POST /api/users/caregiver-consent/resend'>, void>({
      query: () => call('POST /api/users/caregiver-consent/resend'),
      responseSchema: ConsentResendReplySchema,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(consentApi.util.upsertQueryData('getMyConsent', undefined, data.status));
          // The caregiver's answer comes later, now as a notification.
          announceAnswerAwaited(dispatch);
        } catch {
          // The screen shows the error.
        }
      },
    }),
  }),
});

// The athlete's waiting notice goes (or comes back) as the caregiver decides.
staleOnNotifications(consentApi, {
  'Caregiver Consent Given': ['Consent'],
  'Caregiver Consent Withdrawn': ['Consent'],
});

export const {
  useGetConsentQuery,
  useDecideConsentMutation,
  useGetConfirmationQuery,
  useDecideConfirmationMutation,
  useGetMyConsentQuery,
  useResendConsentMutation,
} = consentApi;
