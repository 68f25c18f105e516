// The server's subscription-status answer for the purchases screens' tests (development prices, as prices.ts has).
import type { Entitlement, ProductKey, SubscriptionStatus } from '@podium/core/api/purchases';

const PRICES: Record<ProductKey, number> = {
  social_share_single: 199,
  public_link: 499,
  event_ticket: 1000,
  athlete_premium_monthly: 599,
  athlete_premium_annual: 4999,
  coach_premium: 19_999,
  coach_standard: 9999,
  organization_pro: 49_999,
  organization_standard: 24_999,
};

const FOR: Record<SubscriptionStatus['buyer'], ProductKey[]> = {
  athlete: [
    'social_share_single',
    'public_link',
    'event_ticket',
    'athlete_premium_monthly',
    'athlete_premium_annual',
  ],
  coach: ['coach_premium', 'coach_standard'],
  organisation: ['organization_pro', 'organization_standard'],
};

export function held(productKey: ProductKey, source: Entitlement['source'] = 'local'): Entitlement {
  return { productKey, source, startsAt: '2026-11-01T10:00:00.000Z', endsAt: null };
}

export function buildStatus(
  buyer: SubscriptionStatus['buyer'],
  entitlements: Entitlement[] = [],
): { data: SubscriptionStatus } {
  const hasLink = entitlements.some((each) =>
    ['public_link', 'athlete_premium_monthly', 'athlete_premium_annual'].includes(each.productKey),
  );
  return {
    data: {
      buyer,
      entitlements,
      capabilities: hasLink ? ['publicLink'] : [],
      limits: { brandedSocialVideos: 0, watchlistEntries: 50, groupsOwned: 10 },
      prices: FOR[buyer].map((productKey) => ({
        productKey,
        priceId: `price_local_${productKey}`,
        currency: 'gbp',
        amount: PRICES[productKey],
      })),
    },
  };
}
