// HTTP for caregiver consent: the caregiver's page behind the mailed link (no sign-in), and the athlete's own state.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as confirmations from './confirmations.ts';
import * as service from './service.ts';

const tags = ['consent'];
const security = [{ token: [] }];

export function consentRoutes(deps: service.ConsentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpoint('GET /api/public/consent/:token', {
        tags,
        summary: 'The caregiver’s consent page: who the athlete is and where consent stands (no sign-in)',
        // 400 a code that cannot be a consent link's; 404 an unknown or replaced one.
        refuses: [400, 404],
      }),

      handler: async (request) => service.viewConsent(deps, request.params.token),
    });

    app.route({
      ...endpoint('PUT /api/public/consent/:token', {
        tags,
        summary: 'Give (true) or withdraw (false) the caregiver’s consent, through the same link',
        // 409: the athlete is 16 or over and decides alone.
        refuses: [400, 404, 409, 413, 415],
      }),

      handler: async (request) => service.decideConsent(deps, request.params.token, request.body.consent),
    });

    app.route({
      ...endpoint('GET /api/public/caregiver-confirmations/:token', {
        tags,
        summary:
          'A change only the caregiver may make, waiting for them: who asked, from what to what (no sign-in)',
        // 400 a code that cannot be a link's; 404 an unknown or replaced one.
        refuses: [400, 404],
      }),

      handler: async (request) => confirmations.viewConfirmation(deps, request.params.token),
    });

    app.route({
      ...endpoint('PUT /api/public/caregiver-confirmations/:token', {
        tags,
        summary: 'Confirm (true: the change is made) or decline (false: nothing changes) a held change, once',
        // 409: decided already, expired, or the athlete is 16 or over and decides alone.
        refuses: [400, 404, 409, 413, 415],
      }),

      handler: async (request) =>
        confirmations.decideConfirmation(deps, request.params.token, request.body.confirm),
    });

    app.route({
      ...endpoint('GET /api/users/caregiver-consent', {
        tags,
        security,
        summary: 'The signed-in athlete’s caregiver consent: waiting, given, withdrawn or not needed',
        refuses: [401],
      }),
      onRequest: app.authenticate,
      handler: async (request) => service.consentStatus(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('POST /api/users/caregiver-consent/resend', {
        tags,
        security,
        summary: 'Mail the caregiver a fresh consent link (older links stop working); limited per account',
        // 409: consent not needed, no caregiver on file, or already given; 429: too many mails.
        refuses: [400, 401, 409, 413, 415, 429],
      }),
      onRequest: app.authenticate,
      handler: async (request) => service.resendConsent(deps, currentAccount(request)),
    });
  };
}
