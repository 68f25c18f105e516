// HTTP for endorsements (issue 10; profiles spec 7 "Endorsements", with our calls for the coach's side).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['endorsements'];
const security = [{ token: [] }];

export function endorsementRoutes(deps: service.EndorsementDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('PUT /api/athleteProfile/:id/request-endorsement', {
        tags,
        security,
        summary: 'Ask a coach ({id}) for an endorsement: they get an Endorsement Request notification',
        // 403 not an athlete, or a minor hidden until consent; 404 no such coach; 409 asked already, no profile;
        // 429 the same coach again within a day of the last request, or the day's cap.
        refuses: [400, 401, 403, 404, 409, 429],
      }),
      ...signedIn,
      handler: async (request) =>
        service.requestEndorsement(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/endorse/:id', {
        tags,
        security,
        summary:
          'The coach asked writes the endorsement ({id}), once: the athlete gets Endorsement Submitted',
        // 403 not a coach; 404 not a request to you; 409 written already.
        refuses: [400, 401, 403, 404, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request) =>
        service.endorse(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/acceptEndorsement/:id', {
        tags,
        security,
        summary: 'Accept a written endorsement onto your profile',
        // 403 not an athlete or not yours; 409 not written yet, or accepted already.
        refuses: [400, 401, 403, 404, 409],
      }),
      ...signedIn,
      handler: async (request) => service.acceptEndorsement(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/endorsementStatus/:id', {
        tags,
        security,
        summary: 'Hide, display or delete one of your endorsements',
        // 409 hiding or displaying one not accepted yet.
        refuses: [400, 401, 403, 404, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request) =>
        service.setEndorsementStatus(deps, currentAccount(request), request.params.id, request.body.action),
    });

    app.route({
      ...endpoint('GET /api/athleteProfile/endorsements/me', {
        tags,
        security,
        summary: 'Your endorsements at every stage: requested, submitted, accepted (hidden ones too)',
        refuses: [401, 403, 409],
      }),
      ...signedIn,
      handler: async (request) => service.listMine(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('GET /api/athleteProfile/endorsement/:id', {
        tags,
        security,
        summary: 'One endorsement, for its athlete and the coach asked (the notification detail view)',
        refuses: [400, 401, 404],
      }),
      ...signedIn,
      handler: async (request) => service.getEndorsement(deps, currentAccount(request), request.params.id),
    });
  };
}
