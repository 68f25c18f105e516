// HTTP for coach profiles (issue 10): create, edit, one's own, another's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['coaches'];
const security = [{ token: [] }];

export function coachRoutes(deps: service.CoachDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('POST /api/coachProfile', {
        tags,
        security,
        summary: 'Fill in the signed-in coach’s profile details (/create-coach-profile)',
        // 403 not a coach account; 409 already created.,
        refuses: [400, 401, 403, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply.code(201).send(await service.createCoachProfile(deps, currentAccount(request), request.body)),
    });

    app.route({
      ...endpoint('PUT /api/coachProfile', {
        tags,
        security,
        summary: 'Edit the signed-in coach’s own profile; fields left out stay',
        // 403 not a coach account; 404 not created yet.,
        refuses: [400, 401, 403, 404, 413, 415],
      }),
      ...signedIn,
      handler: async (request) => service.updateCoachProfile(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('GET /api/coachProfile/me', {
        tags,
        security,
        summary: 'The signed-in coach’s profile, with pending associations',
        refuses: [401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => service.myCoachProfile(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('GET /api/coachProfile/user/:id', {
        tags,
        security,
        summary: 'A coach’s profile (id: their user id) as you may see it',
        refuses: [400, 401, 404],
      }),
      ...signedIn,
      handler: async (request) => service.coachProfileOf(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('GET /api/public/coach/:id', {
        tags,
        // As /public/athlete/{id}: a page that is off answers 404, exactly as an unknown id.
        summary:
          'A coach’s public page, no sign-in, while the coach has it on; it lists only people a visitor may see',
        refuses: [400, 404],
      }),

      handler: async (request) => service.publicCoachProfile(deps, request.params.id),
    });
  };
}
