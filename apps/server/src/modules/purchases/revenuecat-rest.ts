// RevenueCat's REST API v2 (issue 25, slice 3). v1's GET /subscribers/{app_user_id} CREATES a customer for an id it
// has not seen, so we never call it: v2's GET /projects/{project}/customers/{id} answers 404 for an unknown id and
// creates nothing; its subscriptions and purchases lists follow, each product id resolved to its store identifier.
// The base URL is configurable only so tests can run this code against a local server answering like RevenueCat.
import { z } from 'zod';
import { RevenueCatError, type RevenueCatSource, type StoreCustomer } from './revenuecat-source.ts';

const TIMEOUT_MS = 10_000;
/** Pages of a list followed at most (20 items a page by default): a customer with more is not a real one. */
const MAX_PAGES = 10;

const ListSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), next_page: z.string().nullish() });

const SubscriptionSchema = z.looseObject({
  id: z.string(),
  product_id: z.string().nullish(),
  starts_at: z.number(),
  current_period_ends_at: z.number().nullish(),
  ends_at: z.number().nullish(),
});

const PurchaseSchema = z.looseObject({
  id: z.string(),
  product_id: z.string().nullish(),
  purchased_at: z.number(),
  store_purchase_identifier: z.string().nullish(),
  status: z.string().nullish(),
});

const ProductSchema = z.looseObject({ id: z.string(), store_identifier: z.string() });

export interface RevenueCatRestOptions {
  secretKey: string;
  projectId: string;
  /** https://api.revenuecat.com unless a test points it at its own server. */
  baseUrl: string;
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
      for (const subscription of await list(`${path}/subscriptions`, SubscriptionSchema)) {
        const storeProductId = subscription.product_id ? await storeIdOf(subscription.product_id) : null;
        const ends = subscription.current_period_ends_at ?? subscription.ends_at;
        if (!storeProductId || !ends) continue;
        // An ended subscription's end is when access stopped, which may be before its period's end (a refund).
        const endsAt = Math.min(ends, subscription.ends_at ?? ends);
        customer.subscriptions.push({
          id: subscription.id,
          storeProductId,
          startsAt: new Date(subscription.starts_at),
          endsAt: new Date(endsAt),
        });
      }
      for (const purchase of await list(`${path}/purchases`, PurchaseSchema)) {
        if (purchase.status === 'refunded') continue;
        const storeProductId = purchase.product_id ? await storeIdOf(purchase.product_id) : null;
        if (!storeProductId) continue;
        customer.purchases.push({
          storeTransactionId: purchase.store_purchase_identifier ?? purchase.id,
          storeProductId,
          purchasedAt: new Date(purchase.purchased_at),
        });
      }
      return customer;
    },
  };
}
