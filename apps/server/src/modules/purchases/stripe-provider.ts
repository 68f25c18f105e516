// Stripe through its official library (issue 25): Checkout sessions, and what a session or subscription is now, re-read
// for each webhook event rather than trusted from it. Stripe's current API version keeps a subscription's period on
// its items, so its end is read there.
import { ProductKeySchema } from '@podium/core/api';
import Stripe from 'stripe';
import { type PriceTable, productOfPrice } from './prices.ts';
import { type PaymentProvider, PaymentProviderError } from './provider.ts';

/** Stripe's calls give up after this, and are retried once by the library (a payment must not hang a request). */
const TIMEOUT_MS = 10_000;

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A call to Stripe; an object that does not exist is null, any other failure the payment system's. */
async function ask<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
      return null;
    throw new PaymentProviderError(error instanceof Error ? error.message : 'Stripe failed');
  }
}

async function must<T>(call: () => Promise<T>): Promise<T> {
  const answer = await ask(call);
  if (answer === null) throw new PaymentProviderError('Stripe answered nothing');
  return answer;
}

export function createStripeProvider(settings: {
  secretKey: string;
  webhookSecret: string;
  prices: PriceTable;
  /** Stripe's API elsewhere: only its tests point it at a local server that answers as Stripe documents. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    timeout: TIMEOUT_MS,
    maxNetworkRetries: 1,
    ...settings.api,
  });
  return {
    name: 'stripe',
    webhookSecret: settings.webhookSecret,
    async createCustomer({ userId, email }) {
      const customer = await must(() =>
        stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` }),
      );
      return customer.id;
    },
    async createCheckoutSession(input) {
      const metadata = {
        userId: input.userId,
        productKey: input.productKey,
        ...(input.reference ? { reference: input.reference } : {}),
      };
      // An event ticket is priced at its event's amount (set by the organisation, kept on our server) and named for it.
      const line = input.lineName
        ? {
            price_data: {
              currency: input.currency,
              unit_amount: input.amount,
              product_data: { name: input.lineName },
            },
            quantity: 1,
          }
        : { price: input.priceId, quantity: 1 };
      const session = await must(() =>
        stripe.checkout.sessions.create(
          {
            mode: input.mode,
            customer: input.customerId,
            client_reference_id: input.userId,
            line_items: [line],
            ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata,
            ...(input.mode === 'subscription' ? { subscription_data: { metadata } } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError('Stripe made a session without an address');
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id) {
      const session = await ask(() => stripe.checkout.sessions.retrieve(id));
      if (!session) return null;
      return {
        id: session.id,
        mode: session.mode === 'subscription' ? 'subscription' : 'payment',
        isPaid: session.status === 'complete' && session.payment_status !== 'unpaid',
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
        // Written by createCheckoutSession above, on our side.
        productKey: ProductKeySchema.safeParse(session.metadata?.productKey).data ?? null,
        subscriptionId: idOf(session.subscription),
        reference: session.metadata?.reference ?? null,
        isExpired: session.status === 'expired',
      };
    },
    async refund(sessionId) {
      const session = await must(() => stripe.checkout.sessions.retrieve(sessionId));
      const paymentIntent = idOf(session.payment_intent);
      if (!paymentIntent) return;
      await must(() =>
        stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-${sessionId}` }),
      );
    },
    async retrieveSubscription(id) {
      const subscription = await ask(() => stripe.subscriptions.retrieve(id));
      if (!subscription) return null;
      const item = subscription.items.data[0];
      const running = ['active', 'trialing', 'past_due'].includes(subscription.status);
      const ended = subscription.ended_at ?? subscription.canceled_at;
      const endsAt = running ? (item?.current_period_end ?? 0) : (ended ?? Math.floor(Date.now() / 1000));
      return {
        id: subscription.id,
        userId: subscription.metadata?.userId ?? null,
        productKey: item ? productOfPrice(settings.prices, item.price.id) : null,
        startsAt: new Date(subscription.start_date * 1000),
        endsAt: new Date(endsAt * 1000),
      };
    },
  };
}
