// The endpoints of native in-app purchases (issue 25, slice 3; spec 7): verifying a purchase the app made through
// RevenueCat (one-offs and subscriptions), restoring what RevenueCat holds for the account, RevenueCat's webhook,
// and the local store a developer buys in (404 unless the local verifier is in use, never in production).
import {
  LocalStoreBuySchema,
  LocalStoreReceiptSchema,
  RestorePurchasesReplySchema,
  RevenueCatVerifySchema,
  SubscriptionStatusSchema,
  WebhookReplySchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const revenueCatEndpoints = defineEndpoints({
  'POST /api/purchases/verify/revenuecat': {
    body: RevenueCatVerifySchema,
    response: { 200: SubscriptionStatusSchema },
  },
  'POST /api/subs/verify/revenuecat': {
    body: RevenueCatVerifySchema,
    response: { 200: SubscriptionStatusSchema },
  },
  // Restore purchases (the apps' button): no body; the customer is the one the server derives for the account.
  'POST /api/purchases/restore/revenuecat': { response: { 200: RestorePurchasesReplySchema } },
  // The body is read after the Authorization header is checked (an unauthorised caller learns nothing of its shape).
  'POST /api/purchases/webhook/revenuecat': { response: { 200: WebhookReplySchema } },
  'POST /api/purchases/local-store/buy': {
    body: LocalStoreBuySchema,
    response: { 200: LocalStoreReceiptSchema },
  },
});
