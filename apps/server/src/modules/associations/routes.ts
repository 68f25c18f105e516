// HTTP for associated people (issue 10): add, ask, confirm (the spec's athlete call and ours for coaches and
// organisations), remove.
import { AddAssociatedSchema, AssociatedAnswerSchema, IdParamsSchema, MessageSchema } from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['associated'];
const security = [{ token: [] }];
/** 403 the side that may not confirm; 404 no such link, or not yours; 409 already confirmed. */
const confirm = { 200: AssociatedAnswerSchema, ...refusals(400, 401, 403, 404, 409) };

export function associationRoutes(deps: service.AssociationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.post(
      '/api/associated',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'The coach or organisation you act as adds an athlete or a coach: they get Added Associated (Coach) and confirm',
          body: AddAssociatedSchema,
          // 403 an athlete; 404 a profile unknown or hidden from you; 409 yourself, or already linked; 429 the
          // same person again within a day of the last request, or the day's cap.
          response: { 201: AssociatedAnswerSchema, ...refusals(400, 401, 403, 404, 409, 413, 415, 429) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.addAssociated(deps, currentAccount(request), request.body)),
    );

    app.post(
      '/api/organisation/:id/associate-request',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'A coach asks to be associated with an organisation: its admins get Associated Coach Request',
          params: IdParamsSchema,
          // 403 not a coach; 404 no such organisation; 409 your own, or already linked; 429 the same organisation
          // again within a day of the last request, or the day's cap.
          response: { 201: AssociatedAnswerSchema, ...refusals(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.requestAssociation(deps, currentAccount(request), request.params.id)),
    );

    app.put(
      '/api/athleteProfile/confirmAssociated/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The athlete confirms a coach or organisation that added them (Confirmed!)',
          params: IdParamsSchema,
          response: confirm,
        },
      },
      async (request) =>
        service.confirmAssociated(deps, currentAccount(request), request.params.id, 'athlete'),
    );

    app.put(
      '/api/associated/:id/confirm',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'A coach who was added, or an organisation admin answering a coach’s request, confirms',
          params: IdParamsSchema,
          response: confirm,
        },
      },
      async (request) => service.confirmAssociated(deps, currentAccount(request), request.params.id),
    );

    app.delete(
      '/api/associated/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Either side ends an association, confirmed or pending',
          params: IdParamsSchema,
          response: { 200: MessageSchema, ...refusals(400, 401, 404) },
        },
      },
      async (request) => service.removeAssociated(deps, currentAccount(request), request.params.id),
    );
  };
}
