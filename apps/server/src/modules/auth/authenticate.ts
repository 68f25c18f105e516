// The authenticate hook every private route uses: x-auth-token -> the signed-in account, or 401.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.ts';
import { type AuthDeps, authenticateToken } from './service.ts';
import type { UserRow } from './store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    account: UserRow | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-token'];
  if (typeof header === 'string' && header.length > 0) return header;
  const bearer = request.headers.authorization;
  if (bearer?.startsWith('Bearer ')) return bearer.slice('Bearer '.length);
  return undefined;
}

export function createAuthenticate(deps: Pick<AuthDeps, 'db' | 'tokens'>) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = readToken(request);
    if (!token) throw unauthorized();
    request.account = await authenticateToken(deps, token);
  };
}

/** The signed-in account of a request that passed app.authenticate. */
export function currentAccount(request: FastifyRequest): UserRow {
  if (!request.account) throw unauthorized();
  return request.account;
}
