// HTTP for push: a device hands over its push token (spec 7), and the web client reads the VAPID public key it
// subscribes with (ours: the spec leaves the browser's subscription to "a third-party push service").
import { UpdateUserTokenReplySchema, UpdateUserTokenSchema, VapidPublicKeySchema } from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['notifications'];
const security = [{ token: [] }];

export function pushRoutes(deps: service.PushDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/notifications/update-user-token',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary:
            "Store this device's push token: a browser's PushSubscription JSON or a native device token",
          body: UpdateUserTokenSchema,
          // 400 also when a subscription's endpoint is not https on a public address.
          response: { 200: UpdateUserTokenReplySchema, ...refusals(400, 401, 413, 415) },
        },
      },
      async (request) =>
        service.updateUserToken(deps, currentAccount(request), request.body.notificationToken),
    );

    app.get(
      '/api/notifications/vapid-public-key',
      {
        schema: {
          tags,
          summary: 'The VAPID public key a browser subscribes to push with (applicationServerKey)',
          response: { 200: VapidPublicKeySchema },
        },
      },
      async () => ({ publicKey: deps.vapidPublicKey }),
    );
  };
}
