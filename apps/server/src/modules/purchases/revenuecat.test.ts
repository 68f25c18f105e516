// Native in-app purchases through HTTP with the local verifier (issue 25, slice 3): the two verify calls and their
// refusals, a forged customerInfo granting nothing, a store transaction granted once, and RevenueCat's webhook
// (Authorization, each event once, an expiration ending a subscription, a transfer moving a purchase).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recordStoreTransaction } from './revenuecat-local.ts';

const WEBHOOK_AUTH = 'Bearer a-webhook-secret-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REVENUECAT_WEBHOOK_AUTH: WEBHOOK_AUTH } });
});
afterAll(() => t.close());

/** What the app's SDK says after a purchase: here, anything the client likes. */
const FORGED_INFO = {
  originalAppUserId: 'someone',
  entitlements: { active: { premium: { isActive: true, productIdentifier: 'podium_public_link' } } },
  nonSubscriptionTransactions: [{ productIdentifier: 'podium_public_link', transactionIdentifier: 'forged' }],
};

const verify = (path: 'purchases' | 'subs', token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}/verify/revenuecat`,
    headers: token ? auth(token) : {},
    payload: payload as Record<string, unknown>,
  });

const body = (productIdentifier: string) => ({
  customerInfo: FORGED_INFO,
  productIdentifier,
  purchaseType: 'non_subscription',
  platform: 'ios',
  extras: { source: 'test' },
});

const held = async (userId: string) =>
  (
    await t.db.query<{ product_key: string; source_ref: string }>(
      `select product_key, source_ref from entitlements
        where user_id = $1 and source = 'revenuecat' and (ends_at is null or ends_at > now()) order by source_ref`,
      [userId],
    )
  ).map((row) => `${row.product_key} ${row.source_ref}`);

const deliver = (event: Record<string, unknown>, authorization: string | null = WEBHOOK_AUTH) =>
  t.app.inject({
    method: 'POST',
    url: '/api/purchases/webhook/revenuecat',
    headers: authorization === null ? {} : { authorization },
    payload: { api_version: '1.0', event },
  });

describe('verifying a purchase made in the app', () => {
  it('refuses without a session, a body out of bounds, and a product not sold in the app', async () => {
    const athlete = await createAthlete(t);
    expect((await verify('purchases', null, body('podium_public_link'))).statusCode).toBe(401);
    const long = await verify('purchases', athlete.token, body('x'.repeat(201)));
    expect(long.statusCode).toBe(400);
    expect(messages(long.body)).toEqual(['productIdentifier: Must be at most 200 characters']);
    const huge = { ...body('podium_public_link'), customerInfo: { blob: 'x'.repeat(100_001) } };
    expect((await verify('purchases', athlete.token, huge)).statusCode).toBe(400);
    const platform = await verify('purchases', athlete.token, {
      ...body('podium_public_link'),
      platform: 'web',
    });
    expect(platform.statusCode).toBe(400);
    for (const product of ['podium_event_ticket', 'event_ticket', 'com.other.app.thing', 'constructor']) {
      const unknown = await verify('purchases', athlete.token, body(product));
      expect(unknown.statusCode, product).toBe(400);
      expect(messages(unknown.body)).toEqual(['productIdentifier: Not a product sold in the app']);
    }
    // A subscription through the one-offs' call and a one-off through the subscriptions' call.
    expect(
      messages((await verify('purchases', athlete.token, body('podium_athlete_premium_monthly'))).body),
    ).toEqual(['productIdentifier: Not a one-off product']);
    expect(messages((await verify('subs', athlete.token, body('podium_public_link'))).body)).toEqual([
      'productIdentifier: Not a subscription',
    ]);
    expect(await held(athlete.user._id)).toEqual([]);
  });

  it('refuses a product for another kind of account', async () => {
    const coach = await registerUser(t, { userType: 2 });
    const refused = await verify('purchases', coach.token, body('podium_public_link'));
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual(['productIdentifier: This product is for athletes']);
    const athlete = await createAthlete(t);
    expect((await verify('subs', athlete.token, body('podium_coach_premium_yearly'))).statusCode).toBe(403);
  });

  it('grants nothing on a forged customerInfo, nor on a purchase made by another account', async () => {
    const athlete = await createAthlete(t);
    const other = await createAthlete(t);
    await recordStoreTransaction(t.db, {
      storeTransactionId: `tx-${randomUUID()}`,
      appUserId: other.user._id,
      storeProductId: 'podium_public_link',
    });
    const forged = await verify('purchases', athlete.token, body('podium_public_link'));
    expect(forged.statusCode).toBe(400);
    expect(messages(forged.body)).toEqual([
      'productIdentifier: The store has no purchase of this product for your account',
    ]);
    expect(await held(athlete.user._id)).toEqual([]);
  });

  it('grants a one-off once per store transaction, however often verified', async () => {
    const athlete = await createAthlete(t);
    const tx = `tx-${randomUUID()}`;
    await recordStoreTransaction(t.db, {
      storeTransactionId: tx,
      appUserId: athlete.user._id,
      storeProductId: 'podium_public_link',
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => verify('purchases', athlete.token, body('podium_public_link'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    const status = answers[0]?.json().data;
    expect(status.capabilities).toContain('publicLink');
    expect(await held(athlete.user._id)).toEqual([`public_link ${tx}`]);
    // A second purchase of a counted product is a second transaction: two branded videos.
    for (const id of ['a', 'b']) {
      await recordStoreTransaction(t.db, {
        storeTransactionId: `${tx}-${id}`,
        appUserId: athlete.user._id,
        storeProductId: 'podium_social_share_single',
      });
    }
    const videos = await verify('purchases', athlete.token, body('podium_social_share_single'));
    expect(videos.json().data.limits.brandedSocialVideos).toBe(2);
  });

  it('grants a subscription to its period end, and not one that has ended', async () => {
    const coach = await registerUser(t, { userType: 2 });
    const ended = `sub-${randomUUID()}`;
    await recordStoreTransaction(t.db, {
      storeTransactionId: ended,
      appUserId: coach.user._id,
      storeProductId: 'podium_coach_premium_yearly',
      purchasedAt: new Date(Date.now() - 400 * 86_400_000),
      expiresAt: new Date(Date.now() - 35 * 86_400_000),
    });
    expect((await verify('subs', coach.token, body('podium_coach_premium_yearly'))).statusCode).toBe(400);
    const running = `sub-${randomUUID()}`;
    await recordStoreTransaction(t.db, {
      storeTransactionId: running,
      appUserId: coach.user._id,
      storeProductId: 'podium_coach_premium_yearly',
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
    });
    const granted = await verify('subs', coach.token, body('podium_coach_premium_yearly'));
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.capabilities).toContain('verifiedEventFilter');
    expect(await held(coach.user._id)).toEqual([`coach_premium ${running}`]);
  });
});

describe("RevenueCat's webhook", () => {
  it('refuses a missing or wrong Authorization header, storing nothing', async () => {
    const event = { id: `evt-${randomUUID()}`, type: 'INITIAL_PURCHASE', app_user_id: randomUUID() };
    for (const authorization of [null, '', 'Bearer wrong', `${WEBHOOK_AUTH}x`, WEBHOOK_AUTH.toLowerCase()]) {
      const refused = await deliver(event, authorization);
      expect(refused.statusCode, String(authorization)).toBe(401);
    }
    expect(await t.db.query("select 1 from payment_events where provider = 'revenuecat'")).toEqual([]);
    expect((await deliver({ type: 'INITIAL_PURCHASE' })).statusCode).toBe(400);
  });

  it('delivered ten times has one effect, read from RevenueCat rather than the event', async () => {
    const athlete = await createAthlete(t);
    const tx = `tx-${randomUUID()}`;
    await recordStoreTransaction(t.db, {
      storeTransactionId: tx,
      appUserId: athlete.user._id,
      storeProductId: 'podium_social_share_single',
    });
    const event = {
      id: `evt-${randomUUID()}`,
      type: 'NON_RENEWING_PURCHASE',
      app_user_id: athlete.user._id,
      // The event's own lists are never read: this product was not bought.
      product_id: 'podium_public_link',
      entitlement_ids: ['premium'],
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((answer) => answer.json())).toEqual(Array(10).fill({ received: true }));
    await t.app.jobs.settled();
    expect(await held(athlete.user._id)).toEqual([`social_share_single ${tx}`]);
    expect(
      await t.db.query('select 1 from payment_events where id = $1 and applied_at is not null', [
        `revenuecat:${event.id}`,
      ]),
    ).toHaveLength(1);
  });

  it('ends a subscription on EXPIRATION, and moves purchases on TRANSFER', async () => {
    const athlete = await createAthlete(t);
    const sub = `sub-${randomUUID()}`;
    const renewing = {
      storeTransactionId: sub,
      appUserId: athlete.user._id,
      storeProductId: 'podium_athlete_premium_monthly',
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    };
    await recordStoreTransaction(t.db, renewing);
    await deliver({ id: `evt-${randomUUID()}`, type: 'INITIAL_PURCHASE', app_user_id: athlete.user._id });
    await t.app.jobs.settled();
    expect(await held(athlete.user._id)).toEqual([`athlete_premium_monthly ${sub}`]);
    // The store says it lapsed; RevenueCat tells us, and the customer re-read has it ended.
    await recordStoreTransaction(t.db, { ...renewing, expiresAt: new Date(Date.now() - 1000) });
    await deliver({ id: `evt-${randomUUID()}`, type: 'EXPIRATION', app_user_id: athlete.user._id });
    await t.app.jobs.settled();
    expect(await held(athlete.user._id)).toEqual([]);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/subs/subscription-status',
      headers: auth(athlete.token),
    });
    expect(status.json().data.limits.brandedSocialVideos).toBe(0);

    // A one-off restored on another account: RevenueCat moves it, and the first account's grant ends.
    const other = await createAthlete(t);
    const tx = `tx-${randomUUID()}`;
    await recordStoreTransaction(t.db, {
      storeTransactionId: tx,
      appUserId: athlete.user._id,
      storeProductId: 'podium_public_link',
    });
    expect((await verify('purchases', athlete.token, body('podium_public_link'))).statusCode).toBe(200);
    await t.db.query(
      'update revenuecat_local_transactions set app_user_id = $1 where store_transaction_id = $2',
      [other.user._id, tx],
    );
    await deliver({
      id: `evt-${randomUUID()}`,
      type: 'TRANSFER',
      transferred_from: [athlete.user._id],
      transferred_to: [other.user._id],
    });
    await t.app.jobs.settled();
    expect(await held(athlete.user._id)).toEqual([]);
    expect(await held(other.user._id)).toEqual([`public_link ${tx}`]);
  });
});
