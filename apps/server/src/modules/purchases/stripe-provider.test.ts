// The Stripe adapter through the official library against a local server that answers as Stripe's API reference
// documents (issue 25): what it sends (form fields, the idempotency key, the secret key) and how it reads what Stripe
// answers (a session, a subscription's period from its item, a missing object, a failure), with no Stripe account.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_PRICES } from './prices.ts';
import { PaymentProviderError } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

let server: Server;
let seen: Seen[] = [];
let failNext = 0;
const USER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const PERIOD_END = 1_900_000_000;

/** Stripe's answers, as its API reference shows them (the fields we read, and a few beside them). */
function answer(method: string, path: string): { status: number; body: object } {
  if (method === 'POST' && path === '/v1/customers')
    return { status: 200, body: { id: 'cus_1', object: 'customer' } };
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    return {
      status: 200,
      body: {
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      },
    };
  }
  if (method === 'GET' && path === '/v1/checkout/sessions/cs_test_1') {
    return {
      status: 200,
      body: {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: USER,
        metadata: { userId: USER, productKey: 'event_ticket', reference: 'a/b/c' },
        subscription: null,
        payment_intent: 'pi_1',
      },
    };
  }
  if (method === 'GET' && path === '/v1/subscriptions/sub_1') {
    return {
      status: 200,
      body: {
        id: 'sub_1',
        object: 'subscription',
        status: 'active',
        metadata: { userId: USER },
        start_date: 1_800_000_000,
        ended_at: null,
        canceled_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: 'si_1',
              current_period_end: PERIOD_END,
              price: { id: DEVELOPMENT_PRICES.coach_premium.priceId },
            },
          ],
        },
      },
    };
  }
  if (method === 'POST' && path === '/v1/refunds')
    return { status: 200, body: { id: 're_1', object: 'refund' } };
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such object: '${path.split('/').pop()}'`,
      },
    },
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      seen.push({
        method: request.method ?? '',
        path,
        form: new URLSearchParams(body),
        headers: request.headers,
      });
      const failing = failNext > 0;
      if (failing) failNext -= 1;
      const { status, body: reply } = failing
        ? { status: 500, body: { error: { type: 'api_error', message: 'boom' } } }
        : answer(request.method ?? '', path);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' });
      response.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  failNext = 0;
});

const provider = () =>
  createStripeProvider({
    secretKey: 'sk_test_local',
    webhookSecret: 'whsec_local',
    prices: DEVELOPMENT_PRICES,
    api: { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' },
  });

const base = {
  userId: USER,
  customerId: 'cus_1',
  successUrl: 'http://podium.test/sub-success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://podium.test/purchase-cancel',
  idempotencyKey: 'key-1',
};

describe('the Stripe adapter', () => {
  it('makes a subscription session at our price id, with our metadata, the secret key and the idempotency key', async () => {
    const session = await provider().createCheckoutSession({
      ...base,
      productKey: 'coach_premium',
      priceId: DEVELOPMENT_PRICES.coach_premium.priceId,
      amount: 19_999,
      currency: 'gbp',
      mode: 'subscription',
    });
    expect(session).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const [sent] = seen;
    expect(sent?.headers.authorization).toBe('Bearer sk_test_local');
    expect(sent?.headers['idempotency-key']).toBe('key-1');
    expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: USER,
      'line_items[0][price]': DEVELOPMENT_PRICES.coach_premium.priceId,
      'line_items[0][quantity]': '1',
      success_url: base.successUrl,
      'metadata[userId]': USER,
      'metadata[productKey]': 'coach_premium',
      'subscription_data[metadata][userId]': USER,
    });
    expect(sent?.form.has('line_items[0][price_data][unit_amount]')).toBe(false);
  });

  it("prices an event ticket at the event's amount, names it, carries its hold and ends when the hold does", async () => {
    const expiresAt = new Date('2030-01-01T10:31:00Z');
    await provider().createCheckoutSession({
      ...base,
      productKey: 'event_ticket',
      priceId: DEVELOPMENT_PRICES.event_ticket.priceId,
      amount: 2500,
      currency: 'eur',
      mode: 'payment',
      reference: 'event/profile/hold',
      lineName: 'Ticket: Galway Combine',
      expiresAt,
    });
    expect(Object.fromEntries(seen[0]?.form ?? [])).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Ticket: Galway Combine',
      'metadata[reference]': 'event/profile/hold',
      expires_at: String(expiresAt.getTime() / 1000),
    });
    expect(seen[0]?.form.has('line_items[0][price]')).toBe(false);
  });

  it('reads a session, a subscription’s period from its item, and a missing one as none', async () => {
    const payments = provider();
    expect(await payments.retrieveCheckoutSession('cs_test_1')).toEqual({
      id: 'cs_test_1',
      mode: 'payment',
      isPaid: true,
      userId: USER,
      productKey: 'event_ticket',
      subscriptionId: null,
      reference: 'a/b/c',
      isExpired: false,
    });
    expect(await payments.retrieveCheckoutSession('cs_gone')).toBeNull();
    expect(await payments.retrieveSubscription('sub_1')).toEqual({
      id: 'sub_1',
      userId: USER,
      productKey: 'coach_premium',
      startsAt: new Date(1_800_000_000 * 1000),
      endsAt: new Date(PERIOD_END * 1000),
    });
  });

  it('refunds a session’s payment intent once (its idempotency key), and says a failure is the payment system’s', async () => {
    await provider().refund('cs_test_1');
    const refund = seen.find((request) => request.path === '/v1/refunds');
    expect(refund?.form.get('payment_intent')).toBe('pi_1');
    expect(refund?.headers['idempotency-key']).toBe('refund-cs_test_1');

    failNext = 2;
    await expect(provider().createCustomer({ userId: USER, email: 'a@b.test' })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    // Retried once by the library, then given up.
    expect(seen.filter((request) => request.path === '/v1/customers')).toHaveLength(2);
  });
});
