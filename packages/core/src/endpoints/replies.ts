// What an endpoint answers and takes, in types read from the table by its key: `ReplyOf<'GET /api/watchlist'>` is
// what the server serialises through the entry's success schema, so the web's calls name no reply type by hand and
// cannot drift from the server's answer (issue 23). Types only: importing them loads no schema.
import type { z } from 'zod';
import type { EndpointKey, Endpoints } from './index.ts';

/** The success answer's schema: the 200's, else the 201's (a create). */
type SuccessSchema<Response> = Response extends { 200: infer Schema extends z.ZodType }
  ? Schema
  : Response extends { 201: infer Schema extends z.ZodType }
    ? Schema
    : never;

/** What the endpoint answers on success, as the server serialises it (the schema's output). */
export type ReplyOf<Key extends EndpointKey> = z.output<SuccessSchema<Endpoints[Key]['response']>>;

/** The JSON body the endpoint accepts (the schema's input: optional and defaulted fields may be left out). */
export type BodyOf<Key extends EndpointKey> = Endpoints[Key] extends { body: infer Schema extends z.ZodType }
  ? z.input<Schema>
  : never;

/** The query string the endpoint accepts (the schema's input). */
export type QueryOf<Key extends EndpointKey> = Endpoints[Key] extends {
  querystring: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : never;
