// HTTP for rankings (profiles spec 7): POST /api/athleteProfile/athData, test keys in, ranking data per key out.
import { AthDataRequestSchema, RankingDataByTestSchema } from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import { athData } from './service.ts';

export interface RankingRouteDeps {
  db: Db;
}

export function rankingRoutes(deps: RankingRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/athleteProfile/athData',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['rankings'],
          security: [{ token: [] }],
          summary:
            "The signed-in athlete's ranking data for each test key: ranks, totals, percentile, distribution",
          body: AthDataRequestSchema,
          // 403 not an athlete, 404 no profile yet.
          response: { 200: RankingDataByTestSchema, ...refusals(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => athData(deps.db, currentAccount(request), request.body),
    );
  };
}
