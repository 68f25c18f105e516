// The socket.io event maps and per-socket data, so every emit and handler is typed (spec 4, 7 "Realtime").
import type { ErrorBody, PingCheckAck } from '@podium/core/api';
import type { Server, Socket } from 'socket.io';
import type { NotificationMessage } from '../jobs/delivery.ts';

/** What a client may send: anything, validated on arrival (an acknowledgement, when asked for, is the last). */
export interface ClientEvents {
  registerUser: (...args: unknown[]) => void;
  'ping-check': (...args: unknown[]) => void;
}

export interface ServerEvents {
  'new-notification': (notification: NotificationMessage) => void;
  'video-ready': (notification: NotificationMessage) => void;
  /** ping-check's answer to a client that asked for no acknowledgement. */
  'ping-check': (answer: PingCheckAck) => void;
  /** Why the server is closing this connection: a limit it went past (limits.ts). */
  'rate-limited': (why: ErrorBody) => void;
}

/** Set by the handshake: the account and session the connection's token names. */
export interface SocketData {
  userId: string;
  sessionId: string;
  /** When the session expires (ms since 1970): its token's exp, which its row shares (modules/auth/tokens.ts). */
  expiresAt: number;
}

/** socket.io's map of server-to-server events: we send none. */
export type NoServerSideEvents = Record<string, never>;

export type RealtimeServer = Server<ClientEvents, ServerEvents, NoServerSideEvents, SocketData>;
export type RealtimeSocket = Socket<ClientEvents, ServerEvents, NoServerSideEvents, SocketData>;

/** The acknowledgement a client asked for: socket.io passes it as the last argument. */
export function ackOf<Answer>(args: unknown[]): ((answer: Answer) => void) | undefined {
  const last = args.at(-1);
  return isAck<Answer>(last) ? last : undefined;
}

function isAck<Answer>(value: unknown): value is (answer: Answer) => void {
  return typeof value === 'function';
}
