// Purchases through HTTP (issue 25): spec 7's /api/subs calls and each refusal, and the local checkout end to end
// (a session, its page, Pay, the signed event through the webhook, the job, the entitlement, the plan shown).
import { PAYMENT_SYSTEM_ERROR } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SITE = 'http://podium.test';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

const checkout = (token: string, priceId: string, urls: { successUrl?: string; cancelUrl?: string } = {}) =>
  call('POST', '/api/subs/create-checkout-session', token, {
    priceId,
    successUrl:
      urls.successUrl ?? `${SITE}/purchase-success?returnPath=%2FAthleteProfile&openModal=publicLink`,
    cancelUrl: urls.cancelUrl ?? `${SITE}/purchase-cancel?returnPath=%2FAthleteProfile`,
  });

const status = async (token: string) =>
  (await call('GET', '/api/subs/subscription-status', token)).json().data;

/** The local checkout's page address, as a path on the test app. */
const pathOf = (url: string) => new URL(url).pathname;

async function buy(token: string, priceId: string) {
  const started = await checkout(token, priceId);
  expect(started.statusCode, started.body).toBe(200);
  const page = pathOf(started.json().data.url);
  const paid = await t.app.inject({
    method: 'POST',
    url: `${page}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await t.app.jobs.settled();
  return { page, paid };
}

describe('the /api/subs calls', () => {
  it('answer 401 without a session', async () => {
    expect((await call('POST', '/api/subs/create-customer')).statusCode).toBe(401);
    expect((await call('GET', '/api/subs/subscription-status')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/subs/create-checkout-session', payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it("show a new athlete the free tier and only athletes' products, at the server's prices", async () => {
    const athlete = await createAthlete(t);
    const mine = await status(athlete.token);
    expect(mine).toMatchObject({ buyer: 'athlete', entitlements: [], capabilities: [] });
    expect(mine.limits).toEqual({ brandedSocialVideos: 0, watchlistEntries: 100, groupsOwned: 50 });
    expect(mine.prices.map((price: { productKey: string }) => price.productKey).sort()).toEqual([
      'athlete_premium_annual',
      'athlete_premium_monthly',
      'event_ticket',
      'public_link',
      'social_share_single',
    ]);
    expect(mine.prices).toContainEqual({
      productKey: 'public_link',
      priceId: 'price_local_public_link',
      amount: 499,
      currency: 'gbp',
    });
  });

  it('make one customer per account, however often asked', async () => {
    const athlete = await createAthlete(t);
    const first = await call('POST', '/api/subs/create-customer', athlete.token);
    const second = await call('POST', '/api/subs/create-customer', athlete.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.customerId).toMatch(/^cus_local_/);
    expect(second.json()).toEqual(first.json());
  });

  it('refuse a price that is not ours, an event ticket, and a body past its bounds; take no amount', async () => {
    const athlete = await createAthlete(t);
    const unknown = await checkout(athlete.token, 'price_1Forged');
    expect(unknown.statusCode).toBe(400);
    expect(messages(unknown.body)).toEqual(['priceId: Unknown price']);
    expect((await checkout(athlete.token, 'event_ticket')).statusCode).toBe(400);
    expect((await checkout(athlete.token, 'x'.repeat(101))).statusCode).toBe(400);
    // An amount sent along is no price: the checkout asks the server's.
    const amount = await call('POST', '/api/subs/create-checkout-session', athlete.token, {
      priceId: 'public_link',
      successUrl: `${SITE}/purchase-success`,
      cancelUrl: `${SITE}/purchase-cancel`,
      amount: 1,
    });
    const page = await t.app.inject({ method: 'GET', url: pathOf(amount.json().data.url) });
    expect(page.body).toContain('£4.99');
  });

  it('refuse return addresses off our own origin', async () => {
    const athlete = await createAthlete(t);
    for (const url of [
      'https://evil.example/purchase-success',
      'http://podium.test.evil.example/x',
      'javascript:alert(1)',
      '/relative',
    ]) {
      const success = await checkout(athlete.token, 'public_link', { successUrl: url });
      expect(success.statusCode, url).toBe(400);
      expect(messages(success.body)[0]).toMatch(/^successUrl: Must be an address on this site/);
      const cancel = await checkout(athlete.token, 'public_link', { cancelUrl: url });
      expect(messages(cancel.body)[0], url).toMatch(/^cancelUrl: Must be an address on this site/);
    }
  });

  it('refuse a product for another kind of account', async () => {
    const coach = await registerUser(t, { userType: 2 });
    const refused = await checkout(coach.token, 'public_link');
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual(['priceId: This product is for athletes']);
    const athlete = await createAthlete(t);
    expect(messages((await checkout(athlete.token, 'coach_premium')).body)).toEqual([
      'priceId: This product is for coaches',
    ]);
    expect((await checkout(coach.token, 'organization_pro')).statusCode).toBe(403);
    expect((await checkout(coach.token, 'coach_premium')).statusCode).toBe(200);
  });

  it('make one session for the same purchase asked twice at once', async () => {
    const athlete = await createAthlete(t);
    const [first, second] = await Promise.all([
      checkout(athlete.token, 'public_link'),
      checkout(athlete.token, 'public_link'),
    ]);
    expect(first?.json().data.url).toBe(second?.json().data.url);
  });
});

describe('the local checkout', () => {
  it('sells the public link end to end: page, Pay, webhook, job, entitlement, the switch', async () => {
    const athlete = await createAthlete(t);
    const refused = await call('PUT', '/api/users/public-link', athlete.token, { enabled: true });
    expect(refused.statusCode).toBe(403);

    const started = await checkout(athlete.token, 'public_link');
    const url: string = started.json().data.url;
    expect(url).toMatch(/^http:\/\/podium\.test\/api\/subs\/local-checkout\/cs_local_/);
    const page = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Public link</h1>');
    expect(page.body).toContain('£4.99');
    expect(page.body).toContain('<button type="submit">Pay</button>');
    expect(page.body).toContain(`href="${SITE}/purchase-cancel?returnPath=%2FAthleteProfile"`);

    const { paid } = await buy(athlete.token, 'public_link');
    const sessionId = pathOf(url).split('/').pop();
    expect(paid.body).toContain(
      `url=${SITE}/purchase-success?returnPath=%2FAthleteProfile&amp;openModal=publicLink&amp;session_id=`,
    );
    expect(sessionId).toBeTruthy();
    const mine = await status(athlete.token);
    expect(mine.entitlements).toEqual([
      expect.objectContaining({ productKey: 'public_link', source: 'local', endsAt: null }),
    ]);
    expect(mine.capabilities).toEqual(['publicLink']);
    const link = await call('PUT', '/api/users/public-link', athlete.token, { enabled: true });
    expect(link.statusCode).toBe(200);
    expect(link.json().enabled).toBe(true);
  });

  it('adds the session id to the success address as /purchase-success expects', async () => {
    const athlete = await createAthlete(t);
    const started = await checkout(athlete.token, 'social_share_single', {
      successUrl: `${SITE}/purchase-success`,
    });
    const path = pathOf(started.json().data.url);
    const id = path.split('/').pop();
    const paid = await t.app.inject({ method: 'POST', url: `${path}/pay` });
    expect(paid.body).toContain(`url=${SITE}/purchase-success?session_id=${id}"`);
  });

  it('starts a subscription bought by its price id, with its period', async () => {
    const athlete = await createAthlete(t);
    await buy(athlete.token, 'price_local_athlete_premium_monthly');
    const mine = await status(athlete.token);
    expect(mine.entitlements).toEqual([
      expect.objectContaining({ productKey: 'athlete_premium_monthly', source: 'local' }),
    ]);
    const days = (Date.parse(mine.entitlements[0].endsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(mine.limits.brandedSocialVideos).toBe(-1);
    expect(mine.capabilities).toEqual(['publicLink']);
  });

  it('answers 404 for a session that does not exist and 409 once paid', async () => {
    const athlete = await createAthlete(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/subs/local-checkout/cs_local_nothing' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/subs/local-checkout/cs_local_nothing/pay' }))
        .statusCode,
    ).toBe(404);
    const { page } = await buy(athlete.token, 'social_share_single');
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(409);
  });

  it('grants once when Pay is pressed twice', async () => {
    const athlete = await createAthlete(t);
    const { page } = await buy(athlete.token, 'social_share_single');
    expect((await t.app.inject({ method: 'POST', url: `${page}/pay` })).statusCode).toBe(200);
    await t.app.jobs.settled();
    const mine = await status(athlete.token);
    expect(mine.entitlements).toHaveLength(1);
    expect(mine.limits.brandedSocialVideos).toBe(1);
  });
});

describe('a payment provider that fails', () => {
  it("answers spec 8's message with 502, never a 500", async () => {
    const failing = await createTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) } });
    try {
      const athlete = await createAthlete(failing);
      for (const response of [
        await failing.app.inject({
          method: 'POST',
          url: '/api/subs/create-customer',
          headers: auth(athlete.token),
        }),
        await failing.app.inject({
          method: 'POST',
          url: '/api/subs/create-checkout-session',
          headers: auth(athlete.token),
          payload: { priceId: 'public_link', successUrl: `${SITE}/a`, cancelUrl: `${SITE}/b` },
        }),
      ]) {
        expect(response.statusCode).toBe(502);
        expect(messages(response.body)).toEqual([PAYMENT_SYSTEM_ERROR]);
      }
      // No local checkout in production: nothing is sold for free when Stripe's keys are missing.
      expect(
        (await failing.app.inject({ method: 'POST', url: '/api/subs/local-checkout/cs_local_x/pay' }))
          .statusCode,
      ).toBe(404);
    } finally {
      await failing.close();
    }
  });
});
