// The endpoints of purchases (issue 25, spec 7's /api/subs calls): a customer, a checkout session and the account's
// plans; the webhook Stripe (or the local checkout) posts events to; and the local checkout's page and its Pay.
import { z } from 'zod';
import {
  CheckoutSessionReplySchema,
  CreateCheckoutSessionSchema,
  CustomerReplySchema,
  LocalCheckoutParamsSchema,
  PurchaseEventTicketSchema,
  SubscriptionStatusSchema,
  WebhookReplySchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

/** An HTML page (the local checkout's). */
const PageSchema = z.string().describe('text/html');

export const purchasesEndpoints = defineEndpoints({
  'POST /api/subs/create-customer': { response: { 200: CustomerReplySchema } },
  'POST /api/subs/create-checkout-session': {
    body: CreateCheckoutSessionSchema,
    response: { 200: CheckoutSessionReplySchema },
  },
  'POST /api/subs/purchase-event-ticket': {
    body: PurchaseEventTicketSchema,
    response: { 200: CheckoutSessionReplySchema },
  },
  'GET /api/subs/subscription-status': { response: { 200: SubscriptionStatusSchema } },
  'POST /api/subs/webhook': { response: { 200: WebhookReplySchema } },
  'GET /api/subs/local-checkout/:sessionId': {
    params: LocalCheckoutParamsSchema,
    response: { 200: PageSchema },
  },
  'POST /api/subs/local-checkout/:sessionId/pay': {
    params: LocalCheckoutParamsSchema,
    response: { 200: PageSchema },
  },
});
