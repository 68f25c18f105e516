// Which payment provider this process uses (issue 25), chosen here only: Stripe with STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET; without them the local checkout, except in production, where a missing key must not sell
// plans for nothing: there every purchase answers the payment system's message.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/connection.ts';
import { createLocalProvider } from './local-provider.ts';
import { DEVELOPMENT_PRICES, type PriceTable } from './prices.ts';
import { type PaymentProvider, PaymentProviderError } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export interface Payments {
  provider: PaymentProvider;
  prices: PriceTable;
  /** The local checkout's page and Pay answer (no Stripe keys, not production). */
  isLocal: boolean;
}

/** The local checkout's webhook secret: derived from the server's root secret, so every process shares it. */
export const localWebhookSecret = (rootSecret: string) =>
  `whsec_${createHmac('sha256', rootSecret).update('local checkout webhook').digest('base64')}`;

function unavailable(): PaymentProvider {
  const fail = async (): Promise<never> => {
    throw new PaymentProviderError('No payment provider is configured');
  };
  return {
    name: 'stripe',
    webhookSecret: localWebhookSecret(String(Math.random())),
    createCustomer: fail,
    createCheckoutSession: fail,
    retrieveCheckoutSession: fail,
    retrieveSubscription: fail,
    refund: fail,
  };
}

export function selectPayments(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'PRICES' | 'NODE_ENV' | 'publicUrl'>,
  db: Queryable,
  rootSecret: string,
): Payments {
  const prices = config.PRICES ?? DEVELOPMENT_PRICES;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const provider = createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      prices,
    });
    return { provider, prices, isLocal: false };
  }
  if (config.NODE_ENV === 'production') return { provider: unavailable(), prices, isLocal: false };
  const webhookSecret = localWebhookSecret(rootSecret);
  return {
    provider: createLocalProvider({ db, publicUrl: config.publicUrl, webhookSecret }),
    prices,
    isLocal: true,
  };
}
