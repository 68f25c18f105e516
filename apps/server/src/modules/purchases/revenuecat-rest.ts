// RevenueCat's REST API v2 (issue 25, slice 3). v1's GET /subscribers/{app_user_id} CREATES a customer for an id it
// has not seen, so we never call it: v2's GET /projects/{project}/customers/{id} answers 404 for an unknown id and
// creates nothing; its subscriptions and purchases lists follow, each product id resolved to its store identifier.
// The base URL is configurable only so tests can run this code against a local server answering like RevenueCat.
// Field names and paths are those of RevenueCat's OpenAPI document (RevenueCat/docs, openapi-spec/api-v2.yaml, read
// in issue 25: docs/design-choices.md, "RevenueCat's API v2 as checked").
import { z } from 'zod';
import { RevenueCatError, type RevenueCatSource, type StoreCustomer } from './revenuecat-source.ts';

const TIMEOUT_MS = 10_000;
/** Pages of a list followed at most (20 items a page by default): a customer with more is not a real one. */
const MAX_PAGES = 10;

const ListSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), next_page: z.string().nullish() });

/** A purchase made in the stores' test environment (TestFlight, a licence tester) is `sandbox`. */
const EnvironmentSchema = z.enum(['sandbox', 'production']);

const SubscriptionSchema = z.looseObject({
  id: z.string(),
  /** Null for a promotional grant, which names no product. */
  product_id: z.string().nullable(),
  starts_at: z.number(),
  current_period_ends_at: z.number().nullable(),
  /** The latest period's end: later than current_period_ends_at only once the next period is paid. */
  ends_at: z.number().nullable(),
  /** Whether the customer should have access now: RevenueCat's own answer, refunds and billing retries included. */
  gives_access: z.boolean(),
  environment: EnvironmentSchema,
});

const PurchaseSchema = z.looseObject({
  id: z.string(),
  product_id: z.string(),
  purchased_at: z.number(),
  store_purchase_identifier: z.string(),
  status: z.enum(['owned', 'refunded']),
  environment: EnvironmentSchema,
});

const ProductSchema = z.looseObject({ id: z.string(), store_identifier: z.string() });

export interface RevenueCatRestOptions {
  secretKey: string;
  projectId: string;
  /** https://api.revenuecat.com unless a test points it at its own server. */
  baseUrl: string;
  /** Whether the stores' test purchases grant anything: outside production only. */
  acceptSandbox: boolean;
}

export function createRevenueCatRest(options: RevenueCatRestOptions): RevenueCatSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const project = `/v2/projects/${encodeURIComponent(options.projectId)}`;
  // Product ids to store identifiers: a product's store identifier never changes, so this process keeps them.
  const storeIds = new Map<string, string>();

  async function get(path: string): Promise<unknown | null> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${options.secretKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new RevenueCatError(`RevenueCat unreachable: ${String(error)}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new RevenueCatError(`RevenueCat answered ${response.status} to GET ${path}`);
    return response.json();
  }

  async function list<Item extends z.ZodType>(path: string, item: Item): Promise<z.infer<Item>[]> {
    const items: z.infer<Item>[] = [];
    let next: string | null | undefined = path;
    for (let page = 0; next && page < MAX_PAGES; page += 1) {
      const parsed = ListSchema(item).safeParse(await get(next));
      if (!parsed.success) throw new RevenueCatError(`RevenueCat's list at ${next} is not one`);
      items.push(...parsed.data.items);
      // next_page is a path on the same API ("/v2/projects/…?starting_after=…").
      next = parsed.data.next_page;
    }
    return items;
  }

  async function storeIdOf(productId: string): Promise<string | null> {
    const known = storeIds.get(productId);
    if (known) return known;
    const product = ProductSchema.safeParse(
      await get(`${project}/products/${encodeURIComponent(productId)}`),
    );
    if (!product.success) return null;
    storeIds.set(productId, product.data.store_identifier);
    return product.data.store_identifier;
  }

  return {
    name: 'revenuecat-rest',
    async customer(appUserId) {
      const path = `${project}/customers/${encodeURIComponent(appUserId)}`;
      if ((await get(path)) === null) return null;
      const customer: StoreCustomer = { subscriptions: [], purchases: [] };
      const counts = (environment: z.infer<typeof EnvironmentSchema>) =>
        environment === 'production' || options.acceptSandbox;
      const now = Date.now();
      for (const subscription of await list(`${path}/subscriptions`, SubscriptionSchema)) {
        if (!subscription.product_id || !counts(subscription.environment)) continue;
        const storeProductId = await storeIdOf(subscription.product_id);
        const periodEnd = subscription.ends_at ?? subscription.current_period_ends_at;
        if (!storeProductId || (subscription.gives_access && periodEnd === null)) continue;
        // Access as RevenueCat says it now: held to the latest paid period's end, or ended (refunded, expired,
        // paused) no later than now, whatever its period said.
        const endsAt =
          subscription.gives_access && periodEnd !== null ? periodEnd : Math.min(periodEnd ?? now, now);
        customer.subscriptions.push({
          id: subscription.id,
          storeProductId,
          startsAt: new Date(subscription.starts_at),
          endsAt: new Date(endsAt),
        });
      }
      for (const purchase of await list(`${path}/purchases`, PurchaseSchema)) {
        if (purchase.status === 'refunded' || !counts(purchase.environment)) continue;
        const storeProductId = await storeIdOf(purchase.product_id);
        if (!storeProductId) continue;
        customer.purchases.push({
          storeTransactionId: purchase.store_purchase_identifier,
          storeProductId,
          purchasedAt: new Date(purchase.purchased_at),
        });
      }
      return customer;
    },
  };
}
