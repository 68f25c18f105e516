// Account calls (account spec 7): update details, email or password; delete the account or the organisation.
import { DeleteAccountResponseSchema, UpdateAccountResponseSchema } from '@podium/core/api/users';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../state/api.ts';
import { userUpdated } from '../../state/auth-slice.ts';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateAccount: build.mutation<ReplyOf<'PUT /api/users/update'>, BodyOf<'PUT /api/users/update'>>({
      query: (body) => ({ ...call('PUT /api/users/update'), body }),
      responseSchema: UpdateAccountResponseSchema,
      // A new caregiver or birth date changes the caregiver consent asked for.
      invalidatesTags: ['Consent'],
      // The answer carries the fresh user, and a fresh token when a password change revoked the old ones.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated({ user: data.user, token: data.token }));
        } catch {
          // The screen shows the error.
        }
      },
    }),
    deleteAccount: build.mutation<ReplyOf<'PUT /api/users/delete'>, BodyOf<'PUT /api/users/delete'>>({
      query: (body) => ({ ...call('PUT /api/users/delete'), body }),
      responseSchema: DeleteAccountResponseSchema,
    }),
  }),
});

export const { useUpdateAccountMutation, useDeleteAccountMutation } = accountApi;

export const ACCOUNT_MESSAGES = {
  updated: 'Account Updated!',
  organisationDeleted: 'Organization Deleted!',
  accountAndOrganisationDeleted: 'Account and Organization Deleted!',
  accountDeleted: 'Account Deleted!',
  signedOutEverywhere: 'You have been signed out on every device.',
} as const;
