// Admits a connection only with a live session: the token (handshake auth.token, or the x-auth-token header the
// native shell sends) is checked by the very code app.authenticate uses (RealtimeAccounts, app.ts), and only within
// the account's limits (limits.ts): connections opened and connections held.
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt } from 'jose';
import type { ExtendedError } from 'socket.io';
import { errorBody, HttpError, unauthorized } from '../http/errors.ts';
import type { RealtimeAccounts } from './accounts-port.ts';
import type { RealtimeSocket } from './events.ts';
import { type RealtimeGuards, tooManyHeld, tooManyOpened } from './limits.ts';

export const CHECK_FAILED = 'Could not check your session. Please try again';

/** The token a connection carries: auth.token first (browsers cannot set headers on a WebSocket). */
export function tokenOf(handshake: RealtimeSocket['handshake']): string | undefined {
  const fromAuth: unknown = handshake.auth.token;
  if (typeof fromAuth === 'string' && fromAuth.length > 0) return fromAuth;
  const header = handshake.headers['x-auth-token'];
  if (typeof header === 'string' && header.length > 0) return header;
  const bearer = handshake.headers.authorization;
  if (bearer?.startsWith('Bearer ')) return bearer.slice('Bearer '.length);
  return undefined;
}

/** A refusal the client reads as connect_error: its message, and data in the HTTP error shape. */
function refusal(msg: string): ExtendedError {
  return Object.assign(new Error(msg), { data: errorBody([msg]) });
}

export function authenticateSocket(
  accounts: RealtimeAccounts,
  guards: RealtimeGuards,
  log: FastifyBaseLogger,
) {
  return async (socket: RealtimeSocket, next: (error?: ExtendedError) => void) => {
    const token = tokenOf(socket.handshake);
    if (!token) return next(refusal(unauthorized().message));
    try {
      const { userId, sessionId } = await accounts.sessionOf(token);
      // Counted once the session is known live: an old token of the account, logged out, cannot spend its count.
      const opened = await guards.opened.take(userId);
      if (!opened.allowed) return next(refusal(tooManyOpened(opened.retryAfterSeconds)));
      // Taken with no wait between the count and the place: parallel handshakes cannot both take the last one.
      if (!guards.here.hold(userId, socket.id)) return next(refusal(tooManyHeld(guards.socketsHeld)));
      holdUntilClosed(guards, userId, socket);
      // Verified just now: its exp is read, not trusted blindly.
      const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
      socket.data = { userId, sessionId, expiresAt };
      return next();
    } catch (error) {
      if (error instanceof HttpError) return next(refusal(error.message));
      log.error({ err: error }, 'socket handshake: the session check failed');
      return next(refusal(CHECK_FAILED));
    }
  };
}

/**
 * Gives the place back when the socket disconnects, or when its transport closes before the connection completes (a
 * client gone during the handshake never connects, so never disconnects).
 */
function holdUntilClosed(guards: RealtimeGuards, userId: string, socket: RealtimeSocket) {
  const release = () => guards.here.release(userId, socket.id);
  socket.once('disconnect', release);
  socket.conn.once('close', release);
}
