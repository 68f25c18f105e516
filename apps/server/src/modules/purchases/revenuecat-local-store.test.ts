// The local store a developer (or a test) buys in (issue 25): offline, with no REVENUECAT_SECRET_KEY, it records a
// store transaction for the signed-in account that the local verifier then accepts, granting exactly that product
// once; an event ticket is never sold in the app; with RevenueCat configured, and in production, there is no store.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { NO_LOCAL_STORE } from './revenuecat-local.ts';
import { selectRevenueCat } from './revenuecat-select.ts';

const buy = (t: TestApp, token: string | null, productKey: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/purchases/local-store/buy',
    headers: token ? auth(token) : {},
    payload: { productKey },
  });

const verify = (t: TestApp, path: 'purchases' | 'subs', token: string, productIdentifier: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}/verify/revenuecat`,
    headers: auth(token),
    payload: { customerInfo: {}, productIdentifier, platform: 'ios' },
  });

async function held(t: TestApp, userId: string) {
  const rows = await t.db.query<{ product_key: string; source_ref: string }>(
    "select product_key, source_ref from entitlements where user_id = $1 and source = 'revenuecat'",
    [userId],
  );
  return rows.map((row) => `${row.product_key} ${row.source_ref}`);
}

describe('the local store', () => {
  it('makes a transaction the local verifier accepts: its product granted, once', async () => {
    const t = await createTestApp();
    try {
      const athlete = await createAthlete(t);
      const bought = await buy(t, athlete.token, 'public_link');
      expect(bought.statusCode).toBe(200);
      const { storeTransactionId, productIdentifier, expiresAt } = bought.json().data;
      expect([productIdentifier, expiresAt]).toEqual(['podium_public_link', null]);
      // Not granted by buying: the verify call grants it, as after a real purchase.
      expect(await held(t, athlete.user._id)).toEqual([]);
      for (let time = 0; time < 3; time += 1) {
        const verified = await verify(t, 'purchases', athlete.token, productIdentifier);
        expect(verified.statusCode).toBe(200);
        expect(verified.json().data.capabilities).toEqual(['publicLink']);
      }
      expect(await held(t, athlete.user._id)).toEqual([`public_link ${storeTransactionId}`]);

      const coach = await registerUser(t, { userType: 2 });
      const plan = (await buy(t, coach.token, 'coach_standard')).json().data;
      expect(plan.productIdentifier).toBe('podium_coach_standard_yearly');
      expect(Date.parse(plan.expiresAt)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
      expect((await verify(t, 'subs', coach.token, plan.productIdentifier)).statusCode).toBe(200);
      expect(await held(t, coach.user._id)).toEqual([`coach_standard ${plan.storeTransactionId}`]);
      // Another account's purchase grants this one nothing.
      const other = await createAthlete(t);
      expect((await verify(t, 'purchases', other.token, 'podium_public_link')).statusCode).toBe(400);
      expect(await held(t, other.user._id)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('refuses without a session, an event ticket, and what is no product', async () => {
    const t = await createTestApp();
    try {
      const athlete = await createAthlete(t);
      expect((await buy(t, null, 'public_link')).statusCode).toBe(401);
      const ticket = await buy(t, athlete.token, 'event_ticket');
      expect([ticket.statusCode, messages(ticket.body)]).toEqual([
        400,
        ['productKey: Not a product sold in the app'],
      ]);
      expect((await buy(t, athlete.token, 'gold_bars')).statusCode).toBe(400);
      expect(await held(t, athlete.user._id)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('does not exist with RevenueCat configured, nor in production', async () => {
    const t = await createTestApp({
      env: {
        REVENUECAT_SECRET_KEY: 'sk_revenuecat',
        REVENUECAT_PROJECT_ID: 'proj1',
        REVENUECAT_API_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      const athlete = await createAthlete(t);
      const refused = await buy(t, athlete.token, 'public_link');
      expect([refused.statusCode, messages(refused.body)]).toEqual([404, [NO_LOCAL_STORE]]);
    } finally {
      await t.close();
    }
    // Production never selects the local verifier, with or without RevenueCat's key, so the store answers 404 there.
    const db = { query: async <T>(): Promise<T[]> => [] };
    for (const env of [{}, { REVENUECAT_SECRET_KEY: 'sk_1', REVENUECAT_PROJECT_ID: 'proj1' }]) {
      const { revenueCat } = selectRevenueCat(readConfig({ NODE_ENV: 'production', ...env }), db, 'root');
      expect(revenueCat.name).not.toBe('revenuecat-local');
    }
  });
});
