// RevenueCat's webhook with bodies shaped as RevenueCat documents them (issue 25): every event type its docs list, an
// account named only among `aliases` or on one side of a TRANSFER (which has no app_user_id), ids in upper case,
// many aliases, and events that name none of our accounts (anonymous ids, an experiment enrollment).
//
// Shapes from https://www.revenuecat.com/docs/integrations/webhooks/event-types-and-fields ("Events Format",
// "Common Fields", "Subscription Lifecycle Events Fields") and .../integrations/webhooks/sample-events: the body is
// { "api_version": "1.0", "event": { ... } }; the event's fields here are the docs' names: "id", "type",
// "app_id", "event_timestamp_ms", "app_user_id", "original_app_user_id", "aliases", "product_id",
// "entitlement_ids", "period_type", "purchased_at_ms", "expiration_at_ms", "environment", "store",
// "transaction_id", "original_transaction_id", "cancel_reason", "expiration_reason", "transferred_from",
// "transferred_to", "price", "currency", "country_code". The values are ours, not the docs' samples.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAthlete } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recordStoreTransaction } from './revenuecat-local.ts';

const WEBHOOK_AUTH = 'Bearer shapes-secret';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REVENUECAT_WEBHOOK_AUTH: WEBHOOK_AUTH } });
});
afterAll(() => t.close());

const anonymous = () => `$RCAnonymousID:${randomUUID().replaceAll('-', '')}`;

/** A lifecycle event as the docs' "Subscription Lifecycle Events Fields" lay it out. */
function lifecycleEvent(type: string, fields: Record<string, unknown>) {
  const now = Date.now();
  return {
    event_timestamp_ms: now,
    product_id: 'podium_athlete_premium_monthly',
    period_type: 'NORMAL',
    purchased_at_ms: now - 1000,
    expiration_at_ms: now + 30 * 86_400_000,
    environment: 'PRODUCTION',
    entitlement_id: null,
    entitlement_ids: ['premium'],
    presented_offering_id: null,
    transaction_id: `2000000${Math.floor(Math.random() * 1e8)}`,
    original_transaction_id: '2000000123456789',
    is_family_share: false,
    country_code: 'IE',
    currency: 'EUR',
    price: 6.49,
    price_in_purchased_currency: 5.99,
    subscriber_attributes: {},
    store: 'APP_STORE',
    takehome_percentage: 0.7,
    tax_percentage: 0.19,
    commission_percentage: 0.15,
    offer_code: null,
    type,
    id: randomUUID().toUpperCase(),
    app_id: 'app1a2b3c4d5',
    ...fields,
  };
}

const deliver = (event: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/purchases/webhook/revenuecat',
    headers: { authorization: WEBHOOK_AUTH },
    payload: { api_version: '1.0', event },
  });

const held = async (userId: string) =>
  (
    await t.db.query<{ product_key: string }>(
      `select product_key from entitlements
        where user_id = $1 and source = 'revenuecat' and (ends_at is null or ends_at > now()) order by product_key`,
      [userId],
    )
  ).map((row) => row.product_key);

