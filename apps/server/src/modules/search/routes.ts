// HTTP for search (profiles spec 7 "Search"; issue 10): only signed-in users search, athletes as well as coaches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { endpoint } from '../../http/endpoint.ts';
import type { RefusalCode } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import { keptCutoffs } from '../rankings/service.ts';
import type { NameDictionary } from './name-dictionary.ts';
import { keptPassers } from './rank-passers.ts';
import * as service from './service.ts';
import type { StandingsIndex } from './standings-index.ts';

const tags = ['search'];
const security = [{ token: [] }];
/** 400 a bad filter or cursor; 401 signed out. Nothing else: a search finds what the viewer may see or nothing. */
const page = [400, 401] satisfies RefusalCode[];

export interface SearchDeps {
  /** A pool (a rank filter may re-age standings in a transaction of its own first, rankings ageCutoffs). */
  db: Db;
  /** The known words of people's names this process keeps (name-dictionary.ts). */
  names?: NameDictionary | undefined;
  /** Every test's standings this process keeps (standings-index.ts). */
  standings?: StandingsIndex | undefined;
}

export function searchRoutes(deps: SearchDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };
    // This app's rank filter cutoffs, checked against the test's version on every use (rankings ageCutoffs).
    const cutoffs = keptCutoffs();
    // And the passers of the ranks few reach, kept with those cutoffs (rank-passers.ts).
    const passers = keptPassers();
    const viewerOf = (request: Parameters<typeof currentAccount>[0]) => ({ id: currentAccount(request).id });

    app.route({
      ...endpoint('GET /api/search/name', {
        tags,
        security,
        summary: 'Profiles whose name is like the one typed (typos and accents forgiven), best match first',
        refuses: [400, 401],
      }),
      ...signedIn,
      handler: async (request) => service.searchNames(deps.db, viewerOf(request), request.query, deps.names),
    });

    app.route({
      ...endpoint('GET /api/search/coaches', {
        tags,
        security,
        summary: 'Coaches by name and place',
        refuses: page,
      }),
      ...signedIn,
      handler: async (request) =>
        service.searchCoaches(deps.db, viewerOf(request), request.query, deps.names),
    });

    app.route({
      ...endpoint('GET /api/search/coaches/org', {
        tags,
        security,
        summary: 'Organisations (the coaches’ clubs, schools and teams) by name and place',
        refuses: page,
      }),
      ...signedIn,
      handler: async (request) =>
        service.searchOrganisations(deps.db, viewerOf(request), request.query, deps.names),
    });

    app.route({
      ...endpoint('GET /api/search/users', {
        tags,
        security,
        summary: 'People (athletes and coaches) by name and place, paged',
        refuses: page,
      }),
      ...signedIn,
      handler: async (request) => service.searchUsers(deps.db, viewerOf(request), request.query, deps.names),
    });

    app.route({
      ...endpoint('GET /api/athleteProfile/search', {
        tags,
        security,
        summary: 'Athletes by name, sport, position, age, gender, place, test thresholds and rank, paged',
        refuses: [400, 401],
      }),
      ...signedIn,
      handler: async (request) =>
        service.searchAthletes(deps.db, viewerOf(request), request.query, {
          names: deps.names,
          standings: deps.standings,
          cutoffs,
          passers,
        }),
    });
  };
}
