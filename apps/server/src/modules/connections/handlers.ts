// What Athlete Connect tells people (STYLE 5): a request becomes the addressee's 'Athlete Connect Request'
// notification (the pending request's link, so deleting it drops the request), an acceptance tells the requester.
import {
  CONNECTION_NOTIFICATIONS,
  ConnectAcceptedNotificationSchema,
  ConnectRequestNotificationSchema,
} from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import { registerNotificationKinds } from '../notifications/kinds.ts';
import { notify } from '../notifications/service.ts';
import { linkNotification } from './store.ts';

export function registerConnectionHandlers(events: EventBus) {
  registerNotificationKinds(CONNECTION_NOTIFICATIONS);
  events.on('connection.requested', async (tx, { requester, addressee }) => {
    const id = await notify(tx, {
      kind: ConnectRequestNotificationSchema,
      body: 'wants to connect with you',
      data: { _id: requester.profileId, senderType: 'athlete', userType: 'athlete' },
      sender: requester,
      receiver: addressee,
    });
    await linkNotification(tx, requester.profileId, addressee.profileId, id);
  });
  events.on('connection.accepted', async (tx, { requester, addressee }) => {
    await notify(tx, {
      kind: ConnectAcceptedNotificationSchema,
      body: 'accepted your connect request',
      data: { _id: addressee.profileId, senderType: 'athlete', userType: 'athlete' },
      sender: addressee,
      receiver: requester,
    });
  });
}
