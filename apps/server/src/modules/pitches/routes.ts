// HTTP for pitches and contact details (issue 10; profiles spec 7 "Coaches and organisations").
import {
  ContactDetailsSchema,
  IdParamsSchema,
  OrgApplicationParamsSchema,
  PitchDetailSchema,
  PitchReplySchema,
  PitchReplySentSchema,
  PitchSchema,
  PitchSentSchema,
  PitchTargetQuerySchema,
  PitchTargetSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['pitches'];
const security = [{ token: [] }];
/**
 * 403 not an athlete, or a minor hidden until consent; 404 an unknown or hidden receiver; 409 no athlete profile
 * yet, or the same receiver within 30 days; 429 the daily cap.
 */
const sent = { 200: PitchSentSchema, ...refusals(400, 401, 403, 404, 409, 413, 415, 429) };

export function pitchRoutes(deps: service.PitchDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.post(
      '/api/athleteProfile/coach/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Pitch to a coach: they get an Athlete CV (or Athlete Promo CV) notification',
          params: IdParamsSchema,
          body: PitchSchema,
          response: sent,
        },
      },
      async (request) => service.pitchCoach(deps, currentAccount(request), request.params.id, request.body),
    );

    app.post(
      '/api/organisation/:id/:id2/application',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Pitch to an organisation ({id}) as your athlete profile ({id2})',
          params: OrgApplicationParamsSchema,
          body: PitchSchema,
          response: sent,
        },
      },
      async (request) =>
        service.applyToOrganisation(deps, currentAccount(request), request.params, request.body),
    );

    app.put(
      '/api/athleteProfile/coach/:id/contact',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Send your contact details to a coach or an organisation: a Contact Request notification',
          params: IdParamsSchema,
          body: ContactDetailsSchema,
          response: sent,
        },
      },
      async (request) => service.sendContact(deps, currentAccount(request), request.params.id, request.body),
    );

    app.get(
      '/api/athleteProfile/pitch-target/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'A coach or organisation as the pitch form shows it, and when you may pitch or send details',
          params: IdParamsSchema,
          querystring: PitchTargetQuerySchema,
          // 409: no athlete profile yet.
          response: { 200: PitchTargetSchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        service.pitchTarget(deps, currentAccount(request), request.params.id, request.query.type),
    );

    app.get(
      '/api/pitches/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'A pitch or contact details, for its receiver and its athlete: the CV with best results',
          params: IdParamsSchema,
          response: { 200: PitchDetailSchema, ...refusals(400, 401, 404) },
        },
      },
      async (request) => service.getPitch(deps, currentAccount(request), request.params.id),
    );

    app.post(
      '/api/pitches/:id/reply',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'Reply to a pitch you received: the athlete gets a Pitch Reply notification (a minor’s caregiver a copy by mail)',
          params: IdParamsSchema,
          body: PitchReplySchema,
          // 403: the athlete who sent it; 404: no such pitch for you, or its athlete is hidden from you; 429: the
          // pitch's replies of the last 24 hours.
          response: { 200: PitchReplySentSchema, ...refusals(400, 401, 403, 404, 413, 415, 429) },
        },
      },
      async (request) => service.replyToPitch(deps, currentAccount(request), request.params.id, request.body),
    );
  };
}
