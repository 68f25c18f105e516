// HTTP for caregiver consent: the caregiver's page behind the mailed link (no sign-in), and the athlete's own state.
import {
  ConfirmationDecisionReplySchema,
  ConfirmationDecisionSchema,
  ConfirmationViewSchema,
  ConsentDecisionReplySchema,
  ConsentDecisionSchema,
  ConsentResendReplySchema,
  ConsentStatusSchema,
  ConsentTokenParamsSchema,
  ConsentViewSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as confirmations from './confirmations.ts';
import * as service from './service.ts';

const tags = ['consent'];
const security = [{ token: [] }];

export function consentRoutes(deps: service.ConsentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/public/consent/:token',
      {
        schema: {
          tags,
          summary: 'The caregiver’s consent page: who the athlete is and where consent stands (no sign-in)',
          params: ConsentTokenParamsSchema,
          // 400 a code that cannot be a consent link's; 404 an unknown or replaced one.
          response: { 200: ConsentViewSchema, ...refusals(400, 404) },
        },
      },
      async (request) => service.viewConsent(deps, request.params.token),
    );

    app.put(
      '/api/public/consent/:token',
      {
        schema: {
          tags,
          summary: 'Give (true) or withdraw (false) the caregiver’s consent, through the same link',
          params: ConsentTokenParamsSchema,
          body: ConsentDecisionSchema,
          // 409: the athlete is 16 or over and decides alone.
          response: { 200: ConsentDecisionReplySchema, ...refusals(400, 404, 409, 413, 415) },
        },
      },
      async (request) => service.decideConsent(deps, request.params.token, request.body.consent),
    );

    app.get(
      '/api/public/caregiver-confirmations/:token',
      {
        schema: {
          tags,
          summary:
            'A change only the caregiver may make, waiting for them: who asked, from what to what (no sign-in)',
          params: ConsentTokenParamsSchema,
          // 400 a code that cannot be a link's; 404 an unknown or replaced one.
          response: { 200: ConfirmationViewSchema, ...refusals(400, 404) },
        },
      },
      async (request) => confirmations.viewConfirmation(deps, request.params.token),
    );

    app.put(
      '/api/public/caregiver-confirmations/:token',
      {
        schema: {
          tags,
          summary:
            'Confirm (true: the change is made) or decline (false: nothing changes) a held change, once',
          params: ConsentTokenParamsSchema,
          body: ConfirmationDecisionSchema,
          // 409: decided already, expired, or the athlete is 16 or over and decides alone.
          response: { 200: ConfirmationDecisionReplySchema, ...refusals(400, 404, 409, 413, 415) },
        },
      },
      async (request) => confirmations.decideConfirmation(deps, request.params.token, request.body.confirm),
    );

    app.get(
      '/api/users/caregiver-consent',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'The signed-in athlete’s caregiver consent: waiting, given, withdrawn or not needed',
          response: { 200: ConsentStatusSchema, ...refusals(401) },
        },
      },
      async (request) => service.consentStatus(deps, currentAccount(request)),
    );

    app.post(
      '/api/users/caregiver-consent/resend',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Mail the caregiver a fresh consent link (older links stop working); limited per account',
          // 409: consent not needed, no caregiver on file, or already given; 429: too many mails.
          response: { 200: ConsentResendReplySchema, ...refusals(400, 401, 409, 413, 415, 429) },
        },
      },
      async (request) => service.resendConsent(deps, currentAccount(request)),
    );
  };
}
