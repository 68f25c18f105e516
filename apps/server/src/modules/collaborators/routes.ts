// HTTP for collaborators (issue 10; profiles spec 7 "Collaborators"): invite, accept, remove, the two lists, and
// what a collaborator adds for an athlete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { RefusalCode } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['collaborators'];
const security = [{ token: [] }];
/** 403 not a collaborator of this athlete (or not a coach); 404 an athlete unknown or hidden from you. */
const added = [400, 401, 403, 404, 413, 415] satisfies RefusalCode[];

export function collaboratorRoutes(deps: service.CollaboratorDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('PUT /api/collaborators/invite/:id', {
        tags,
        security,
        summary:
          'The athlete invites coach {id} (a coach profile’s id is the coach’s user id) to collaborate',
        // 403 not an athlete, or a minor still hidden; 404 no such coach; 409 invited already, or no profile;
        // 429 the same coach again within a day of the last invitation, or the day's cap.
        refuses: [400, 401, 403, 404, 409, 429],
      }),
      ...signedIn,
      handler: async (request) => service.invite(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('PUT /api/collaborators/accept/:id', {
        tags,
        security,
        summary: 'The coach accepts the invitation of athlete profile {id}',
        // 403 not a coach; 404 no such athlete, or no open invitation; 409 accepted already.
        refuses: [400, 401, 403, 404, 409],
      }),
      ...signedIn,
      handler: async (request) => service.accept(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('DELETE /api/collaborators/:id', {
        tags,
        security,
        summary: 'The athlete removes collaborator {id} (a coach), or withdraws their invitation',
        // 403 not an athlete; 404 not one of your collaborators; 409 no profile yet.
        refuses: [400, 401, 403, 404, 409],
      }),
      ...signedIn,
      handler: async (request) => service.remove(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('PUT /api/collaborators/collab-tests-added', {
        tags,
        security,
        summary: 'A collaborator adds results for athlete `sender`: verified, and the athlete is told',
        refuses: added,
      }),
      ...signedIn,
      handler: async (request) => service.addTests(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('PUT /api/collaborators/collab-vids-added', {
        tags,
        security,
        summary: 'A collaborator adds a highlight video for athlete `sender`, who is told',
        // 409: the athlete's highlight videos are at their limit.
        refuses: [...added, 409],
      }),
      ...signedIn,
      handler: async (request) => service.addVideo(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('GET /api/collaborators', {
        tags,
        security,
        summary: 'The signed-in athlete’s collaborators, invited or active',
        refuses: [401, 403, 409],
      }),
      ...signedIn,
      handler: async (request) => service.listCollaborators(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('GET /api/collaborators/athletes', {
        tags,
        security,
        summary: 'The athletes the signed-in coach collaborates for, or is invited by',
        refuses: [401, 403],
      }),
      ...signedIn,
      handler: async (request) => service.listAthletes(deps, currentAccount(request)),
    });
  };
}
