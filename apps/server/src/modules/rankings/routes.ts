// HTTP for rankings (profiles spec 7): POST /api/athleteProfile/athData, test keys in, ranking data per key out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { endpoint } from '../../http/endpoint.ts';
import { fastReply } from '../../http/fast-reply.ts';
import { currentAccount } from '../auth/authenticate.ts';
import { athData } from './service.ts';
import { athDataOf } from './verified.ts';

export interface RankingRouteDeps {
  db: Db;
  /** Whether each reply is also encoded by zod and compared (development and tests: http/fast-reply.ts). */
  checkReplies: boolean;
}

export function rankingRoutes(deps: RankingRouteDeps): FastifyPluginAsyncZod {
  // athData's reply is ten tests of counts and buckets: written by fast-json-stringify, not zod (issue 22, item 25).
  const serializerCompiler = fastReply(deps.checkReplies);
  return async (app) => {
    app.route({
      ...endpoint('POST /api/athleteProfile/athData', {
        tags: ['rankings'],
        security: [{ token: [] }],
        summary:
          "The signed-in athlete's ranking data for each test key: ranks, totals, percentile, distribution",
        // 403 not an athlete, 404 no profile yet.
        refuses: [400, 401, 403, 404, 413, 415],
      }),
      onRequest: app.authenticate,
      // A POST only because spec 7 names one: it reads.
      config: { readsOnly: true },
      serializerCompiler,
      handler: async (request) => athData(deps.db, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('POST /api/athleteProfile/:id/athData', {
        tags: ['rankings'],
        security: [{ token: [] }],
        summary:
          'Athlete profile {id}’s ranking data for each test key, for a coach; verifiedOnly ranks among verified results',
        // 403 not a coach; 404 no such athlete, or one hidden from you.
        refuses: [400, 401, 403, 404, 413, 415],
      }),
      onRequest: app.authenticate,
      config: { readsOnly: true },
      serializerCompiler,
      handler: async (request) =>
        athDataOf(
          deps.db,
          currentAccount(request),
          request.params.id,
          request.body,
          request.query.verifiedOnly === 'true',
        ),
    });
  };
}
