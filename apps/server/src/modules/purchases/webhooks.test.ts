// The webhook endpoint through HTTP (issue 25): the signature on the raw body (missing, wrong or stale: 400), each event
// stored once and applied once by its job (ten deliveries, one entitlement), events out of order ending as the
// provider's state says, and an event arriving before the buyer is back on the success page.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, messages } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadOrCreateSecret } from '../auth/tokens.ts';
import { cancelLocalSubscription, completeLocalSession, findLocalSession } from './local-provider.ts';
import { localWebhookSecret } from './select.ts';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = localWebhookSecret(loadOrCreateSecret(t.dataDir));
});
afterAll(() => t.close());

const SITE = 'http://podium.test';
let eventCount = 0;

function eventAbout(type: string, object: Record<string, unknown>, id = `evt_test_${++eventCount}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}

const deliver = (
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret }),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subs/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });

/** A checkout session started through the API and paid at the (local) provider, no event told yet. */
async function paidSession(token: string, priceId: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/subs/create-checkout-session',
    headers: auth(token),
    payload: { priceId, successUrl: `${SITE}/purchase-success`, cancelUrl: `${SITE}/purchase-cancel` },
  });
  const id = new URL(started.json().data.url).pathname.split('/').pop() ?? '';
  const session = await findLocalSession(t.db, id);
  if (!session) throw new Error('no session');
  await completeLocalSession(t.db, session);
  const paid = await findLocalSession(t.db, id);
  return { id, subscriptionId: paid?.subscription_id ?? '' };
}

const status = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/subs/subscription-status', headers: auth(token) })).json()
    .data;

const rowsOf = async (userId: string) =>
  t.db.query<{ product_key: string }>('select product_key from entitlements where user_id = $1', [userId]);

describe('the webhook signature', () => {
  it('refuses a body without one, with a wrong one, or signed by another secret', async () => {
    const payload = eventAbout('checkout.session.completed', { id: 'cs_x', object: 'checkout.session' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/subs/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(none.statusCode).toBe(400);
    expect(messages(none.body)).toEqual(['stripe-signature: Missing']);
    expect((await deliver(payload, 't=1,v1=abc')).statusCode).toBe(400);
    const other = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, other)).statusCode).toBe(400);
    // A body changed after signing (as a JSON parser re-serialising it would).
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect((await deliver(payload.replace('{"id"', '{ "id"'), signed)).statusCode).toBe(400);
    expect(await t.db.query('select 1 from payment_events')).toEqual([]);
  });

  it('refuses a signature older than 300 seconds, and takes one of 200', async () => {
    const payload = eventAbout('invoice.paid', { id: 'in_x', object: 'invoice' });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    const refused = await deliver(payload, stale);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)[0]).toMatch(/^stripe-signature: .*tolerance/i);
    const recent = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 200,
    });
    expect((await deliver(payload, recent)).json()).toEqual({ received: true });
  });
});

describe('events', () => {
  it('delivered ten times grant one entitlement', async () => {
    const athlete = await createAthlete(t);
    const { id } = await paidSession(athlete.token, 'public_link');
    const payload = eventAbout('checkout.session.completed', { id, object: 'checkout.session' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    await t.app.jobs.settled();
    // Told again later, as a different event about the same session: still one.
    await deliver(eventAbout('checkout.session.async_payment_succeeded', { id, object: 'checkout.session' }));
    await t.app.jobs.settled();
    expect(await rowsOf(athlete.user._id)).toEqual([{ product_key: 'public_link' }]);
    expect(
      (await t.db.query('select id from payment_events where payload::text like $1', [`%${id}%`])).length,
    ).toBe(2);
  });

  it('about a session not paid grant nothing (expired, async payment failed)', async () => {
    const athlete = await createAthlete(t);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/subs/create-checkout-session',
      headers: auth(athlete.token),
      payload: { priceId: 'public_link', successUrl: `${SITE}/s`, cancelUrl: `${SITE}/c` },
    });
    const id = new URL(started.json().data.url).pathname.split('/').pop() ?? '';
    for (const type of [
      'checkout.session.completed',
      'checkout.session.async_payment_failed',
      'checkout.session.expired',
    ]) {
      expect((await deliver(eventAbout(type, { id, object: 'checkout.session' }))).statusCode).toBe(200);
    }
    await t.app.jobs.settled();
    expect((await status(athlete.token)).entitlements).toEqual([]);
  });

  it('out of order end as the subscription is: deleted before created leaves no plan', async () => {
    const athlete = await createAthlete(t);
    const { subscriptionId } = await paidSession(athlete.token, 'athlete_premium_annual');
    await cancelLocalSubscription(t.db, subscriptionId);
    const subscription = { id: subscriptionId, object: 'subscription' };
    await deliver(eventAbout('customer.subscription.deleted', subscription));
    await t.app.jobs.settled();
    await deliver(eventAbout('customer.subscription.created', subscription));
    await deliver(
      eventAbout('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        parent: { subscription_details: { subscription: subscriptionId } },
      }),
    );
    await t.app.jobs.settled();
    const mine = await status(athlete.token);
    expect(mine.entitlements).toEqual([]);
    expect(mine.capabilities).toEqual([]);
  });

  it('out of order end as the subscription is: created after updated keeps the plan', async () => {
    const athlete = await createAthlete(t);
    const { subscriptionId } = await paidSession(athlete.token, 'athlete_premium_annual');
    const subscription = { id: subscriptionId, object: 'subscription' };
    await deliver(eventAbout('customer.subscription.updated', subscription));
    await deliver(
      eventAbout('invoice.payment_failed', { id: 'in_2', object: 'invoice', subscription: subscriptionId }),
    );
    await deliver(eventAbout('customer.subscription.created', subscription));
    await t.app.jobs.settled();
    expect((await status(athlete.token)).entitlements).toEqual([
      expect.objectContaining({ productKey: 'athlete_premium_annual', source: 'local' }),
    ]);
  });

  it('arriving before the buyer is back on the success page grant the plan all the same', async () => {
    const athlete = await createAthlete(t);
    const { id } = await paidSession(athlete.token, 'athlete_premium_monthly');
    // The buyer never reaches /purchase-success (closed the tab): the event alone grants it.
    await deliver(eventAbout('checkout.session.completed', { id, object: 'checkout.session' }));
    await t.app.jobs.settled();
    expect((await status(athlete.token)).capabilities).toEqual(['publicLink']);
  });

  it('of kinds we do not sell by are stored and change nothing', async () => {
    const answer = await deliver(eventAbout('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(answer.json()).toEqual({ received: true });
    await t.app.jobs.settled();
    expect(await t.app.jobs.failed('payment-event')).toEqual([]);
  });
});
