// Purchases' calls (issue 25, spec 7's /api/subs): the account's plans, prices and entitlements, a checkout session for
// one product, and restoring what the app store holds. The confirming screen polls the first until the webhook's job
// has granted the purchase.
import {
  CheckoutSessionReplySchema,
  RestorePurchasesReplySchema,
  SubscriptionStatusSchema,
} from '@podium/core/api/purchases';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../state/api.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Plans'] });

export const purchasesApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionStatus: build.query<ReplyOf<'GET /api/subs/subscription-status'>, void>({
      query: () => call('GET /api/subs/subscription-status'),
      responseSchema: SubscriptionStatusSchema,
      providesTags: ['Plans'],
    }),
    createCheckoutSession: build.mutation<
      ReplyOf<'POST /api/subs/create-checkout-session'>,
      BodyOf<'POST /api/subs/create-checkout-session'>
    >({
      query: (body) => ({ ...call('POST /api/subs/create-checkout-session'), body }),
      responseSchema: CheckoutSessionReplySchema,
    }),
    // Restore purchases (the apps): the server re-reads RevenueCat; the plans are read again (the marks move).
    restorePurchases: build.mutation<ReplyOf<'POST /api/purchases/restore/revenuecat'>, void>({
      query: () => call('POST /api/purchases/restore/revenuecat'),
      responseSchema: RestorePurchasesReplySchema,
      invalidatesTags: ['Plans'],
    }),
  }),
});

export const {
  useGetSubscriptionStatusQuery,
  useCreateCheckoutSessionMutation,
  useRestorePurchasesMutation,
} = purchasesApi;