async function athleteWithPremium() {
  const athlete = await createAthlete(t);
  await recordStoreTransaction(t.db, {
    storeTransactionId: `sub-${randomUUID()}`,
    appUserId: athlete.user._id,
    storeProductId: 'podium_athlete_premium_monthly',
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  return athlete;
}

const applied = async (eventId: string) =>
  (
    await t.db.query('select 1 from payment_events where id = $1 and applied_at is not null', [
      `revenuecat:${eventId}`,
    ])
  ).length === 1;

describe('RevenueCat webhook bodies as its docs show them', () => {
  const TYPES = [
    'TEST',
    'INITIAL_PURCHASE',
    'RENEWAL',
    'CANCELLATION',
    'UNCANCELLATION',
    'NON_RENEWING_PURCHASE',
    'SUBSCRIPTION_PAUSED',
    'EXPIRATION',
    'BILLING_ISSUE',
    'PRODUCT_CHANGE',
    'SUBSCRIPTION_EXTENDED',
    'TEMPORARY_ENTITLEMENT_GRANT',
    'REFUND_REVERSED',
    'INVOICE_ISSUANCE',
    'VIRTUAL_CURRENCY_TRANSACTION',
    'SUBSCRIBER_ALIAS',
  ];

  it('accepts every event type, and brings the account named by app_user_id in step with RevenueCat', async () => {
    for (const type of TYPES) {
      const athlete = await athleteWithPremium();
      const event = lifecycleEvent(type, {
        app_user_id: athlete.user._id,
        original_app_user_id: anonymous(),
        aliases: [anonymous(), athlete.user._id],
        ...(type === 'CANCELLATION' ? { cancel_reason: 'UNSUBSCRIBE' } : {}),
        ...(type === 'EXPIRATION' ? { expiration_reason: 'UNSUBSCRIBE' } : {}),
      });
      const answer = await deliver(event);
      expect(answer.statusCode, `${type}: ${answer.body}`).toBe(200);
      await t.app.jobs.settled();
      expect(await applied(event.id), type).toBe(true);
      expect(await held(athlete.user._id), type).toEqual(['athlete_premium_monthly']);
    }
  });

  it('finds an account named only in aliases (app_user_id anonymous), and one with no original id nor aliases', async () => {
    const inAliases = await athleteWithPremium();
    const cancellation = lifecycleEvent('CANCELLATION', {
      app_user_id: anonymous(),
      original_app_user_id: anonymous(),
      aliases: [anonymous(), inAliases.user._id],
      cancel_reason: 'CUSTOMER_SUPPORT',
    });
    expect((await deliver(cancellation)).statusCode).toBe(200);
    // A temporary grant names the app user id alone.
    const alone = await athleteWithPremium();
    const grant = {
      type: 'TEMPORARY_ENTITLEMENT_GRANT',
      id: randomUUID(),
      app_id: 'app1a2b3c4d5',
      app_user_id: alone.user._id,
      event_timestamp_ms: Date.now(),
      store: 'APP_STORE',
      product_id: 'podium_athlete_premium_monthly',
      entitlement_ids: ['premium'],
      expiration_at_ms: Date.now() + 86_400_000,
      transaction_id: null,
    };
    expect((await deliver(grant)).statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(await held(inAliases.user._id)).toEqual(['athlete_premium_monthly']);
    expect(await held(alone.user._id)).toEqual(['athlete_premium_monthly']);
  });

  it('re-reads both sides of a TRANSFER, which has no app_user_id and may write ids in upper case', async () => {
    const from = await createAthlete(t);
    const to = await createAthlete(t);
    const tx = `tx-${randomUUID()}`;
    await recordStoreTransaction(t.db, {
      storeTransactionId: tx,
      appUserId: from.user._id,
      storeProductId: 'podium_public_link',
    });
    const first = lifecycleEvent('NON_RENEWING_PURCHASE', {
      app_user_id: from.user._id,
      original_app_user_id: from.user._id,
      aliases: [from.user._id],
      product_id: 'podium_public_link',
      expiration_at_ms: null,
    });
    await deliver(first);
    await t.app.jobs.settled();
    expect(await held(from.user._id)).toEqual(['public_link']);
    // The purchase is restored on the other account's login: RevenueCat moves it and tells the destination.
    await t.db.query(
      'update revenuecat_local_transactions set app_user_id = $1 where store_transaction_id = $2',
      [to.user._id, tx],
    );
    const transfer = {
      event_timestamp_ms: Date.now(),
      id: randomUUID().toUpperCase(),
      type: 'TRANSFER',
      app_id: 'app1a2b3c4d5',
      store: 'APP_STORE',
      environment: 'PRODUCTION',
      transferred_from: [from.user._id.toUpperCase()],
      transferred_to: [to.user._id.toUpperCase()],
    };
    const answer = await deliver(transfer);
    expect(answer.statusCode, answer.body).toBe(200);
    await t.app.jobs.settled();
    expect(await applied(transfer.id)).toBe(true);
    expect(await held(from.user._id)).toEqual([]);
    expect(await held(to.user._id)).toEqual(['public_link']);
  });

  it('takes a customer with many aliases, and applies an event naming none of our accounts to nobody', async () => {
    const athlete = await athleteWithPremium();
    const many = lifecycleEvent('RENEWAL', {
      app_user_id: anonymous(),
      original_app_user_id: anonymous(),
      aliases: [...Array.from({ length: 300 }, anonymous), athlete.user._id],
      is_trial_conversion: false,
    });
    expect((await deliver(many)).statusCode).toBe(200);
    const experiment = {
      id: randomUUID(),
      type: 'EXPERIMENT_ENROLLMENT',
      app_id: 'app1a2b3c4d5',
      event_timestamp_ms: Date.now(),
      app_user_id: anonymous(),
      original_app_user_id: anonymous(),
      aliases: [anonymous()],
      experiment_id: 'prexp1',
      experiment_variant: 'b',
      offering_id: 'default',
      enrolled_at_ms: Date.now(),
    };
    expect((await deliver(experiment)).statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(await held(athlete.user._id)).toEqual(['athlete_premium_monthly']);
    expect(await applied(experiment.id)).toBe(true);
  });
});
