// HTTP for endorsements (issue 10; profiles spec 7 "Endorsements", with our calls for the coach's side).
import {
  EndorsementListSchema,
  EndorsementReplySchema,
  EndorsementSchema,
  EndorsementStatusSchema,
  EndorseSchema,
  IdParamsSchema,
  MessageSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['endorsements'];
const security = [{ token: [] }];

export function endorsementRoutes(deps: service.EndorsementDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.put(
      '/api/athleteProfile/:id/request-endorsement',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Ask a coach ({id}) for an endorsement: they get an Endorsement Request notification',
          params: IdParamsSchema,
          // 403 not an athlete, or a minor hidden until consent; 404 no such coach; 409 asked already, no profile;
          // 429 the same coach again within a day of the last request, or the day's cap.
          response: { 200: EndorsementReplySchema, ...refusals(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => service.requestEndorsement(deps, currentAccount(request), request.params.id),
    );

    app.put(
      '/api/athleteProfile/endorse/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary:
            'The coach asked writes the endorsement ({id}), once: the athlete gets Endorsement Submitted',
          params: IdParamsSchema,
          body: EndorseSchema,
          // 403 not a coach; 404 not a request to you; 409 written already.
          response: { 200: EndorsementReplySchema, ...refusals(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) => service.endorse(deps, currentAccount(request), request.params.id, request.body),
    );

    app.put(
      '/api/athleteProfile/acceptEndorsement/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Accept a written endorsement onto your profile',
          params: IdParamsSchema,
          // 403 not an athlete or not yours; 409 not written yet, or accepted already.
          response: { 200: EndorsementReplySchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request) => service.acceptEndorsement(deps, currentAccount(request), request.params.id),
    );

    app.put(
      '/api/athleteProfile/endorsementStatus/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Hide, display or delete one of your endorsements',
          params: IdParamsSchema,
          body: EndorsementStatusSchema,
          // 409 hiding or displaying one not accepted yet.
          response: { 200: MessageSchema, ...refusals(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) =>
        service.setEndorsementStatus(deps, currentAccount(request), request.params.id, request.body.action),
    );

    app.get(
      '/api/athleteProfile/endorsements/me',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Your endorsements at every stage: requested, submitted, accepted (hidden ones too)',
          response: { 200: EndorsementListSchema, ...refusals(401, 403, 409) },
        },
      },
      async (request) => service.listMine(deps, currentAccount(request)),
    );

    app.get(
      '/api/athleteProfile/endorsement/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'One endorsement, for its athlete and the coach asked (the notification detail view)',
          params: IdParamsSchema,
          response: { 200: EndorsementSchema, ...refusals(400, 401, 404) },
        },
      },
      async (request) => service.getEndorsement(deps, currentAccount(request), request.params.id),
    );
  };
}
