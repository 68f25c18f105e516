// The authenticate hook every private route uses: x-auth-token -> the signed-in account and its session, or 401.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbEvents } from '../../db/events.ts';
import { unauthorized } from '../../http/errors.ts';
import type { AccountCache } from './account-cache.ts';
import type { AuthDeps } from './service.ts';
import { authenticateToken, type SessionAccount } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, with session_id: the session its token names (sessions.isSessionLive). */
    account: SessionAccount | null;
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

/** Requests that only read: their account may be the one this process keeps (account-cache.ts). */
export const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createAuthenticate(deps: Pick<AuthDeps, 'db' | 'tokens' | 'accounts'>) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = readToken(request);
    if (!token) throw unauthorized();
    request.account = await authenticateToken(deps, token, { fresh: !READS.has(request.method) });
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
