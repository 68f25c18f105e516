// The authenticate hook every private route uses: x-auth-token -> the signed-in account and its session, or 401.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbEvents } from '../../db/events.ts';
import type { WriteRecord } from '../../db/writes.ts';
import { unauthorized } from '../../http/errors.ts';
import type { AccountCache } from './account-cache.ts';
import type { AuthDeps } from './service.ts';
import { authenticateToken, type SessionAccount } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, with session_id: the session its token names (sessions.isSessionLive). */
    account: SessionAccount | null;
    /** Whether this request wrote (db/writes.ts): it then settles before answering (app.ts). */
    writes: WriteRecord | null;
  }
  interface FastifyContextConfig {
    /**
     * A route that only reads though its method is not GET (athData is a POST): its account may be the one this
     * process keeps, as a GET's may.
     */
    readsOnly?: boolean;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The signed-in accounts this process keeps (account-cache.ts). */
    accounts: AccountCache<SessionAccount>;
    /** What the database tells this process of its commits (db/events.ts): tests settle it after writing directly. */
    dbEvents: DbEvents;
  }
}

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-token'];
  if (typeof header === 'string' && header.length > 0) return header;
  const bearer = request.headers.authorization;
  if (bearer?.startsWith('Bearer ')) return bearer.slice('Bearer '.length);
  return undefined;
}

/** Methods that only read. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may write: then its account is read afresh, so a change made through another process (a logout,
 * a deletion) refuses it at once. A request that only reads (a GET, or a route declaring `readsOnly`) may be served the
 * account this process keeps (account-cache.ts), a few milliseconds behind at most.
 */
export function mayWrite(request: FastifyRequest): boolean {
  return !READS.has(request.method) && request.routeOptions.config.readsOnly !== true;
}

export function createAuthenticate(deps: Pick<AuthDeps, 'db' | 'tokens' | 'accounts'>) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = readToken(request);
    if (!token) throw unauthorized();
    request.account = await authenticateToken(deps, token, { fresh: mayWrite(request) });
  };
}

/** The signed-in account of a request that passed app.authenticate. */
export function currentAccount(request: FastifyRequest): SessionAccount {
  if (!request.account) throw unauthorized();
  return request.account;
}

/** The session of a request that passed app.authenticate: what work bound to a session records. */
export function currentSessionId(request: FastifyRequest): string {
  return currentAccount(request).session_id;
}
