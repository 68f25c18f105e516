// The address of an endpoint of core's table under the API's base address, named by its key: what `call()` gives RTK
// Query, and what the plain fetches of the first load (session.ts, public-profile.ts, preload-public.ts) ask for.
// Plain: no RTK Query and no zod, only the keys' types, so the landing page and the public pages stay light.
import type { ApiEndpointKey, ParamNames, PathOf } from '@podium/core/endpoints';
import { fillPath } from '@podium/core/endpoints/key';

/** A path's parameters, one string each; no argument at all when the path has none. */
export type CallParams<Key extends string> = [ParamNames<PathOf<Key>>] extends [never]
  ? []
  : [params: { [Name in ParamNames<PathOf<Key>>]: string }];

/** The API's own prefix, which the base address (`/api`, or a host's `/api` on native) already carries. */
const API_PREFIX = '/api';

/**
 * `GET /api/public/athlete/:id` with `{ id: 'a b' }` is `/public/athlete/a%20b`: the key's path under the base
 * address, each parameter filled in and encoded. A key that is no endpoint, a missing or an extra parameter, fails the
 * typecheck.
 */
export function apiAddress<Key extends ApiEndpointKey>(key: Key, ...params: CallParams<Key>): string {
  return fillPath(key.slice(key.indexOf(' ') + 1), params[0] ?? {}).slice(API_PREFIX.length);
}
