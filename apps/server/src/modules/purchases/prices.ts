// Prices live on the server (issue 25): one table per environment (PRICES in config.ts), each product key to its
// Stripe price id, amount and currency. A client names a product key or one of these price ids, never an amount.
import { PLANS, PRODUCT_KEYS, type Price, type ProductKey } from '@podium/core/api';
import type { PriceEntry } from '../../config.ts';

export type PriceTable = Record<ProductKey, PriceEntry>;

/** Development prices for the local checkout (GBP, pence); the price ids are the local checkout's own. */
export const DEVELOPMENT_PRICES: PriceTable = {
  social_share_single: { priceId: 'price_local_social_share_single', amount: 199, currency: 'gbp' },
  public_link: { priceId: 'price_local_public_link', amount: 499, currency: 'gbp' },
  event_ticket: { priceId: 'price_local_event_ticket', amount: 1000, currency: 'gbp' },
  athlete_premium_monthly: { priceId: 'price_local_athlete_premium_monthly', amount: 599, currency: 'gbp' },
  athlete_premium_annual: { priceId: 'price_local_athlete_premium_annual', amount: 4999, currency: 'gbp' },
  coach_premium: { priceId: 'price_local_coach_premium', amount: 19_999, currency: 'gbp' },
  coach_standard: { priceId: 'price_local_coach_standard', amount: 9999, currency: 'gbp' },
  organization_pro: { priceId: 'price_local_organization_pro', amount: 49_999, currency: 'gbp' },
  organization_standard: { priceId: 'price_local_organization_standard', amount: 24_999, currency: 'gbp' },
};

/** A product key, or one of our price ids, to its product; anything else is none of ours. */
export function findPrice(table: PriceTable, priceIdOrKey: string): Price | null {
  const key = PRODUCT_KEYS.find(
    (productKey) => productKey === priceIdOrKey || table[productKey].priceId === priceIdOrKey,
  );
  return key ? { productKey: key, ...table[key] } : null;
}

/** The product a Stripe price id is the price of. */
export function productOfPrice(table: PriceTable, priceId: string): ProductKey | null {
  return PRODUCT_KEYS.find((productKey) => table[productKey].priceId === priceId) ?? null;
}

export const modeOf = (productKey: ProductKey) =>
  PLANS[productKey].kind === 'subscription' ? ('subscription' as const) : ('payment' as const);
