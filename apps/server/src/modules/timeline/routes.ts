// HTTP for the timeline (issue 10): GET /api/timeline/{profileId}?cursor, what /timeline/{id} shows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

export function timelineRoutes(deps: service.TimelineDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpoint('GET /api/timeline/:profileId', {
        tags: ['timeline'],
        security: [{ token: [] }],
        summary: "A profile's activity, newest first: results, videos, endorsements",
        // 404 a profile unknown or hidden from you.
        refuses: [400, 401, 404],
      }),
      onRequest: app.authenticate,
      handler: async (request) =>
        service.timeline(deps, currentAccount(request), request.params.profileId, request.query),
    });
  };
}
