// The refusals a route declares in its response schema (and so in OpenAPI): each only the 4xx it can answer.
import { ErrorBodySchema } from '@podium/core/api';

/**
 * 400 invalid input, 401 not signed in, 403 not allowed, 404 no such thing, 409 conflict, 413 body too large,
 * 415 content type not JSON, 416 range outside a file, 429 too many attempts, 502 an outside service failed,
 * 503 busy with others' work just now (with Retry-After).
 */
export type RefusalCode = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 429 | 502 | 503;

export type Refusals<Code extends RefusalCode> = { [K in Code]: typeof ErrorBodySchema };

function hasEvery<Code extends RefusalCode>(
  table: Partial<Record<RefusalCode, typeof ErrorBodySchema>>,
  codes: readonly Code[],
): table is Refusals<Code> {
  return codes.every((code) => table[code] === ErrorBodySchema);
}

/**
 * `response: { 200: ReplySchema, ...refusals(400, 401, 413, 415) }`: every refusal has the one error body.
 * A route with a JSON body can always answer 413 (too large) and 415 (not JSON) besides its own refusals.
 */
export function refusals<Code extends RefusalCode>(...codes: Code[]): Refusals<Code> {
  const table: Partial<Record<RefusalCode, typeof ErrorBodySchema>> = {};
  for (const code of codes) table[code] = ErrorBodySchema;
  if (!hasEvery(table, codes)) throw new Error('unreachable: every code was just set');
  return table;
}
