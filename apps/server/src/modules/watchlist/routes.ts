// HTTP for the watchlist (issue 10): a coach's saved athletes; every call is the signed-in coach's own list.
import {
  MessageSchema,
  SaveWatchlistEntrySchema,
  WatchlistEntryDetailSchema,
  WatchlistParamsSchema,
  WatchlistQuerySchema,
  WatchlistReplySchema,
  WatchlistSchema,
  WatchlistStatusSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['watchlist'];
const security = [{ token: [] }];
const params = WatchlistParamsSchema;

export function watchlistRoutes(deps: service.WatchlistDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.get(
      '/api/watchlist',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Your watchlist: each athlete with latest results, best rank and change since saved',
          querystring: WatchlistQuerySchema,
          // 403 not a coach.
          response: { 200: WatchlistSchema, ...refusals(400, 401, 403) },
        },
      },
      async (request) => service.listEntries(deps, currentAccount(request), request.query),
    );

    app.get(
      '/api/watchlist/status/:athleteProfileId',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Whether an athlete is on your watchlist',
          params,
          // 403 not a coach; 404 an athlete unknown or hidden from you.
          response: { 200: WatchlistStatusSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => service.entryStatus(deps, currentAccount(request), request.params.athleteProfileId),
    );

    app.get(
      '/api/watchlist/:athleteProfileId',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'One saved athlete: note, tags, results and ranks since saved',
          params,
          // 403 not a coach; 404 not on your list, or hidden from you since.
          response: { 200: WatchlistEntryDetailSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => service.getEntry(deps, currentAccount(request), request.params.athleteProfileId),
    );

    app.put(
      '/api/watchlist/:athleteProfileId',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Save an athlete to your watchlist, or change their note and tags',
          params,
          body: SaveWatchlistEntrySchema,
          // 403 not a coach; 404 an athlete unknown or hidden from you; 409 the list is full.
          response: { 200: WatchlistReplySchema, ...refusals(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) =>
        service.saveEntry(deps, currentAccount(request), request.params.athleteProfileId, request.body),
    );

    app.delete(
      '/api/watchlist/:athleteProfileId',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Remove an athlete from your watchlist',
          params,
          // 403 not a coach; 404 not on your list.
          response: { 200: MessageSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => service.removeEntry(deps, currentAccount(request), request.params.athleteProfileId),
    );
  };
}
