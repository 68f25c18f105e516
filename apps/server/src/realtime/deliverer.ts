// The socket channel of notification delivery (jobs/delivery.ts): emits the stored notification
// to the receiving profile's room, on every process through the adapter. A finished video is raised as its own
// video-ready event (issue 9; spec 4 "Realtime socket").
import type { Deliverer } from '../jobs/delivery.ts';
import type { RealtimeServer } from './events.ts';
import { profileRoom } from './rooms.ts';

export const VIDEO_READY = 'video-ready';

/**
 * How long after its start a process that has heard from no other still tells the others of each emit. Processes
 * on one PostgreSQL hear of each other by the adapter's heartbeats (every 5 s, socket.io-adapter's default), so one
 * started beside this may not have been heard yet; after two beats and a margin, none unheard holds a socket.
 */
export const ALONE_AFTER_MS = 12_000;

/**
 * Done once emitted: a socket is a live view, not a mailbox (a user not connected reads the notification from the
 * list, and push reaches them). So nothing is retried and nothing is sent twice.
 *
 * A process alone on its database (no other has beaten since its start) emits to its own sockets only: the
 * adapter would otherwise send a NOTIFY for every emit, a round trip to PostgreSQL and one message back to this
 * process's own LISTEN, for no other process to read (issue 22, item 26).
 */
export function createSocketDeliverer(
  io: RealtimeServer,
  options: { aloneAfterMs?: number } = {},
): Deliverer {
  const aloneFrom = Date.now() + (options.aloneAfterMs ?? ALONE_AFTER_MS);
  const isAlone = async () => Date.now() >= aloneFrom && (await io.of('/').adapter.serverCount()) === 1;
  return {
    async deliver({ userIds, notification }) {
      // socket.io's to([]) names no room, which means every socket: a message for nobody goes nowhere.
      if (userIds.length === 0) return { kind: 'done' };
      const rooms = userIds.map((userId) => profileRoom(userId, notification.receiver));
      const room = (await isAlone()) ? io.local.to(rooms) : io.to(rooms);
      if (notification.type === VIDEO_READY) room.emit('video-ready', notification);
      else room.emit('new-notification', notification);
      return { kind: 'done' };
    },
  };
}
