// A route's method, path and schemas from core's endpoint table (`@podium/core/endpoints`), so the server answers
// exactly the endpoints the web calls: `app.route({ ...endpoint('GET /api/watchlist', doc), handler })`. A key not
// in the table fails the typecheck; src/test/endpoints.test.ts holds the table and the routes equal.
import { ENDPOINTS, type EndpointKey, type Endpoints, splitKey } from '@podium/core/endpoints';
import { type RefusalCode, type Refusals, refusals } from './refusals.ts';

/** What the route adds to the table's schemas: its OpenAPI words and the refusals it can give. */
export interface EndpointDoc<Code extends RefusalCode> {
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  consumes?: string[];
  /** Exactly the refusals this route can answer (`http/refusals.ts`). */
  refuses: Code[];
}

export function endpoint<Key extends EndpointKey, Code extends RefusalCode>(
  key: Key,
  { refuses, ...doc }: EndpointDoc<Code>,
) {
  const { method, path } = splitKey(key);
  const { response, ...request }: Endpoints[Key] = ENDPOINTS[key];
  const replies: Endpoints[Key]['response'] & Refusals<Code> = { ...response, ...refusals(...refuses) };
  return { method, url: path, schema: { ...doc, ...request, response: replies } };
}
