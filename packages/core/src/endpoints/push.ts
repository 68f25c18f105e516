// The endpoints of push: a device hands over its push token (spec 7), and the web client reads the VAPID
// public key it subscribes with (ours: the spec leaves the browser's subscription to "a third-party push
// service").
import { UpdateUserTokenReplySchema, UpdateUserTokenSchema, VapidPublicKeySchema } from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const pushEndpoints = defineEndpoints({
  'PUT /api/notifications/update-user-token': {
    body: UpdateUserTokenSchema,
    response: { 200: UpdateUserTokenReplySchema },
  },
  'GET /api/notifications/vapid-public-key': { response: { 200: VapidPublicKeySchema } },
});
