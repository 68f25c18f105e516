// HTTP for Athlete Connect (issue 10): ask, answer through the notification, remove or withdraw, status, list.
import {
  ConnectionListQuerySchema,
  ConnectionListSchema,
  ConnectionStatusSchema,
  ConnectTargetSchema,
  HandleConnectRequestSchema,
  MessageSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['connections'];
const security = [{ token: [] }];

export function connectionRoutes(deps: service.ConnectionDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.post(
      '/api/connections',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Ask an athlete to connect: they get an Athlete Connect Request notification',
          body: ConnectTargetSchema,
          // 403 not an athlete; 404 unknown or hidden (either way); 409 yourself, twice, declined, no profile yet;
          // 429 the same athlete again within a day of the last request, or the day's cap.
          response: { 200: MessageSchema, ...refusals(400, 401, 403, 404, 409, 413, 415, 429) },
        },
      },
      async (request) => service.requestConnect(deps, currentAccount(request), request.body.profileId),
    );

    app.put(
      '/api/connections/handle',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Accept (Confirmed!) or deny (Request Denied!) a connect request; either removes it',
          body: HandleConnectRequestSchema,
          // 403 a notification addressed to someone else, or not an athlete; 404 no such notification.
          response: { 200: MessageSchema, ...refusals(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) => service.handleRequest(deps, currentAccount(request), request.body),
    );

    app.delete(
      '/api/connections/:profileId',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'End a connection, or withdraw your connect request still waiting',
          params: ConnectTargetSchema,
          // 403 not an athlete; 404 unknown or hidden; 409 not connected, no profile yet.
          response: { 200: MessageSchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request) => service.removeConnection(deps, currentAccount(request), request.params.profileId),
    );

    app.get(
      '/api/connections/status/:profileId',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Where you stand with an athlete: none, requested, received or connected',
          params: ConnectTargetSchema,
          response: { 200: ConnectionStatusSchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request) => service.connectionStatus(deps, currentAccount(request), request.params.profileId),
    );

    app.get(
      '/api/connections',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Your connections, newest first',
          querystring: ConnectionListQuerySchema,
          response: { 200: ConnectionListSchema, ...refusals(400, 401, 403, 409) },
        },
      },
      async (request) => service.listConnections(deps, currentAccount(request), request.query),
    );
  };
}
