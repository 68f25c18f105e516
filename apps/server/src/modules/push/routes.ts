// HTTP for push: a device hands over its push token (spec 7), and the web client reads the VAPID public key it
// subscribes with (ours: the spec leaves the browser's subscription to "a third-party push service").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['notifications'];
const security = [{ token: [] }];

export function pushRoutes(deps: service.PushDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpoint('PUT /api/notifications/update-user-token', {
        tags,
        security,
        summary: "Store this device's push token: a browser's PushSubscription JSON or a native device token",
        // 400 also when a subscription's endpoint is not https on a public address.
        refuses: [400, 401, 413, 415],
      }),
      onRequest: app.authenticate,
      handler: async (request) =>
        service.updateUserToken(deps, currentAccount(request), request.body.notificationToken),
    });

    app.route({
      ...endpoint('GET /api/notifications/vapid-public-key', {
        tags,
        summary: 'The VAPID public key a browser subscribes to push with (applicationServerKey)',
        refuses: [],
      }),

      handler: async () => ({ publicKey: deps.vapidPublicKey }),
    });
  };
}
