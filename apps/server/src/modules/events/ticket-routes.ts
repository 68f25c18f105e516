// HTTP for buying an event's ticket (issue 25, spec 7): under /api/subs as the spec names it, served by events, which
// holds the seat, through purchases' checkout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import type { PurchaseDeps } from '../purchases/service.ts';
import { purchaseEventTicket } from './ticket-checkout.ts';

export function ticketRoutes(deps: PurchaseDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpoint('POST /api/subs/purchase-event-ticket', {
        tags: ['events', 'purchases'],
        security: [{ token: [] }],
        summary: "Buy a paid event's ticket: holds a seat and answers the checkout page that sells it",
        // 400 not the ticket's price or an address off this site; 403 not an athlete; 404 no such event; 409 free,
        // cancelled, full, or a ticket held already; 502 the payment provider failed.
        refuses: [400, 401, 403, 404, 409, 413, 415, 502],
      }),
      onRequest: app.authenticate,
      handler: async (request) => ({
        data: await purchaseEventTicket(deps, currentAccount(request), request.body),
      }),
    });
  };
}
