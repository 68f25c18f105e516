// The shape of a feature's endpoint table: each key (`PUT /api/watchlist/:athleteProfileId`) with the zod schemas
// the server validates and serialises with. The key is the route's one source of method and path; the types tie
// each entry's schemas to it (a path parameter without a params schema, a GET with a body, fail the typecheck).
import type { z } from 'zod';
import type { EndpointKeyShape, MethodOf, ParamNames, PathOf } from './key.ts';

/** The answers that are no refusal; refusals are the server's to declare (`http/refusals.ts`). */
export type SuccessCode = 200 | 201 | 204 | 206 | 304;

type ParamsEntry<Key extends string> = [ParamNames<PathOf<Key>>] extends [never]
  ? { params?: never }
  : { params: z.ZodType<Record<ParamNames<PathOf<Key>>, unknown>> };

/** What one endpoint is checked against, in Fastify's words (`querystring`, `response` by status). */
export type EndpointSchemas<Key extends string> = ParamsEntry<Key> & {
  querystring?: z.ZodType;
  body?: MethodOf<Key> extends 'GET' ? never : z.ZodType;
  response: { [Code in SuccessCode]?: z.ZodType };
};

export type EndpointTable = Record<EndpointKeyShape, EndpointSchemas<EndpointKeyShape>>;

/** A feature's table as written, each entry checked against its own key. */
export function defineEndpoints<const Table extends Record<EndpointKeyShape, unknown>>(
  table: Table & {
    [Key in keyof Table & string]: Key extends EndpointKeyShape ? EndpointSchemas<Key> : never;
  },
): Table {
  return table;
}
