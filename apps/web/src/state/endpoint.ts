// Every call names its endpoint by core's key (`PUT /api/watchlist/:athleteProfileId`, packages/core/src/endpoints):
// a method or path that is no endpoint, a missing or an extra path parameter, fails `tsc -p apps/web`. Only the
// keys' types come from core's table, so no schema (and no zod) reaches a screen that does not parse replies.
import type { ApiEndpointKey, Method, ParamNames, PathOf } from '@podium/core/endpoints';
import { fillPath, splitKey } from '@podium/core/endpoints/key';

/** The API's own prefix, which the base address (`/api`, or a host's `/api` on native) already carries. */
const API_PREFIX = '/api';

/** The path's parameters, one string each; no argument at all when the path has none. */
export type CallParams<Key extends string> = [ParamNames<PathOf<Key>>] extends [never]
  ? []
  : [params: { [Name in ParamNames<PathOf<Key>>]: string }];

/** RTK Query's address (under the base address) and method for one endpoint, its parameters filled in and encoded. */
export function call<Key extends ApiEndpointKey>(
  key: Key,
  ...params: CallParams<Key>
): { url: string; method: Method } {
  const { method, path } = splitKey(key);
  return { url: fillPath(path, params[0] ?? {}).slice(API_PREFIX.length), method };
}
