// The members' sockets of the group notice benchmark (bench/groups-notice.ts): each signs in as the web app does
// (WebSocket, token in auth, registerUser for its profile) on the API process its index names, and notes each Group
// Notice it receives, with its group and when it arrived.
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { BenchMember } from './groups-notice-seed.ts';
import { inParallel } from './notifications-sockets.ts';

export interface Told {
  groupId: string;
  /** performance.now() when the socket had it. */
  at: number;
}

function groupOfNotice(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  if (!('type' in payload) || payload.type !== 'Group Notice' || !('data' in payload)) return undefined;
  const { data } = payload;
  if (typeof data !== 'object' || data === null || !('groupId' in data)) return undefined;
  return typeof data.groupId === 'string' ? data.groupId : undefined;
}

async function connectOne(url: string, member: BenchMember, told: Told[]): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
    auth: { token: member.token },
  });
  socket.on('new-notification', (payload: unknown) => {
    const at = performance.now();
    const groupId = groupOfNotice(payload);
    if (groupId) told.push({ groupId, at });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  const ack: unknown = await socket
    .timeout(20_000)
    .emitWithAck('registerUser', { userId: member.userId, profileId: member.profileId });
  if (typeof ack !== 'object' || ack === null || 'errors' in ack) {
    throw new Error(`registerUser refused: ${JSON.stringify(ack)}`);
  }
  return socket;
}

/** Every member on a socket, alternating between the API processes; `told` fills as notices arrive. */
export async function connectMembers(urls: readonly string[], members: readonly BenchMember[]) {
  const told: Told[] = [];
  // Few at once: every member is one account, and a registration flood is what the server's limits refuse.
  const sockets = await inParallel(members, 20, (member, index) =>
    connectOne(urls[index % urls.length] ?? '', member, told),
  );
  return {
    sockets,
    told,
    close: () => {
      for (const socket of sockets) socket.disconnect();
    },
  };
}
