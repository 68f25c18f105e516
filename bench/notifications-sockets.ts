// The client side of the notification benchmark (bench/notifications.ts): thousands of socket.io clients in this
// process, each as the web app connects (WebSocket, token in auth, registerUser for its profile) or, for the
// baseline, a bare socket naming its room; an open-loop sender at a steady rate; and what each socket received.
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

/** A seeded athlete: the account, its profile and a live session's token. */
export interface Member {
  userId: string;
  profileId: string;
  token: string;
}

/** One notification a socket received: when it was made (its updatedAt) and when it arrived, in ms since 1970. */
export interface Receipt {
  id: string;
  madeAt: number;
  receivedAt: number;
  /** The server process (index into the URLs) the receiving socket is connected to. */
  node: number;
}

export type SocketKind = 'ours' | 'baseline';

/** Wall-clock time with sub-millisecond precision, on the same clock PostgreSQL's now() reads. */
export const wallClock = () => performance.timeOrigin + performance.now();

function readReceipt(payload: unknown, node: number): Receipt | undefined {
  const receivedAt = wallClock();
  if (typeof payload !== 'object' || payload === null) return undefined;
  if (!('_id' in payload) || !('updatedAt' in payload)) return undefined;
  const { _id, updatedAt } = payload;
  if (typeof _id !== 'string' || typeof updatedAt !== 'string') return undefined;
  return { id: _id, madeAt: Date.parse(updatedAt), receivedAt, node };
}

async function connectOne(
  url: string,
  member: Member,
  kind: SocketKind,
  onPayload: (payload: unknown) => void,
): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
    auth: kind === 'ours' ? { token: member.token } : { room: member.userId },
  });
  socket.on('new-notification', onPayload);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  if (kind === 'ours') {
    const ack: unknown = await socket
      .timeout(20_000)
      .emitWithAck('registerUser', { userId: member.userId, profileId: member.profileId });
    if (typeof ack !== 'object' || ack === null || 'errors' in ack) {
      throw new Error(`registerUser refused: ${JSON.stringify(ack)}`);
    }
  }
  return socket;
}

/** Runs `work` over items with at most `width` at once. */
export async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index];
      if (item !== undefined) results[index] = await work(item, index);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

export interface Fleet {
  sockets: Socket[];
  receipts: Receipt[];
  /** The first notification received, as sent: the baseline emits payloads of this shape. */
  sample(): Record<string, unknown> | undefined;
  close(): void;
}

/** Connects every member to the server `nodeOf` names; each received notification is recorded. */
export async function connectFleet(
  urls: readonly string[],
  members: readonly Member[],
  kind: SocketKind,
  nodeOf: (index: number) => number,
): Promise<Fleet> {
  const receipts: Receipt[] = [];
  let first: Record<string, unknown> | undefined;
  const sockets = await inParallel(members, 50, (member, index) => {
    const node = nodeOf(index);
    return connectOne(urls[node] ?? '', member, kind, (payload) => {
      const receipt = readReceipt(payload, node);
      if (!receipt) return;
      receipts.push(receipt);
      if (!first && typeof payload === 'object' && payload !== null) first = { ...payload };
    });
  });
  return {
    sockets,
    receipts,
    sample: () => first,
    close: () => {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

export interface SendResult {
  sent: number;
  failed: number;
  /** The first few refusals, to read why. */
  refusals: string[];
  /** How long each answered request took, in ms. */
  answers: number[];
}

/**
 * Open loop: request `first + n` is sent at n / rate seconds, whether or not earlier ones were answered (a closed
 * loop would slow down with the server and hide its latency), for `seconds`.
 */
export async function sendAtRate(
  rate: number,
  seconds: number,
  first: number,
  send: (index: number) => Promise<Response>,
): Promise<SendResult> {
  const result: SendResult = { sent: 0, failed: 0, refusals: [], answers: [] };
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round(rate * seconds);
  while (result.sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; result.sent < due; result.sent += 1) {
      const began = performance.now();
      pending.push(
        send(first + result.sent).then(
          async (response) => {
            if (response.ok) result.answers.push(performance.now() - began);
            else {
              result.failed += 1;
              if (result.refusals.length < 3)
                result.refusals.push(`${response.status} ${await response.text()}`);
            }
          },
          (error: unknown) => {
            result.failed += 1;
            if (result.refusals.length < 3) result.refusals.push(String(error));
          },
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  return result;
}
