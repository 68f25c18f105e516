// Every endpoint of the API, one table per feature (the server registers its routes from it). The web imports
// from here with `import type` only, so no schema (and no zod) reaches its bundle; paths it fills with key.ts.
import { associationsEndpoints } from './associations.ts';
import { athletesEndpoints } from './athletes.ts';
import { authEndpoints } from './auth.ts';
import { coachesEndpoints } from './coaches.ts';
import { collaboratorsEndpoints } from './collaborators.ts';
import { connectionsEndpoints } from './connections.ts';
import { consentEndpoints } from './consent.ts';
import { endorsementsEndpoints } from './endorsements.ts';
import { eventsEndpoints } from './events.ts';
import { followingEndpoints } from './following.ts';
import { groupFilesEndpoints } from './group-files.ts';
import { groupRequestsEndpoints } from './group-requests.ts';
import { groupsEndpoints } from './groups.ts';
import { healthEndpoints } from './health.ts';
import type { EndpointKeyShape, PathOf } from './key.ts';
import { mediaEndpoints } from './media.ts';
import { notificationsEndpoints } from './notifications.ts';
import { organisationsEndpoints } from './organisations.ts';
import { pitchesEndpoints } from './pitches.ts';
import { purchasesEndpoints } from './purchases.ts';
import { pushEndpoints } from './push.ts';
import { rankingsEndpoints } from './rankings.ts';
import { searchEndpoints } from './search.ts';
import { timelineEndpoints } from './timeline.ts';
import { watchlistEndpoints } from './watchlist.ts';

/** Each feature's table: no key may appear in two (src/endpoints/endpoints.test.ts). */
export const ENDPOINT_TABLES = [
  associationsEndpoints,
  athletesEndpoints,
  authEndpoints,
  coachesEndpoints,
  collaboratorsEndpoints,
  connectionsEndpoints,
  consentEndpoints,
  endorsementsEndpoints,
  eventsEndpoints,
  followingEndpoints,
  groupFilesEndpoints,
  groupsEndpoints,
  groupRequestsEndpoints,
  healthEndpoints,
  mediaEndpoints,
  notificationsEndpoints,
  organisationsEndpoints,
  pitchesEndpoints,
  purchasesEndpoints,
  pushEndpoints,
  rankingsEndpoints,
  searchEndpoints,
  timelineEndpoints,
  watchlistEndpoints,
];

export const ENDPOINTS = {
  ...associationsEndpoints,
  ...athletesEndpoints,
  ...authEndpoints,
  ...coachesEndpoints,
  ...collaboratorsEndpoints,
  ...connectionsEndpoints,
  ...consentEndpoints,
  ...endorsementsEndpoints,
  ...eventsEndpoints,
  ...followingEndpoints,
  ...groupFilesEndpoints,
  ...groupsEndpoints,
  ...groupRequestsEndpoints,
  ...healthEndpoints,
  ...mediaEndpoints,
  ...notificationsEndpoints,
  ...organisationsEndpoints,
  ...pitchesEndpoints,
  ...purchasesEndpoints,
  ...pushEndpoints,
  ...rankingsEndpoints,
  ...searchEndpoints,
  ...timelineEndpoints,
  ...watchlistEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints & EndpointKeyShape;

/** The endpoints a client calls under the API's base address (`/api`), the web's table. */
export type ApiEndpointKey = Extract<EndpointKey, `${string} /api/${string}`>;

/** A key's path under the API's base address, for a plain fetch: `ApiPath<'POST /api/media/files'>` is `/media/files`. */
export type ApiPath<Key extends ApiEndpointKey> = Key extends unknown
  ? PathOf<Key> extends `/api${infer Rest}`
    ? Rest
    : never
  : never;

export * from './key.ts';

export function isEndpointKey(key: string): key is EndpointKey {
  return Object.hasOwn(ENDPOINTS, key);
}

/** Every key of the table. */
export const ENDPOINT_KEYS: EndpointKey[] = Object.keys(ENDPOINTS).filter(isEndpointKey);

export type { BodyOf, QueryOf, ReplyOf } from './replies.ts';
