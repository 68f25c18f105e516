// Payments' configuration (issue 25): Stripe's two secrets go together and need a price table naming every product;
// without them, the local checkout outside production and no sale at all in production.
import { PRODUCT_KEYS } from '@podium/core/api';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { DEVELOPMENT_PRICES } from './prices.ts';
import { selectPayments } from './select.ts';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
const PRICES = JSON.stringify(
  Object.fromEntries(
    PRODUCT_KEYS.map((key) => [key, { priceId: `price_${key}`, amount: 100, currency: 'usd' }]),
  ),
);

describe('payments configuration', () => {
  it('refuses one Stripe secret without the other, and Stripe without prices', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/go together/);
    expect(() => readConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/go together/);
    expect(() => readConfig(STRIPE)).toThrow(/STRIPE_SECRET_KEY needs PRICES/);
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_SECRET_KEY must start with sk_ or rk_/,
    );
  });

  it('refuses a price table that misses a product, or is not JSON, or carries no amount', () => {
    const missing = JSON.parse(PRICES);
    delete missing.public_link;
    expect(() => readConfig({ PRICES: JSON.stringify(missing) })).toThrow(
      /^Invalid configuration: PRICES must be JSON/,
    );
    expect(() => readConfig({ PRICES: '{' })).toThrow(/PRICES must be JSON/);
    const noAmount = JSON.parse(PRICES);
    noAmount.public_link = { priceId: 'price_x', currency: 'usd' };
    expect(() => readConfig({ PRICES: JSON.stringify(noAmount) })).toThrow(/PRICES must be JSON/);
    expect(readConfig({ ...STRIPE, PRICES }).PRICES?.public_link).toEqual({
      priceId: 'price_public_link',
      amount: 100,
      currency: 'usd',
    });
  });

  it('chooses Stripe with its keys, the local checkout without them, and nothing for sale in production', () => {
    // Choosing reads nothing: a database that answers nothing is enough here.
    const db = { query: async <T>(): Promise<T[]> => [] };
    const stripe = selectPayments(readConfig({ ...STRIPE, PRICES }), db, 'root');
    expect([stripe.provider.name, stripe.isLocal, stripe.provider.webhookSecret]).toEqual([
      'stripe',
      false,
      'whsec_abc',
    ]);
    const local = selectPayments(readConfig({}), db, 'root');
    expect([local.provider.name, local.isLocal, local.prices]).toEqual(['local', true, DEVELOPMENT_PRICES]);
    const production = selectPayments(readConfig({ NODE_ENV: 'production' }), db, 'root');
    expect(production.isLocal).toBe(false);
  });
});
