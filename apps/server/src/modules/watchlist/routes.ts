// HTTP for the watchlist (issue 10): a coach's saved athletes; every call is the signed-in coach's own list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['watchlist'];
const security = [{ token: [] }];

export function watchlistRoutes(deps: service.WatchlistDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('GET /api/watchlist', {
        tags,
        security,
        summary: 'Your watchlist: each athlete with latest results, best rank and change since saved',
        // 403 not a coach.
        refuses: [400, 401, 403],
      }),
      ...signedIn,
      handler: async (request) => service.listEntries(deps, currentAccount(request), request.query),
    });

    app.route({
      ...endpoint('GET /api/watchlist/status/:athleteProfileId', {
        tags,
        security,
        summary: 'Whether an athlete is on your watchlist',
        // 403 not a coach; 404 an athlete unknown or hidden from you.
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        service.entryStatus(deps, currentAccount(request), request.params.athleteProfileId),
    });

    app.route({
      ...endpoint('GET /api/watchlist/:athleteProfileId', {
        tags,
        security,
        summary: 'One saved athlete: note, tags, results and ranks since saved',
        // 403 not a coach; 404 not on your list, or hidden from you since.
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        service.getEntry(deps, currentAccount(request), request.params.athleteProfileId),
    });

    app.route({
      ...endpoint('PUT /api/watchlist/:athleteProfileId', {
        tags,
        security,
        summary: 'Save an athlete to your watchlist, or change their note and tags',
        // 403 not a coach; 404 an athlete unknown or hidden from you; 409 the list is full.
        refuses: [400, 401, 403, 404, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request) =>
        service.saveEntry(deps, currentAccount(request), request.params.athleteProfileId, request.body),
    });

    app.route({
      ...endpoint('DELETE /api/watchlist/:athleteProfileId', {
        tags,
        security,
        summary: 'Remove an athlete from your watchlist',
        // 403 not a coach; 404 not on your list.
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        service.removeEntry(deps, currentAccount(request), request.params.athleteProfileId),
    });
  };
}
