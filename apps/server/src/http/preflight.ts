// An OPTIONS request is answered only as a CORS preflight (the native wrappers' cross-origin calls). One without
// Origin and Access-Control-Request-Method is refused here, in the error shape, before @fastify/cors would answer
// it with a text/plain "Invalid Preflight Request" (issue 22, item 9).
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from './errors.ts';

export const NOT_A_PREFLIGHT =
  'OPTIONS is answered only as a CORS preflight: send Origin and Access-Control-Request-Method';

/** An onRequest hook, added before the CORS plugin's own. */
export function refuseNonPreflight(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const isPreflight = Boolean(request.headers.origin && request.headers['access-control-request-method']);
  done(request.method === 'OPTIONS' && !isPreflight ? badRequest(NOT_A_PREFLIGHT) : undefined);
}
