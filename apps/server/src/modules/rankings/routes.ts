// HTTP for rankings (profiles spec 7): POST /api/athleteProfile/athData, test keys in, ranking data per key out.
import { AthDataRequestSchema, ErrorBodySchema, RankingDataByTestSchema } from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection.ts';
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
          response: {
            200: RankingDataByTestSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => athData(deps.db, currentAccount(request), request.body),
    );
  };
}
