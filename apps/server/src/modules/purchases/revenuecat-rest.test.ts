// The real RevenueCat adapter (issue 25, slice 3) through the app, against a local HTTP server answering like
// RevenueCat's REST API v2 (its documented shapes): the customer read without ever creating one (v2's GET answers 404;
// v1's GET /subscribers, which creates, is never called), lists followed page by page, product ids resolved to store
// identifiers, refunds left out, and RevenueCat failing answered with spec 8's payment message.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_SYSTEM_ERROR } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, messages } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const KEY = 'sk_revenuecat_test_key';
const PROJECT = 'proj1ab2c3d4';

interface Customer {
  subscriptions: Record<string, unknown>[];
  purchases: Record<string, unknown>[];
}
/** RevenueCat's customers by app user id; failing: answer 500 to everything. */
const customers = new Map<string, Customer>();
const requests: string[] = [];
let failing = false;
const PRODUCTS: Record<string, string> = {
  prod_link: 'podium_public_link',
  prod_video: 'podium_social_share_single',
  prod_monthly: 'podium_athlete_premium_monthly:monthly',
};

function answer(request: IncomingMessage): [number, unknown] {
  if (request.headers.authorization !== `Bearer ${KEY}`) return [401, { type: 'authentication_error' }];
  if (failing) return [500, { type: 'server_error', message: 'down' }];
  const url = new URL(request.url ?? '/', 'http://revenuecat.test');
  const prefix = `/v2/projects/${PROJECT}`;
  const product = url.pathname.match(/^\/v2\/projects\/[^/]+\/products\/([^/]+)$/);
  if (product?.[1] && PRODUCTS[product[1]]) {
    return [
      200,
      { object: 'product', id: product[1], store_identifier: PRODUCTS[product[1]], type: 'one_time' },
    ];
  }
  const match = url.pathname.match(
    /^\/v2\/projects\/[^/]+\/customers\/([^/]+)(?:\/(subscriptions|purchases))?$/,
  );
  const customer = match?.[1] ? customers.get(decodeURIComponent(match[1])) : undefined;
  if (!match || !customer || !url.pathname.startsWith(prefix)) return [404, { type: 'resource_missing' }];
  const list = match[2];
  if (!list) return [200, { object: 'customer', id: match[1], project_id: PROJECT, first_seen_at: 1 }];
  const items = list === 'subscriptions' ? customer.subscriptions : customer.purchases;
  // One item a page, so a customer with two of anything is read over two pages.
  const at = Number(url.searchParams.get('starting_after') ?? 0);
  const next = at + 1 < items.length ? `${url.pathname}?starting_after=${at + 1}` : null;
  return [200, { object: 'list', items: items.slice(at, at + 1), next_page: next, url: url.pathname }];
}

let server: Server;
let t: TestApp;
beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const [status, body] = answer(request);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      REVENUECAT_SECRET_KEY: KEY,
      REVENUECAT_PROJECT_ID: PROJECT,
      REVENUECAT_API_URL: `http://127.0.0.1:${port}`,
      REVENUECAT_WEBHOOK_AUTH: 'Bearer webhook-auth-for-tests',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const verify = (path: 'purchases' | 'subs', token: string, productIdentifier: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}/verify/revenuecat`,
    headers: auth(token),
    payload: { customerInfo: {}, productIdentifier, platform: 'android' },
  });

describe('the RevenueCat REST adapter', () => {
  it('never creates a customer: an account RevenueCat does not know is granted nothing', async () => {
    const athlete = await createAthlete(t);
    requests.length = 0;
    const refused = await verify('purchases', athlete.token, 'podium_public_link');
    expect(refused.statusCode).toBe(400);
    expect(requests).toEqual([`GET /v2/projects/${PROJECT}/customers/${athlete.user._id}`]);
  });

  it('grants what RevenueCat has for the account, across pages, leaving refunds out', async () => {
    const athlete = await createAthlete(t);
    const now = Date.now();
    customers.set(athlete.user._id, {
      purchases: [
        {
          object: 'purchase',
          id: 'pur_1',
          product_id: 'prod_video',
          purchased_at: now,
          store_purchase_identifier: 'GPA.1',
          status: 'owned',
        },
        {
          object: 'purchase',
          id: 'pur_2',
          product_id: 'prod_video',
          purchased_at: now,
          store_purchase_identifier: 'GPA.2',
          status: 'refunded',
        },
        {
          object: 'purchase',
          id: 'pur_3',
          product_id: 'prod_link',
          purchased_at: now,
          store_purchase_identifier: 'GPA.3',
          status: 'owned',
        },
      ],
      subscriptions: [
        {
          object: 'subscription',
          id: 'sub_1',
          product_id: 'prod_monthly',
          starts_at: now - 1000,
          current_period_ends_at: now + 30 * 86_400_000,
          gives_access: true,
        },
      ],
    });
    const granted = await verify('subs', athlete.token, 'podium_athlete_premium_monthly:monthly');
    expect(granted.statusCode).toBe(200);
    const data = granted.json().data;
    expect(data.capabilities).toEqual(['publicLink']);
    expect(data.limits.brandedSocialVideos).toBe(-1);
    const rows = await t.db.query<{ product_key: string; source_ref: string }>(
      "select product_key, source_ref from entitlements where user_id = $1 and source = 'revenuecat' order by source_ref",
      [athlete.user._id],
    );
    expect(rows.map((row) => `${row.product_key} ${row.source_ref}`)).toEqual([
      'social_share_single GPA.1',
      'public_link GPA.3',
      'athlete_premium_monthly sub_1',
    ]);
    expect(requests.every((line) => line.startsWith('GET /v2/'))).toBe(true);
  });

  it("answers spec 8's payment message when RevenueCat fails, granting nothing", async () => {
    const athlete = await createAthlete(t);
    customers.set(athlete.user._id, { purchases: [], subscriptions: [] });
    failing = true;
    try {
      const failed = await verify('purchases', athlete.token, 'podium_public_link');
      expect(failed.statusCode).toBe(502);
      expect(messages(failed.body)).toEqual([PAYMENT_SYSTEM_ERROR]);
    } finally {
      failing = false;
    }
  });

  it('re-reads the customer after a webhook event rather than trusting it', async () => {
    const athlete = await createAthlete(t);
    customers.set(athlete.user._id, {
      purchases: [
        {
          object: 'purchase',
          id: 'pur_9',
          product_id: 'prod_link',
          purchased_at: Date.now(),
          store_purchase_identifier: `GPA.${randomUUID()}`,
          status: 'owned',
        },
      ],
      subscriptions: [],
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/purchases/webhook/revenuecat',
      headers: { authorization: 'Bearer webhook-auth-for-tests' },
      payload: {
        api_version: '1.0',
        event: { id: randomUUID(), type: 'NON_RENEWING_PURCHASE', app_user_id: athlete.user._id },
      },
    });
    expect(delivered.statusCode).toBe(200);
    await t.app.jobs.settled();
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/subs/subscription-status',
      headers: auth(athlete.token),
    });
    expect(status.json().data.capabilities).toEqual(['publicLink']);
  });
});
