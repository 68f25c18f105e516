// socket.io on the API's own port (issue 9; spec 4 "Realtime socket", 7 "Realtime"), attached to Fastify's HTTP
// server. One process keeps rooms in memory; with PostgreSQL (DATABASE_URL) the adapter carries emits and
// disconnects to every process on it (postgres-adapter.ts).
import type { Server as HttpServer } from 'node:http';
import { SOCKET_LIMITS } from '@podium/core';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { Deliverer } from '../jobs/delivery.ts';
import type { RealtimeAccounts } from './accounts-port.ts';
import { handleConnection } from './connection.ts';
import { createSocketDeliverer } from './deliverer.ts';
import type { ClientEvents, NoServerSideEvents, RealtimeServer, ServerEvents, SocketData } from './events.ts';
import { authenticateSocket } from './handshake.ts';
import type { RealtimeGuards } from './limits.ts';
import { openPostgresAdapter } from './postgres-adapter.ts';
import { accountRoom, sessionRoom } from './rooms.ts';

export interface RealtimeOptions {
  server: HttpServer;
  /** Sessions and profiles, as the HTTP API checks them (app.ts wires modules/auth and modules/notifications). */
  accounts: RealtimeAccounts;
  /** Origins allowed to connect from another origin (CORS_ORIGINS: the native shells). */
  origins: string[];
  log: FastifyBaseLogger;
  /** Set: sockets are shared with every process on this PostgreSQL (REALTIME_ADAPTER, config.ts). */
  postgresUrl?: string | undefined;
  /** What each socket and account may do (limits.ts). */
  guards: RealtimeGuards;
  /** How long a connection may take from its transport opening to being admitted (limits.ts). */
  handshakeMs: number;
}

export interface Realtime {
  io: RealtimeServer;
  adapterKind: 'memory' | 'postgres';
  /** The socket channel of notification delivery (deliverers.socket). */
  deliverer: Deliverer;
  /**
   * Disconnects the sockets of ended sessions on every process (after the change committed): the given sessions,
   * or 'all' of an account that is gone.
   */
  endSessions(userId: string, sessionIds: readonly string[] | 'all'): void;
  /** Stops taking connections and closes the open ones: before the HTTP server closes, which waits for them. */
  stopConnections(): void;
  /** Leaves the other processes and closes the adapter's connections: after everything else has stopped. */
  close(): Promise<void>;
}

export async function startRealtime(options: RealtimeOptions): Promise<Realtime> {
  const { log } = options;
  const shared = options.postgresUrl ? await openPostgresAdapter(options.postgresUrl, log) : undefined;
  const io: RealtimeServer = new Server<ClientEvents, ServerEvents, NoServerSideEvents, SocketData>(
    options.server,
    {
      // The web app bundles its client; nothing is served from /socket.io/ but the protocol.
      serveClient: false,
      cors: { origin: options.origins },
      // A client sends only registerUser and ping-check, a few hundred bytes: anything much larger closes the
      // connection before it is parsed.
      maxHttpBufferSize: SOCKET_LIMITS.maxMessageBytes,
      // A transport that never asks to join (or whose handshake stalls) is closed then, not after socket.io's 45 s.
      connectTimeout: options.handshakeMs,
      ...(shared ? { adapter: shared.adapter } : {}),
    },
  );
  io.use(authenticateSocket(options.accounts, options.guards, log));
  io.on('connection', (socket) =>
    handleConnection({ accounts: options.accounts, log, guards: options.guards }, socket),
  );
  return {
    io,
    adapterKind: shared ? 'postgres' : 'memory',
    deliverer: createSocketDeliverer(io),
    endSessions(userId, sessionIds) {
      const rooms = sessionIds === 'all' ? [accountRoom(userId)] : sessionIds.map(sessionRoom);
      if (rooms.length > 0) io.in(rooms).disconnectSockets(true);
    },
    stopConnections() {
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    async close() {
      await io.of('/').adapter.close();
      await shared?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io on this server (src/realtime): tests reach its server and deliverer here. */
    realtime: Realtime;
  }
}
