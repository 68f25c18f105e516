// HTTP for organisations (issue 10): create, edit, one's own, another's, add an admin, and the coach/organisation
// switch of /user-profiles.
import {
  ActiveProfileAnswerSchema,
  ActiveProfileSchema,
  AddOrganisationAdminSchema,
  CreateOrganisationSchema,
  IdParamsSchema,
  OrganisationAnswerSchema,
  OrganisationSchema,
  UpdateOrganisationSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['organisations'];
const security = [{ token: [] }];

export function organisationRoutes(deps: service.OrganisationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.post(
      '/api/organisation',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'A coach creates an organisation, becomes its admin and acts as it',
          body: CreateOrganisationSchema,
          // 403 not a coach account; 409 already administers one.
          response: { 201: OrganisationAnswerSchema, ...refusals(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createOrganisation(deps, currentAccount(request), request.body)),
    );

    app.put(
      '/api/organisation',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'An admin edits the organisation they administer; fields left out stay',
          body: UpdateOrganisationSchema,
          // 403 not an admin of any organisation.
          response: { 200: OrganisationAnswerSchema, ...refusals(400, 401, 403, 413, 415) },
        },
      },
      async (request) => service.updateOrganisation(deps, currentAccount(request), request.body),
    );

    app.get(
      '/api/organisation/me',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The organisation the signed-in coach administers',
          response: { 200: OrganisationSchema, ...refusals(401, 404) },
        },
      },
      async (request) => service.myOrganisation(deps, currentAccount(request)),
    );

    app.get(
      '/api/organisation/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'An organisation’s public view for members',
          params: IdParamsSchema,
          response: { 200: OrganisationSchema, ...refusals(400, 401, 404) },
        },
      },
      async (request) => service.organisationOf(deps, currentAccount(request), request.params.id),
    );

    app.get(
      '/api/public/org/:id',
      {
        schema: {
          tags,
          summary:
            'An organisation’s public page (/public/org/{id}), no sign-in; it lists only people a visitor may see',
          params: IdParamsSchema,
          response: { 200: OrganisationSchema, ...refusals(400, 404) },
        },
      },
      async (request) => service.publicOrganisation(deps, request.params.id),
    );

    app.post(
      '/api/organisation/admins',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'An admin makes another coach account (by email or user id) an admin',
          body: AddOrganisationAdminSchema,
          // 403 not an admin; 404 no such account; 409 not a coach, or already an admin.
          response: { 200: OrganisationAnswerSchema, ...refusals(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) => service.addAdmin(deps, currentAccount(request), request.body),
    );

    app.put(
      '/api/users/active-profile',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Act as your coach profile or as the organisation you administer (spec 6; /user-profiles)',
          body: ActiveProfileSchema,
          // 403 not a coach account; 409 org without administering one.
          response: { 200: ActiveProfileAnswerSchema, ...refusals(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request) => service.switchProfile(deps, currentAccount(request), request.body),
    );
  };
}
