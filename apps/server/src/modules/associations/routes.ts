// HTTP for associated people (issue 10): add, ask, confirm (the spec's athlete call and ours for coaches and
// organisations), remove.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { RefusalCode } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['associated'];
const security = [{ token: [] }];
/** 403 the side that may not confirm; 404 no such link, or not yours; 409 already confirmed. */
const confirm = [400, 401, 403, 404, 409] satisfies RefusalCode[];

export function associationRoutes(deps: service.AssociationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('POST /api/associated', {
        tags,
        security,
        summary:
          'The coach or organisation you act as adds an athlete or a coach: they get Added Associated (Coach) and confirm',
        // 403 an athlete; 404 a profile unknown or hidden from you; 409 yourself, or already linked; 429 the
        // same person again within a day of the last request, or the day's cap.
        refuses: [400, 401, 403, 404, 409, 413, 415, 429],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply.code(201).send(await service.addAssociated(deps, currentAccount(request), request.body)),
    });

    app.route({
      ...endpoint('POST /api/organisation/:id/associate-request', {
        tags,
        security,
        summary:
          'A coach asks to be associated with an organisation: its admins get Associated Coach Request',
        // 403 not a coach; 404 no such organisation; 409 your own, or already linked; 429 the same organisation
        // again within a day of the last request, or the day's cap.
        refuses: [400, 401, 403, 404, 409, 429],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await service.requestAssociation(deps, currentAccount(request), request.params.id)),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/confirmAssociated/:id', {
        tags,
        security,
        summary: 'The athlete confirms a coach or organisation that added them (Confirmed!)',
        refuses: confirm,
      }),
      ...signedIn,
      handler: async (request) =>
        service.confirmAssociated(deps, currentAccount(request), request.params.id, 'athlete'),
    });

    app.route({
      ...endpoint('PUT /api/associated/:id/confirm', {
        tags,
        security,
        summary: 'A coach who was added, or an organisation admin answering a coach’s request, confirms',
        refuses: confirm,
      }),
      ...signedIn,
      handler: async (request) => service.confirmAssociated(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('DELETE /api/associated/:id', {
        tags,
        security,
        summary: 'Either side ends an association, confirmed or pending',
        refuses: [400, 401, 404],
      }),
      ...signedIn,
      handler: async (request) => service.removeAssociated(deps, currentAccount(request), request.params.id),
    });
  };
}
