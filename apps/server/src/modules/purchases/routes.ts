// HTTP for purchases (issue 25): spec 7's /api/subs calls, the webhook endpoint (its raw body read by a parser of its
// own, scoped to it), and the local checkout's page and Pay (form posts, read by the same scoped parser).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { currentAccount } from '../auth/authenticate.ts';
import { checkoutPage, NO_SESSION, pay } from './local-checkout.ts';
import * as service from './service.ts';

const tags = ['purchases'];
const security = [{ token: [] }];

export interface PurchaseRouteDeps extends service.PurchaseDeps {
  /** The local checkout's page and Pay answer (no Stripe keys). */
  isLocal: boolean;
}

/** Every body as its text, untouched: the webhook's signature is over the exact bytes sent. */
function readRawBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

export function purchaseRoutes(deps: PurchaseRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('POST /api/subs/create-customer', {
        tags,
        security,
        summary: "Make the account's customer at the payment provider (once; later calls answer the same)",
        // 502: the payment provider failed (spec 8's message).
        refuses: [400, 401, 413, 415, 502],
      }),
      ...signedIn,
      handler: async (request) => ({
        data: { customerId: await service.createCustomer(deps, currentAccount(request)) },
      }),
    });

    app.route({
      ...endpoint('POST /api/subs/create-checkout-session', {
        tags,
        security,
        summary: 'Start buying a product: answers the checkout page to send the buyer to',
        // 400 an unknown price or an address off this site; 403 a product for another kind of account; 502 the
        // payment provider failed.
        refuses: [400, 401, 403, 413, 415, 502],
      }),
      ...signedIn,
      handler: async (request) => ({
        data: await service.createCheckoutSession(deps, currentAccount(request), request.body),
      }),
    });

    app.route({
      ...endpoint('GET /api/subs/subscription-status', {
        tags,
        security,
        summary: "The account's plans in force, what they unlock, and the prices of what it may buy",
        refuses: [401],
      }),
      ...signedIn,
      handler: async (request) => ({ data: await service.subscriptionStatus(deps, currentAccount(request)) }),
    });

    await app.register(async (scope) => {
      readRawBodies(scope);
      const app = scope.withTypeProvider<ZodTypeProvider>();

      app.route({
        ...endpoint('POST /api/subs/webhook', {
          tags,
          summary:
            "Stripe's webhook (and the local checkout's): each event checked, stored once, applied by a job",
          // 400 a missing, wrong or stale signature (300 s), or no event.
          refuses: [400, 413],
        }),
        handler: async (request) => {
          const body = typeof request.body === 'string' ? request.body : '';
          const signature = request.headers['stripe-signature'];
          return service.receiveWebhook(
            deps,
            Buffer.from(body),
            typeof signature === 'string' ? signature : undefined,
          );
        },
      });

      app.route({
        ...endpoint('GET /api/subs/local-checkout/:sessionId', {
          tags,
          summary: "The local checkout's page (no Stripe keys): the product, its amount, Pay and Cancel",
          // 404 no such session, or Stripe takes payments here; 409 paid or expired already.
          refuses: [400, 404, 409],
        }),
        handler: async (request, reply) => {
          if (!deps.isLocal) throw notFound(NO_SESSION);
          return reply
            .type('text/html; charset=utf-8')
            .send(await checkoutPage(deps.db, request.params.sessionId));
        },
      });

      app.route({
        ...endpoint('POST /api/subs/local-checkout/:sessionId/pay', {
          tags,
          summary:
            "The local checkout's Pay: the session is paid and its event posted, signed, to the webhook",
          // 404 no such session, or Stripe takes payments here; 409 expired; 502 the webhook refused it.
          refuses: [400, 404, 409, 413, 502],
        }),
        handler: async (request, reply) => {
          if (!deps.isLocal) throw notFound(NO_SESSION);
          const html = await pay(
            {
              db: deps.db,
              webhookSecret: deps.payments.webhookSecret,
              postWebhook: async (payload, signature) =>
                (
                  await app.inject({
                    method: 'POST',
                    url: '/api/subs/webhook',
                    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
                    payload,
                  })
                ).statusCode,
            },
            request.params.sessionId,
          );
          return reply.type('text/html; charset=utf-8').send(html);
        },
      });
    });
  };
}
