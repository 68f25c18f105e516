// Requests Node's HTTP parser refuses before Fastify sees them (headers or address too large, malformed HTTP, too
// slow to arrive) still get the product's error body rather than Fastify's default one (issue 7, defect 12).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './errors.ts';

const REFUSALS: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, msg: 'The request headers (or its address) are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: 'The request took too long to arrive' },
};
const MALFORMED = { status: 400, msg: 'The request is not valid HTTP' };

/**
 * Writes an answer in the error shape straight to the connection (when one is given and it can still be written),
 * then closes it: for requests Fastify is not answering (http/slow-requests.ts too).
 */
export function answerAndClose(
  socket: Socket,
  answer: { status: number; msg: string } | null,
  cause?: Error,
) {
  if (answer && socket.writable) {
    const body = JSON.stringify(errorBody([answer.msg]));
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(cause);
}

/** Fastify's clientErrorHandler: answers in the error shape, then closes the connection as Node would. */
export function handleClientError(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  answerAndClose(socket, (error.code && REFUSALS[error.code]) || MALFORMED, error);
}
