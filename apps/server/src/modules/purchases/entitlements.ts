// The one entitlement check (issue 25): what an account may do is read from OUR entitlements table (fed by Stripe,
// RevenueCat, the local checkout and migration 0049's grandfathering), through core's PLANS table; never from the
// client. Gated calls ask has() or limit(); subscription-status shows the same answer.
import {
  CAPABILITIES,
  type Capability,
  ENTITLEMENT_SOURCES,
  type Entitlement,
  FREE_LIMITS,
  LIMITS,
  type LimitName,
  PLANS,
  PRODUCT_KEYS,
  type ProductKey,
  UNLIMITED,
} from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';

interface EntitlementRow {
  product_key: string;
  source: string;
  starts_at: Date;
  ends_at: Date | null;
}

const isProductKey = (key: string): key is ProductKey => PRODUCT_KEYS.some((known) => known === key);
const sourceOf = (source: string) => ENTITLEMENT_SOURCES.find((known) => known === source) ?? 'local';

/** The account's entitlements in force now: started, not ended, not used up. */
export async function current(db: Queryable, userId: string): Promise<Entitlement[]> {
  const rows = await db.query<EntitlementRow>(
    `select product_key, source, starts_at, ends_at from entitlements
      where user_id = $1 and starts_at <= now() and (ends_at is null or ends_at > now()) and consumed_at is null
      order by starts_at, product_key`,
    [userId],
  );
  return rows.flatMap((row) =>
    isProductKey(row.product_key)
      ? [
          {
            productKey: row.product_key,
            source: sourceOf(row.source),
            startsAt: new Date(row.starts_at).toISOString(),
            endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
          },
        ]
      : [],
  );
}

/** What a set of entitlements adds up to: the capabilities it unlocks and each limit. */
export function summarise(entitlements: readonly Entitlement[]) {
  const capabilities = CAPABILITIES.filter((capability) =>
    entitlements.some((held) => PLANS[held.productKey].unlocks.includes(capability)),
  );
  const limits = Object.fromEntries(LIMITS.map((name) => [name, limitOf(entitlements, name)]));
  return { capabilities, limits: { ...FREE_LIMITS, ...limits } };
}

/** A limit: the highest a subscription raises it to, or the free tier plus one a one-off held (unlimited wins). */
function limitOf(entitlements: readonly Entitlement[], name: LimitName): number {
  let best = FREE_LIMITS[name];
  let oneOffs = 0;
  for (const held of entitlements) {
    const plan = PLANS[held.productKey];
    const value = plan.limits[name];
    if (value === undefined) continue;
    if (value === UNLIMITED) return UNLIMITED;
    if (plan.kind === 'one-off') oneOffs += value;
    else best = Math.max(best, value);
  }
  return best + oneOffs;
}

export async function has(db: Queryable, userId: string, capability: Capability): Promise<boolean> {
  return summarise(await current(db, userId)).capabilities.includes(capability);
}

/** A limit's value for the account; UNLIMITED (-1) when none. */
export async function limit(db: Queryable, userId: string, name: LimitName): Promise<number> {
  return limitOf(await current(db, userId), name);
}
