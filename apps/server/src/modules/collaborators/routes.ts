// HTTP for collaborators (issue 10; profiles spec 7 "Collaborators"): invite, accept, remove, the two lists, and
// what a collaborator adds for an athlete.
import {
  CollaboratingForListSchema,
  CollaboratorListSchema,
  CollabTestsSchema,
  CollabVideoSchema,
  IdParamsSchema,
  MessageSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['collaborators'];
const security = [{ token: [] }];
/** 403 not a collaborator of this athlete (or not a coach); 404 an athlete unknown or hidden from you. */
const added = { 200: MessageSchema, ...refusals(400, 401, 403, 404, 413, 415) };

export function collaboratorRoutes(deps: service.CollaboratorDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.put(
      '/api/collaborators/invite/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'The athlete invites coach {id} (a coach profile’s id is the coach’s user id) to collaborate',
          params: IdParamsSchema,
          // 403 not an athlete, or a minor still hidden; 404 no such coach; 409 invited already, or no profile;
          // 429 the same coach again within a day of the last invitation, or the day's cap.
          response: { 200: MessageSchema, ...refusals(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => service.invite(deps, currentAccount(request), request.params.id),
    );

    app.put(
      '/api/collaborators/accept/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The coach accepts the invitation of athlete profile {id}',
          params: IdParamsSchema,
          // 403 not a coach; 404 no such athlete, or no open invitation; 409 accepted already.
          response: { 200: MessageSchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request) => service.accept(deps, currentAccount(request), request.params.id),
    );

    app.delete(
      '/api/collaborators/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The athlete removes collaborator {id} (a coach), or withdraws their invitation',
          params: IdParamsSchema,
          // 403 not an athlete; 404 not one of your collaborators; 409 no profile yet.
          response: { 200: MessageSchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request) => service.remove(deps, currentAccount(request), request.params.id),
    );

    app.put(
      '/api/collaborators/collab-tests-added',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'A collaborator adds results for athlete `sender`: verified, and the athlete is told',
          body: CollabTestsSchema,
          response: added,
        },
      },
      async (request) => service.addTests(deps, currentAccount(request), request.body),
    );

    app.put(
      '/api/collaborators/collab-vids-added',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'A collaborator adds a highlight video for athlete `sender`, who is told',
          body: CollabVideoSchema,
          // 409: the athlete's highlight videos are at their limit.
          response: { ...added, ...refusals(409) },
        },
      },
      async (request) => service.addVideo(deps, currentAccount(request), request.body),
    );

    app.get(
      '/api/collaborators',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The signed-in athlete’s collaborators, invited or active',
          response: { 200: CollaboratorListSchema, ...refusals(401, 403, 409) },
        },
      },
      async (request) => service.listCollaborators(deps, currentAccount(request)),
    );

    app.get(
      '/api/collaborators/athletes',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The athletes the signed-in coach collaborates for, or is invited by',
          response: { 200: CollaboratingForListSchema, ...refusals(401, 403) },
        },
      },
      async (request) => service.listAthletes(deps, currentAccount(request)),
    );
  };
}
