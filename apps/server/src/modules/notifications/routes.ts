// HTTP for notifications (account spec 7): list a profile's, count the unseen, mark one read, delete one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['notifications'];
const security = [{ token: [] }];

export function notificationRoutes(deps: service.NotificationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('GET /api/notifications', {
        tags,
        security,
        summary: 'The notifications of one of your profiles, newest first, a page at a time',
        // 403 another's profile; 404 no such profile.
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => service.listNotifications(deps, currentAccount(request), request.query),
    });

    app.route({
      ...endpoint('GET /api/notifications/unseen-count', {
        tags,
        security,
        summary: 'Unseen notifications of each of your profiles and in all (the top bar’s badge)',
        refuses: [401],
      }),
      ...signedIn,
      handler: async (request) => service.unseenCount(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('PUT /api/notifications/read', {
        tags,
        security,
        summary: 'Mark one of your notifications read',
        refuses: [400, 401, 403, 404, 413, 415],
      }),
      ...signedIn,
      handler: async (request) => service.readNotification(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('DELETE /api/notifications', {
        tags,
        security,
        summary: 'Delete one of your notifications',
        refuses: [400, 401, 403, 404, 413, 415],
      }),
      ...signedIn,
      handler: async (request) =>
        service.deleteNotification(deps, currentAccount(request), request.body.notification_id),
    });
  };
}
