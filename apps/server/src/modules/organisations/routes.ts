// HTTP for organisations (issue 10): create, edit, one's own, another's, add an admin, and the coach/organisation
// switch of /user-profiles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['organisations'];
const security = [{ token: [] }];

export function organisationRoutes(deps: service.OrganisationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('POST /api/organisation', {
        tags,
        security,
        summary: 'A coach creates an organisation, becomes its admin and acts as it',
        // 403 not a coach account; 409 already administers one.
        refuses: [400, 401, 403, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply.code(201).send(await service.createOrganisation(deps, currentAccount(request), request.body)),
    });

    app.route({
      ...endpoint('PUT /api/organisation', {
        tags,
        security,
        summary: 'An admin edits the organisation they administer; fields left out stay',
        // 403 not an admin of any organisation.
        refuses: [400, 401, 403, 413, 415],
      }),
      ...signedIn,
      handler: async (request) => service.updateOrganisation(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('GET /api/organisation/me', {
        tags,
        security,
        summary: 'The organisation the signed-in coach administers',
        refuses: [401, 404],
      }),
      ...signedIn,
      handler: async (request) => service.myOrganisation(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('GET /api/organisation/:id', {
        tags,
        security,
        summary: 'An organisation’s public view for members',
        refuses: [400, 401, 404],
      }),
      ...signedIn,
      handler: async (request) => service.organisationOf(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('GET /api/public/org/:id', {
        tags,
        summary:
          'An organisation’s public page (/public/org/{id}), no sign-in; it lists only people a visitor may see',
        refuses: [400, 404],
      }),

      handler: async (request) => service.publicOrganisation(deps, request.params.id),
    });

    app.route({
      ...endpoint('POST /api/organisation/admins', {
        tags,
        security,
        summary: 'An admin makes another coach account (by email or user id) an admin',
        // 403 not an admin; 404 no such account; 409 not a coach, or already an admin.
        refuses: [400, 401, 403, 404, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request) => service.addAdmin(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('PUT /api/users/active-profile', {
        tags,
        security,
        summary: 'Act as your coach profile or as the organisation you administer (spec 6; /user-profiles)',
        // 403 not a coach account; 409 org without administering one.
        refuses: [400, 401, 403, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request) => service.switchProfile(deps, currentAccount(request), request.body),
    });
  };
}
