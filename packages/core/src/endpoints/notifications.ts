// The endpoints of notifications (account spec 7): list a profile's, count the unseen, mark one read, delete
// one.
import {
  MessageSchema,
  NotificationIdSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationReplySchema,
  ReadNotificationSchema,
  UnseenCountSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const notificationsEndpoints = defineEndpoints({
  'GET /api/notifications': {
    querystring: NotificationListQuerySchema,
    response: { 200: NotificationPageSchema },
  },
  'GET /api/notifications/unseen-count': { response: { 200: UnseenCountSchema } },
  'PUT /api/notifications/read': { body: ReadNotificationSchema, response: { 200: NotificationReplySchema } },
  'DELETE /api/notifications': { body: NotificationIdSchema, response: { 200: MessageSchema } },
});
