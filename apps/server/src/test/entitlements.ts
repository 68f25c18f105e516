// Grants a plan straight into the entitlements table, for tests of what a plan unlocks elsewhere (the way to buy one
// is tested in modules/purchases).
import { randomUUID } from 'node:crypto';
import type { ProductKey } from '@podium/core/api';
import type { Queryable } from '../db/connection.ts';
import { grantOneOff } from '../modules/purchases/store.ts';
import { auth } from './factories.ts';
import type { TestApp } from './harness.ts';

export async function grantPlan(db: Queryable, userId: string, productKey: ProductKey = 'public_link') {
  await grantOneOff(db, { userId, productKey, source: 'local', sourceRef: `test ${randomUUID()}` });
}

/** The public link's plan for the account signed in with `token` (its link then turns on as before issue 25). */
export async function grantPublicLink(t: TestApp, token: string) {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) });
  await grantPlan(t.db, me.json<{ _id: string }>()._id);
}
