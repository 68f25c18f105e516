// Requests too slow to be honest are closed, so nobody can hold connections open for free (issue 22, item 5). Headers
// must all arrive within HEADERS_TIMEOUT_MS: Node's own check, made every second rather than every 30. A body must keep
// coming: each BODY_STALL_TIMEOUT_MS of it must bring BODY_MIN_BYTES_PER_SECOND times that many seconds of bytes, or it
// is answered 408 and closed. So a body that stalls or trickles goes within two such periods, while an upload that
// keeps coming (a 200 MB video from a phone) is never cut, however long it takes: Node's requestTimeout, a cap on the
// whole request, would cut it, and is left off.
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { answerAndClose } from './client-errors.ts';

export interface SlowRequestLimits {
  headersTimeoutMs: number;
  bodyStallTimeoutMs: number;
  bodyMinBytesPerSecond: number;
}

export const BODY_TOO_SLOW = 'The request body stopped arriving, or arrived too slowly';

/** How often the limits are checked: every second, or ten times a window when a test shortens them. */
const checkEvery = (windowMs: number) => Math.max(10, Math.min(1000, Math.floor(windowMs / 10)));

/** Node's own options for the HTTP server (Fastify's `http`): the header limit, checked often enough to matter. */
export function headerLimits(limits: SlowRequestLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    connectionsCheckingInterval: checkEvery(limits.headersTimeoutMs),
  };
}

interface Watched {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  windowStart: number;
  bytesAtStart: number;
}

/** A request carries a body when it says so (RFC 9112 6.3): a length above zero, or chunks. */
function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
}

/**
 * Watches every request body on the server until it has all arrived. Bytes are counted on the socket, so watching
 * changes nothing for the code that reads the body; a window in which the server itself stopped reading (its buffer
 * full: a slow disk, a handler not reading yet) does not count against the client.
 */
export function closeSlowBodies(server: Server, limits: SlowRequestLimits, log: FastifyBaseLogger) {
  const windowMs = limits.bodyStallTimeoutMs;
  const leastBytes = Math.max(1, Math.ceil((limits.bodyMinBytesPerSecond * windowMs) / 1000));
  const watched = new Set<Watched>();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    const { socket } = request;
    watched.add({ request, response, socket, windowStart: Date.now(), bytesAtStart: socket.bytesRead });
  });

  const check = () => {
    const now = Date.now();
    for (const entry of watched) {
      const { request, response, socket } = entry;
      if (request.complete || socket.destroyed) {
        watched.delete(entry);
      } else if (request.readableLength >= request.readableHighWaterMark) {
        entry.windowStart = now;
        entry.bytesAtStart = socket.bytesRead;
      } else if (now - entry.windowStart >= windowMs) {
        if (socket.bytesRead - entry.bytesAtStart < leastBytes) {
          watched.delete(entry);
          log.info({ url: request.url, method: request.method }, 'request body too slow: closed');
          answerAndClose(socket, response.headersSent ? null : { status: 408, msg: BODY_TOO_SLOW });
        } else {
          entry.windowStart = now;
          entry.bytesAtStart = socket.bytesRead;
        }
      }
    }
  };
  const timer = setInterval(check, checkEvery(windowMs));
  timer.unref();
  server.on('close', () => clearInterval(timer));
}
