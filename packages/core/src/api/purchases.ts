// Purchases (issue 25): the products of spec 9, what each plan unlocks (the one table: the server's entitlement check
// reads it, screens show it; docs/design-choices.md "Plans and entitlements"), and the /api/subs calls.
import { z } from 'zod';
import { isEmptyValue, list, optional, text } from './common.ts';
import { PromoCodeSchema } from './events.ts';
import { GROUP_LIMITS } from './group-limits.ts';
import { WATCHLIST_LIMITS } from './watchlist-limits.ts';

export * from './store-purchases.ts';

export const ONE_OFF_PRODUCTS = ['social_share_single', 'public_link', 'event_ticket'] as const;
export const SUBSCRIPTION_PRODUCTS = [
  'athlete_premium_monthly',
  'athlete_premium_annual',
  'coach_premium',
  'coach_standard',
  'organization_pro',
  'organization_standard',
] as const;
export const PRODUCT_KEYS = [...ONE_OFF_PRODUCTS, ...SUBSCRIPTION_PRODUCTS] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];
export const ProductKeySchema = z.enum(PRODUCT_KEYS);

/** Who buys a product: an athlete (userType 1), a coach (userType 2), an organisation's admin. */
export type Buyer = 'athlete' | 'coach' | 'organisation';

/** What a plan switches on: each is new with issues 25 and 26 (what was free before stays free for everyone). */
export const CAPABILITIES = [
  /** Turning the shareable public link on (athletes whose link was on before issue 25 keep it: grandfathered). */
  'publicLink',
  /** A coach's search filter "verified at an event" (issue 25, events). */
  'verifiedEventFilter',
  /** An organisation sells tickets to its events (issue 25, events). */
  'paidEvents',
  /** An organisation names staff who check attendees in and enter results (issue 25, events). */
  'eventStaff',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** What a plan counts: today's limits are the free tier; a plan raises them, or sells a count (branded videos). */
export const LIMITS = ['brandedSocialVideos', 'watchlistEntries', 'groupsOwned'] as const;
export type LimitName = (typeof LIMITS)[number];

/** No limit at all. */
export const UNLIMITED = -1;

/** The free tier: everything a user can do today, at today's limits. */
export const FREE_LIMITS: Record<LimitName, number> = {
  brandedSocialVideos: 0,
  watchlistEntries: WATCHLIST_LIMITS.entries,
  groupsOwned: GROUP_LIMITS.groupsOwnedPerProfile,
};

export interface Plan {
  kind: 'one-off' | 'subscription';
  buyer: Buyer;
  name: string;
  /** One line for a plan card. */
  summary: string;
  unlocks: readonly Capability[];
  /** Limits the plan raises (the highest of the account's plans counts); a one-off's count adds one a purchase. */
  limits: Partial<Record<LimitName, number>>;
}

/** The one table of plans (docs/design-choices.md "Plans and entitlements"). */
export const PLANS: Record<ProductKey, Plan> = {
  social_share_single: {
    kind: 'one-off',
    buyer: 'athlete',
    name: 'One branded social video',
    summary: 'One social video of a result with Podium branding',
    unlocks: [],
    limits: { brandedSocialVideos: 1 },
  },
  public_link: {
    kind: 'one-off',
    buyer: 'athlete',
    name: 'Public link',
    summary: 'A shareable public link to your profile, for good',
    unlocks: ['publicLink'],
    limits: {},
  },
  event_ticket: {
    kind: 'one-off',
    buyer: 'athlete',
    name: 'Event ticket',
    summary: "A place at one organisation's paid event",
    unlocks: [],
    limits: {},
  },
  athlete_premium_monthly: {
    kind: 'subscription',
    buyer: 'athlete',
    name: 'Athlete Premium (monthly)',
    summary: 'Your public link and unlimited branded social videos',
    unlocks: ['publicLink'],
    limits: { brandedSocialVideos: UNLIMITED },
  },
  athlete_premium_annual: {
    kind: 'subscription',
    buyer: 'athlete',
    name: 'Athlete Premium (annual)',
    summary: 'Your public link and unlimited branded social videos, billed yearly',
    unlocks: ['publicLink'],
    limits: { brandedSocialVideos: UNLIMITED },
  },
  coach_standard: {
    kind: 'subscription',
    buyer: 'coach',
    name: 'Coach Standard',
    summary: 'A watchlist of 250 athletes',
    unlocks: [],
    limits: { watchlistEntries: 250 },
  },
  coach_premium: {
    kind: 'subscription',
    buyer: 'coach',
    name: 'Coach Premium',
    summary: 'Search for results verified at an event, a watchlist of 1,000 and 100 groups',
    unlocks: ['verifiedEventFilter'],
    limits: { watchlistEntries: 1000, groupsOwned: 100 },
  },
  organization_standard: {
    kind: 'subscription',
    buyer: 'organisation',
    name: 'Organisation Standard',
    summary: 'Sell tickets to your events',
    unlocks: ['paidEvents'],
    limits: {},
  },
  organization_pro: {
    kind: 'subscription',
    buyer: 'organisation',
    name: 'Organisation Pro',
    summary: 'Sell tickets to your events, event staff for check-in and results, and 200 groups',
    unlocks: ['paidEvents', 'eventStaff'],
    limits: { groupsOwned: 200 },
  },
};

/** Where an entitlement came from. */
export const ENTITLEMENT_SOURCES = ['stripe', 'revenuecat', 'local', 'grandfathered'] as const;
export type EntitlementSource = (typeof ENTITLEMENT_SOURCES)[number];

/** Where the server adds the checkout session's id on the success address (spec 2's /purchase-success). */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

const ReturnUrlSchema = text('URL', { min: 1, max: 2000 }).describe(
  "An address on this site's own origin (PUBLIC_URL)",
);

/** POST /api/subs/create-checkout-session (spec 7). */
export const CreateCheckoutSessionSchema = z.object({
  priceId: text('priceId', { min: 1, max: 100 }).describe(
    'A product key (spec 9) or the price id /api/subs/subscription-status lists for it; never an amount',
  ),
  successUrl: ReturnUrlSchema.describe(
    'Where the buyer lands after paying; session_id={CHECKOUT_SESSION_ID} is added when absent',
  ),
  cancelUrl: ReturnUrlSchema.describe('Where the buyer lands after cancelling'),
});
export type CreateCheckoutSession = z.infer<typeof CreateCheckoutSessionSchema>;

export const CheckoutSessionReplySchema = z.object({
  data: z.object({ url: z.string().describe('Where to send the buyer: the checkout page') }),
});

export const CustomerReplySchema = z.object({
  data: z.object({ customerId: z.string().describe("The buyer's id at the payment provider") }),
});

export const EntitlementSchema = z.object({
  productKey: ProductKeySchema,
  source: z.enum(ENTITLEMENT_SOURCES),
  startsAt: z.string().describe('ISO 8601'),
  endsAt: z.string().nullable().describe('ISO 8601; null: a one-off, or a subscription with no end known'),
});
export type Entitlement = z.infer<typeof EntitlementSchema>;

export const PriceSchema = z.object({
  productKey: ProductKeySchema,
  priceId: z.string(),
  currency: z.string().describe('ISO 4217, lower case'),
  amount: z.number().int().describe('In the smallest unit of the currency (pence, cents)'),
});
export type Price = z.infer<typeof PriceSchema>;

/** GET /api/subs/subscription-status: the account's plans now and what they add up to (design choices). */
export const SubscriptionStatusSchema = z.object({
  data: z.object({
    buyer: z.enum(['athlete', 'coach', 'organisation']).describe('Which plans this account may buy'),
    entitlements: z.array(EntitlementSchema).describe('In force now: started, not ended, not used up'),
    capabilities: z.array(z.enum(CAPABILITIES)),
    limits: z.record(z.enum(LIMITS), z.number().int()).describe('-1: unlimited'),
    prices: z.array(PriceSchema).describe("The products this account may buy, at this server's prices"),
  }),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>['data'];

/**
 * POST /api/purchases/restore/revenuecat (issue 25, "Restore purchases" in the apps): the account's status once the
 * server has re-read its RevenueCat customer and applied everything it grants, with what RevenueCat holds for it now.
 */
export const RestorePurchasesReplySchema = z.object({
  data: SubscriptionStatusSchema.shape.data.extend({
    restored: z
      .array(ProductKeySchema)
      .max(20)
      .describe(
        'What the store holds for this account now (one-offs bought, subscriptions in their period); empty: nothing to restore',
      ),
  }),
});
export type RestorePurchasesReply = z.infer<typeof RestorePurchasesReplySchema>['data'];

export const WebhookReplySchema = z.object({ received: z.literal(true) });

export const LocalCheckoutParamsSchema = z.object({
  sessionId: text('sessionId', { min: 1, max: 100 }).describe('A local checkout session'),
});

/** POST /api/purchases/local-store/buy: a purchase in the local store (development and tests; never in production). */
export const LocalStoreBuySchema = z.object({
  productKey: ProductKeySchema.describe(
    'What to buy, as our product key; an event ticket is never sold in the app',
  ),
});

export const LocalStoreReceiptSchema = z.object({
  data: z.object({
    storeTransactionId: text('storeTransactionId', { min: 1, max: 100 }).describe(
      "The local store's transaction id, granted once",
    ),
    productIdentifier: text('productIdentifier', { min: 1, max: 200 }).describe(
      'The store product id to send to the verify call',
    ),
    expiresAt: z.string().nullable().describe("A subscription's period end (ISO 8601); null for a one-off"),
  }),
});
export type LocalStoreReceipt = z.infer<typeof LocalStoreReceiptSchema>;

/**
 * POST /api/purchases/verify/revenuecat and /api/subs/verify/revenuecat (spec 7). customerInfo is what the app's SDK
 * said; the server never trusts it (it re-reads the customer from RevenueCat) and keeps only its bounded shape.
 */
export const RevenueCatVerifySchema = z.object({
  // Only its bounded shape is kept (everything else is dropped): the server re-reads the customer from RevenueCat.
  customerInfo: z
    .object({ originalAppUserId: optional(text('originalAppUserId', { max: 255 })) })
    .describe("The SDK's customer info; informative only, never trusted"),
  productIdentifier: text('productIdentifier', { min: 1, max: 200 }).describe(
    'The store product id bought (spec 9), mapped to a product key',
  ),
  purchaseType: optional(
    z.enum(['subscription', 'one-off', 'non_subscription', 'consumable', 'non_consumable'], {
      error: 'Must be subscription, one-off, non_subscription, consumable or non_consumable',
    }),
  ),
  platform: z.enum(['ios', 'android'], { error: 'Must be ios or android' }),
  extras: optional(
    z
      .record(
        text('extras key', { min: 1, max: 100 }),
        z.union([text('extras value', { max: 500 }), z.number(), z.boolean(), z.null()], {
          error: 'Must be text, a number, true, false or null',
        }),
      )
      .refine((value) => Object.keys(value).length <= 20, 'Must have at most 20 entries'),
  ),
});
export type RevenueCatVerify = z.infer<typeof RevenueCatVerifySchema>;

/** A field RevenueCat may send as null, empty or not at all: each is left out. */
const absentWhenNull = <Field extends z.ZodType>(field: Field) =>
  z.preprocess((value) => (value === null || isEmptyValue(value) ? undefined : value), field.optional());

/**
 * RevenueCat's `aliases` are "all app user ids ever used by the subscriber" (no bound in its docs): a customer who
 * signed in on many devices and reinstalled often has many anonymous ones, and a refused delivery is retried a few
 * times, then lost. 1,000 is far above any real customer and still a bounded body.
 */
const APP_USER_IDS_MAX = 1_000;
const AppUserIds = (label: string) =>
  absentWhenNull(list(label, text(label, { min: 1, max: 255 }), APP_USER_IDS_MAX));

/**
 * RevenueCat's webhook body: the part we read (everything else is dropped, and re-read from RevenueCat). Field names
 * as https://www.revenuecat.com/docs/integrations/webhooks/event-types-and-fields has them: `event.id` (a retry
 * keeps it), `event.type`, `app_user_id` (absent from TRANSFER), `original_app_user_id`, `aliases`, and TRANSFER's
 * `transferred_from` / `transferred_to`.
 */
export const RevenueCatWebhookSchema = z.object({
  api_version: optional(text('api_version', { max: 20 })),
  event: z.object({
    id: text('id', { min: 1, max: 255 }),
    type: text('type', { min: 1, max: 100 }),
    app_user_id: absentWhenNull(text('app_user_id', { max: 255 })),
    original_app_user_id: absentWhenNull(text('original_app_user_id', { max: 255 })),
    aliases: AppUserIds('aliases'),
    transferred_from: AppUserIds('transferred_from'),
    transferred_to: AppUserIds('transferred_to'),
  }),
});
export type RevenueCatWebhook = z.infer<typeof RevenueCatWebhookSchema>;

/** What the spec's client sends of the event as it showed it: kept to bounded scalars, and never trusted or stored. */
const EventDataSchema = z
  .record(
    text('eventData key', { min: 1, max: 40 }),
    z.union([text('eventData value', { max: 500 }), z.number(), z.boolean(), z.null()], {
      error: 'Must be text, a number, true, false or null',
    }),
  )
  .refine((data) => Object.keys(data).length <= 20, { message: 'Must have at most 20 entries' });

/**
 * POST /api/subs/purchase-event-ticket (spec 7): a ticket for a paid event, bought by card through Checkout on every
 * platform. The amount is the event's own, on the server; priceId must be our `event_ticket` price.
 */
export const PurchaseEventTicketSchema = z.object({
  eventCode: PromoCodeSchema.describe('The event’s promo code'),
  priceId: text('priceId', { min: 1, max: 100 }).describe(
    'The `event_ticket` product key or the price id /api/subs/subscription-status lists for it',
  ),
  location: optional(ReturnUrlSchema).describe(
    'The address the buyer started from (the event’s page): a cancel returns there',
  ),
  eventData: optional(EventDataSchema).describe('What the client showed of the event; not used'),
});
export type PurchaseEventTicket = z.infer<typeof PurchaseEventTicketSchema>;
