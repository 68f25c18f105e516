// What one socket and one account may do on the realtime socket (issue 22; design choices: socket limits). Cheapest
// first: every event is judged by its socket's own bucket in memory, and registerUser (the one event that costs
// queries) by its account's bucket on this process too (accounts.ts), so a flood spread over many sockets reaches the
// database a few times at most, one registration at a time; what must hold across server processes (connections
// opened, registerUser) is then counted per account by the shared limiter, which refuses a spent account from memory;
// how many connections an account holds at once is counted by each process. Past a limit the socket is told why, then
// closed, and the rest of what it sends is never read.
import { SOCKET_LIMITS } from '@podium/core';
import type { ErrorBody } from '@podium/core/api';
import type { Db } from '../db/connection.ts';
import { errorBody } from '../http/errors.ts';
import { createLimiter, formatWait, type Limit, type Limiter } from '../http/limiter.ts';
import { type AccountsHere, createAccountsHere } from './accounts.ts';
import { type BucketSize, createTokenBucket } from './bucket.ts';
import { ackOf, type RealtimeSocket } from './events.ts';

export interface RealtimeLimitSettings {
  /** Every event one socket sends (in memory, per socket). */
  socketEvents: BucketSize;
  /** registerUser of one account over all its sockets on this process (in memory, per account). */
  socketRegistrationsHere: BucketSize;
  /** registerUser of one account over all its sockets and processes. */
  socketRegistrationsPerAccount: Limit;
  /** Connections one account opens over all processes. */
  socketsOpenedPerAccount: Limit;
  /** Connections one account holds open at once on this process. */
  socketsHeldPerAccount: number;
  /** From the transport opening to the connection admitted (socket.io connectTimeout), in ms. */
  socketHandshakeMs: number;
}

const socketWindow = (points: number): Limit => ({ points, durationSeconds: SOCKET_LIMITS.windowSeconds });

export const DEFAULT_REALTIME_LIMITS: RealtimeLimitSettings = {
  socketEvents: { burst: SOCKET_LIMITS.eventBurst, perSecond: SOCKET_LIMITS.eventsPerSecond },
  socketRegistrationsHere: {
    burst: SOCKET_LIMITS.registrationBurst,
    perSecond: SOCKET_LIMITS.registrationsPerSecond,
  },
  socketRegistrationsPerAccount: socketWindow(SOCKET_LIMITS.registrationsPerAccount),
  socketsOpenedPerAccount: socketWindow(SOCKET_LIMITS.socketsOpenedPerAccount),
  socketsHeldPerAccount: SOCKET_LIMITS.socketsHeldPerAccount,
  socketHandshakeMs: SOCKET_LIMITS.handshakeMs,
};

export const EVENTS_FLOODED =
  'Too many messages on this connection, so it was closed. Connect again in a few seconds';

export const tooManyRegistrations = (seconds: number) =>
  `Too many notification registrations from your account, so this connection was closed. Try again in ${formatWait(seconds)}`;

export const tooManyOpened = (seconds: number) =>
  `Too many connections from your account. Try again in ${formatWait(seconds)}`;

export const tooManyHeld = (most: number) =>
  `Your account has ${most} connections open, the most it may. Close one (a tab or device) and try again`;

/** The limits at work: the handshake and each connection ask these. */
export interface RealtimeGuards {
  events: BucketSize;
  socketsHeld: number;
  opened: Limiter;
  registrations: Limiter;
  here: AccountsHere;
}

export function createRealtimeGuards(db: Db, settings: RealtimeLimitSettings): RealtimeGuards {
  // Never refunded, so a spent account is refused from memory (http/limiter.ts): a flood costs no queries. PGlite is
  // one process's, so there the count is in memory: each registerUser's durable commit, an fsync on the server's own
  // thread, would hold up every request.
  const shared = (name: string, limit: Limit) =>
    createLimiter(db, name, limit, { blockInMemory: true, memoryOnPglite: true });
  return {
    events: settings.socketEvents,
    socketsHeld: settings.socketsHeldPerAccount,
    opened: shared('socketsOpenedPerAccount', settings.socketsOpenedPerAccount),
    registrations: shared('socketRegistrationsPerAccount', settings.socketRegistrationsPerAccount),
    here: createAccountsHere(settings.socketsHeldPerAccount, settings.socketRegistrationsHere),
  };
}

const UNLIMITED: Limiter = {
  take: async () => ({ allowed: true }),
  refund: async () => {},
  reset: async () => {},
};

/** Every socket and registration admitted at once, as the socket was before issue 22. */
const UNLIMITED_HERE: AccountsHere = {
  hold: () => true,
  release: () => {},
  takeRegistration: () => ({ allowed: true }),
  inTurn: (_userId, work) => work(),
};

/**
 * No limit at all, as the socket was before issue 22: only for bench/sockets.ts's baseline (app.ts
 * `socketLimits: 'off'`), which shows what a flood costs without them.
 */
export function unlimitedGuards(): RealtimeGuards {
  return {
    events: { burst: Number.POSITIVE_INFINITY, perSecond: 0 },
    socketsHeld: Number.POSITIVE_INFINITY,
    opened: UNLIMITED,
    registrations: UNLIMITED,
    here: UNLIMITED_HERE,
  };
}

/**
 * Answers the event that went over (if it asked for an answer), says why in rate-limited, then closes, and reads
 * nothing more of what the client is still sending.
 */
export function closeOverLimit(socket: RealtimeSocket, msg: string, ack?: (answer: ErrorBody) => void) {
  const body = errorBody([msg]);
  ack?.(body);
  socket.emit('rate-limited', body);
  socket.disconnect(true);
  stopReading(socket);
}

/**
 * How long a connection closed past a limit is left to take the close's messages in before its TCP connection is
 * destroyed: the client reads them in milliseconds, and a paused WebSocket would otherwise wait out ws's 30 s for
 * the close frame it can no longer read, holding its descriptor and the server's shutdown.
 */
const CLOSED_GRACE_MS = 1000;

/**
 * Pauses the connection's WebSocket (ws), so the rest of a flood stays unread in the kernel's buffers rather than
 * being parsed and dropped frame by frame (at 20,000 events that reading was most of what a flood still cost), then
 * destroys it once the client has had time to read why. engine.io keeps the WebSocket on the request of a connection
 * that opened as one; one upgraded from long-polling has it on a later request only, and reads on to its close.
 */
function stopReading(socket: RealtimeSocket) {
  const { request } = socket.conn;
  const websocket = 'websocket' in request ? request.websocket : undefined;
  if (!isPausable(websocket)) return;
  websocket.pause();
  setTimeout(() => websocket.terminate(), CLOSED_GRACE_MS).unref();
}

function isPausable(value: unknown): value is { pause(): void; terminate(): void } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pause' in value &&
    typeof value.pause === 'function' &&
    'terminate' in value &&
    typeof value.terminate === 'function'
  );
}

/** Every event the socket sends takes a token of its bucket first; an empty bucket closes the socket. */
export function limitEvents(socket: RealtimeSocket, size: BucketSize) {
  const bucket = createTokenBucket(size);
  let isClosing = false;
  socket.use((packet, next) => {
    // Packets read before the socket closed still come through here: dropped, as socket.io drops them after us.
    if (isClosing || socket.disconnected) return;
    if (bucket.take()) return next();
    isClosing = true;
    const ack = ackOf<ErrorBody>(packet);
    // socket.io runs the handlers of events let through on the next tick: closing after them, they are answered.
    process.nextTick(() => closeOverLimit(socket, EVENTS_FLOODED, ack));
  });
}
