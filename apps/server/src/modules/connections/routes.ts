// HTTP for Athlete Connect (issue 10): ask, answer through the notification, remove or withdraw, status, list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['connections'];
const security = [{ token: [] }];

export function connectionRoutes(deps: service.ConnectionDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('POST /api/connections', {
        tags,
        security,
        summary: 'Ask an athlete to connect: they get an Athlete Connect Request notification',
        // 403 not an athlete; 404 unknown or hidden (either way); 409 yourself, twice, declined, no profile yet;
        // 429 the same athlete again within a day of the last request, or the day's cap.
        refuses: [400, 401, 403, 404, 409, 413, 415, 429],
      }),
      ...signedIn,
      handler: async (request) =>
        service.requestConnect(deps, currentAccount(request), request.body.profileId),
    });

    app.route({
      ...endpoint('PUT /api/connections/handle', {
        tags,
        security,
        summary: 'Accept (Confirmed!) or deny (Request Denied!) a connect request; either removes it',
        // 403 a notification addressed to someone else, or not an athlete; 404 no such notification.
        refuses: [400, 401, 403, 404, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request) => service.handleRequest(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('DELETE /api/connections/:profileId', {
        tags,
        security,
        summary: 'End a connection, or withdraw your connect request still waiting',
        // 403 not an athlete; 404 unknown or hidden; 409 not connected, no profile yet.
        refuses: [400, 401, 403, 404, 409],
      }),
      ...signedIn,
      handler: async (request) =>
        service.removeConnection(deps, currentAccount(request), request.params.profileId),
    });

    app.route({
      ...endpoint('GET /api/connections/status/:profileId', {
        tags,
        security,
        summary: 'Where you stand with an athlete: none, requested, received or connected',
        refuses: [400, 401, 403, 404, 409],
      }),
      ...signedIn,
      handler: async (request) =>
        service.connectionStatus(deps, currentAccount(request), request.params.profileId),
    });

    app.route({
      ...endpoint('GET /api/connections', {
        tags,
        security,
        summary: 'Your connections, newest first',
        refuses: [400, 401, 403, 409],
      }),
      ...signedIn,
      handler: async (request) => service.listConnections(deps, currentAccount(request), request.query),
    });
  };
}
