// The socket channel of notification delivery (jobs/delivery.ts): emits the stored notification
// to the receiving profile's room, on every process through the adapter. A finished video is raised as its own
// video-ready event (issue 9; spec 4 "Realtime socket").
import type { Deliverer } from '../jobs/delivery.ts';
import type { RealtimeServer } from './events.ts';
import { profileRoom } from './rooms.ts';

export const VIDEO_READY = 'video-ready';

/**
 * Done once emitted: a socket is a live view, not a mailbox (a user not connected reads the notification from the
 * list, and push reaches them). So nothing is retried and nothing is sent twice.
 */
export function createSocketDeliverer(io: RealtimeServer): Deliverer {
  return {
    async deliver({ userIds, notification }) {
      // socket.io's to([]) names no room, which means every socket: a message for nobody goes nowhere.
      if (userIds.length === 0) return { kind: 'done' };
      const room = io.to(userIds.map((userId) => profileRoom(userId, notification.receiver)));
      if (notification.type === VIDEO_READY) room.emit('video-ready', notification);
      else room.emit('new-notification', notification);
      return { kind: 'done' };
    },
  };
}
