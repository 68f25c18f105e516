// HTTP for coach profiles (issue 10): create, edit, one's own, another's.
import {
  CoachProfileAnswerSchema,
  CoachProfileSchema,
  CreateCoachProfileSchema,
  IdParamsSchema,
  UpdateCoachProfileSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['coaches'];
const security = [{ token: [] }];

export function coachRoutes(deps: service.CoachDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.post(
      '/api/coachProfile',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Fill in the signed-in coach’s profile details (/create-coach-profile)',
          body: CreateCoachProfileSchema,
          // 403 not a coach account; 409 already created.
          response: { 201: CoachProfileAnswerSchema, ...refusals(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createCoachProfile(deps, currentAccount(request), request.body)),
    );

    app.put(
      '/api/coachProfile',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Edit the signed-in coach’s own profile; fields left out stay',
          body: UpdateCoachProfileSchema,
          // 403 not a coach account; 404 not created yet.
          response: { 200: CoachProfileAnswerSchema, ...refusals(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => service.updateCoachProfile(deps, currentAccount(request), request.body),
    );

    app.get(
      '/api/coachProfile/me',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The signed-in coach’s profile, with pending associations',
          response: { 200: CoachProfileSchema, ...refusals(401, 403, 404) },
        },
      },
      async (request) => service.myCoachProfile(deps, currentAccount(request)),
    );

    app.get(
      '/api/coachProfile/user/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'A coach’s profile (id: their user id) as you may see it',
          params: IdParamsSchema,
          response: { 200: CoachProfileSchema, ...refusals(400, 401, 404) },
        },
      },
      async (request) => service.coachProfileOf(deps, currentAccount(request), request.params.id),
    );

    app.get(
      '/api/public/coach/:id',
      {
        schema: {
          tags,
          // As /public/athlete/{id}: a page that is off answers 404, exactly as an unknown id.
          summary:
            'A coach’s public page, no sign-in, while the coach has it on; it lists only people a visitor may see',
          params: IdParamsSchema,
          response: { 200: CoachProfileSchema, ...refusals(400, 404) },
        },
      },
      async (request) => service.publicCoachProfile(deps, request.params.id),
    );
  };
}
