// What a plan unlocks, in words, read from core's one table of plans (PLANS): the cards never list what the server's
// entitlement check does not grant. Prices come from the server's answer, formatted in its currency.
import {
  type Buyer,
  type Capability,
  FREE_LIMITS,
  type LimitName,
  PLANS,
  type Price,
  type ProductKey,
  UNLIMITED,
} from '@podium/core/api/purchases';

const CAPABILITY_WORDS: Record<Capability, string> = {
  publicLink: 'A shareable public link to your profile',
  verifiedEventFilter: 'Search for results verified at an event',
  paidEvents: 'Sell tickets to your events',
  eventStaff: 'Event staff who check attendees in and enter results',
};

const LIMIT_WORDS: Record<LimitName, (count: string) => string> = {
  brandedSocialVideos: (count) => `${count} branded social ${count === '1' ? 'video' : 'videos'}`,
  watchlistEntries: (count) => `A watchlist of ${count} athletes`,
  groupsOwned: (count) => `${count} groups of your own`,
};

const countText = (count: number) => (count === UNLIMITED ? 'Unlimited' : count.toLocaleString('en-GB'));

/** Each thing the product switches on or raises, one line each. */
export function unlocksOf(product: ProductKey): string[] {
  const plan = PLANS[product];
  const limits = Object.entries(plan.limits).flatMap(([name, count]) => {
    const limit = LIMITS_BY_NAME.get(name);
    return limit && count !== undefined ? [LIMIT_WORDS[limit](countText(count))] : [];
  });
  return [...plan.unlocks.map((capability) => CAPABILITY_WORDS[capability]), ...limits];
}

const LIMITS_BY_NAME = new Map<string, LimitName>(
  Object.keys(FREE_LIMITS).flatMap((name) => (isLimitName(name) ? [[name, name]] : [])),
);

function isLimitName(name: string): name is LimitName {
  return name in FREE_LIMITS;
}

/** What the free tier gives a buyer today: the limits a plan of theirs would raise. */
export function freeUnlocksOf(buyer: Buyer): string[] {
  const raised = new Set<LimitName>(
    Object.values(PLANS)
      .filter((plan) => plan.buyer === buyer)
      .flatMap((plan) => Object.keys(plan.limits).flatMap((name) => LIMITS_BY_NAME.get(name) ?? [])),
  );
  return [...raised].flatMap((limit) =>
    FREE_LIMITS[limit] > 0 ? [LIMIT_WORDS[limit](countText(FREE_LIMITS[limit]))] : [],
  );
}

/** The price as a buyer reads it: "£4.99", or "£9.99" and "a month" (the period set smaller on a card). */
export function priceOf(price: Pick<Price, 'amount' | 'currency' | 'productKey'>): PriceWords {
  const amount = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: price.currency.toUpperCase(),
  }).format(price.amount / 100);
  if (PLANS[price.productKey].kind === 'one-off') return { amount, per: null };
  // Only the athlete's monthly plan renews each month; every other subscription is yearly (design choices, prices).
  return { amount, per: price.productKey.endsWith('_monthly') ? 'a month' : 'a year' };
}

export interface PriceWords {
  amount: string;
  per: string | null;
}

export const priceText = (price: Pick<Price, 'amount' | 'currency' | 'productKey'>) => {
  const { amount, per } = priceOf(price);
  return per ? `${amount} ${per}` : amount;
};

export const BUYER_WORDS: Record<Buyer, string> = {
  athlete: 'Athletes',
  coach: 'Coaches',
  organisation: 'Organisations',
};
