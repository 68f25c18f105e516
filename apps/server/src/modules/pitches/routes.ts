// HTTP for pitches and contact details (issue 10; profiles spec 7 "Coaches and organisations").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { RefusalCode } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['pitches'];
const security = [{ token: [] }];
/**
 * 403 not an athlete, or a minor hidden until consent; 404 an unknown or hidden receiver; 409 no athlete profile
 * yet, or the same receiver within 30 days; 429 the daily cap.
 */
const sent = [400, 401, 403, 404, 409, 413, 415, 429] satisfies RefusalCode[];

export function pitchRoutes(deps: service.PitchDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('POST /api/athleteProfile/coach/:id', {
        tags,
        security,
        summary: 'Pitch to a coach: they get an Athlete CV (or Athlete Promo CV) notification',
        refuses: sent,
      }),
      ...signedIn,
      handler: async (request) =>
        service.pitchCoach(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('POST /api/organisation/:id/:id2/application', {
        tags,
        security,
        summary: 'Pitch to an organisation ({id}) as your athlete profile ({id2})',
        refuses: sent,
      }),
      ...signedIn,
      handler: async (request) =>
        service.applyToOrganisation(deps, currentAccount(request), request.params, request.body),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/coach/:id/contact', {
        tags,
        security,
        summary: 'Send your contact details to a coach or an organisation: a Contact Request notification',
        refuses: sent,
      }),
      ...signedIn,
      handler: async (request) =>
        service.sendContact(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('GET /api/athleteProfile/pitch-target/:id', {
        tags,
        security,
        summary: 'A coach or organisation as the pitch form shows it, and when you may pitch or send details',
        // 409: no athlete profile yet.
        refuses: [400, 401, 403, 404, 409],
      }),
      ...signedIn,
      handler: async (request) =>
        service.pitchTarget(deps, currentAccount(request), request.params.id, request.query.type),
    });

    app.route({
      ...endpoint('GET /api/pitches/:id', {
        tags,
        security,
        summary: 'A pitch or contact details, for its receiver and its athlete: the CV with best results',
        refuses: [400, 401, 404],
      }),
      ...signedIn,
      handler: async (request) => service.getPitch(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('POST /api/pitches/:id/reply', {
        tags,
        security,
        summary:
          'Reply to a pitch you received: the athlete gets a Pitch Reply notification (a minor’s caregiver a copy by mail)',
        // 403: the athlete who sent it; 404: no such pitch for you, or its athlete is hidden from you; 429: the
        // pitch's replies of the last 24 hours.
        refuses: [400, 401, 403, 404, 413, 415, 429],
      }),
      ...signedIn,
      handler: async (request) =>
        service.replyToPitch(deps, currentAccount(request), request.params.id, request.body),
    });
  };
}
