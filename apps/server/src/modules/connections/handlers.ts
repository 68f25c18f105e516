// What Athlete Connect tells people (STYLE 5): a request becomes the addressee's 'Athlete Connect Request'
// notification (the pending request's link, so deleting it drops the request), an acceptance tells the requester.
import { ATHLETE_CONNECT_REQUEST } from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import { notify } from '../notifications/service.ts';
import { linkNotification } from './store.ts';

export const CONNECT_ACCEPTED = 'Athlete Connect Accepted';

export function registerConnectionHandlers(events: EventBus) {
  events.on('connection.requested', async (tx, { requester, addressee }) => {
    const id = await notify(tx, {
      type: ATHLETE_CONNECT_REQUEST,
      body: 'wants to connect with you',
      data: { _id: requester.profileId, senderType: 'athlete', userType: 'athlete' },
      sender: requester,
      receiver: addressee,
    });
    await linkNotification(tx, requester.profileId, addressee.profileId, id);
  });
  events.on('connection.accepted', async (tx, { requester, addressee }) => {
    await notify(tx, {
      type: CONNECT_ACCEPTED,
      body: 'accepted your connect request',
      data: { _id: addressee.profileId, senderType: 'athlete', userType: 'athlete' },
      sender: addressee,
      receiver: requester,
    });
  });
}
