// HTTP for notifications (account spec 7): list a profile's, count the unseen, mark one read, delete one.
import {
  MessageSchema,
  NotificationIdSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationReplySchema,
  ReadNotificationSchema,
  UnseenCountSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['notifications'];
const security = [{ token: [] }];

export function notificationRoutes(deps: service.NotificationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.get(
      '/api/notifications',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The notifications of one of your profiles, newest first, a page at a time',
          querystring: NotificationListQuerySchema,
          // 403 another's profile; 404 no such profile.
          response: { 200: NotificationPageSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => service.listNotifications(deps, currentAccount(request), request.query),
    );

    app.get(
      '/api/notifications/unseen-count',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Unseen notifications of each of your profiles and in all (the top bar’s badge)',
          response: { 200: UnseenCountSchema, ...refusals(401) },
        },
      },
      async (request) => service.unseenCount(deps, currentAccount(request)),
    );

    app.put(
      '/api/notifications/read',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Mark one of your notifications read',
          body: ReadNotificationSchema,
          response: { 200: NotificationReplySchema, ...refusals(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => service.readNotification(deps, currentAccount(request), request.body),
    );

    app.delete(
      '/api/notifications',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Delete one of your notifications',
          body: NotificationIdSchema,
          response: { 200: MessageSchema, ...refusals(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) =>
        service.deleteNotification(deps, currentAccount(request), request.body.notification_id),
    );
  };
}
