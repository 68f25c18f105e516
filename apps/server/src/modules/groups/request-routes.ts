// HTTP for groups' requests, answers, pending submissions, leaderboard and CSV (issue 24, slice 3; profiles spec 7
// "Groups"), registered by routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { RefusalCode } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import { exportCsv } from './csv.ts';
import { leaderboard, leaderboardTests } from './leaderboard.ts';
import * as pending from './pending.ts';
import * as requests from './requests.ts';
import type { GroupDeps } from './shared.ts';

const tags = ['groups'];
const security = [{ token: [] }];
/** 403 not an admin (or no profile of that type); 404 no such group; 409 nobody to ask; 429 the day's requests. */
const asks = [400, 401, 403, 404, 409, 413, 415, 429] satisfies RefusalCode[];
/** 403 not a member asked by it (or no athlete profile); 404 no such group or request; 409 the profile's limit. */
const answers = [400, 401, 403, 404, 409, 413, 415] satisfies RefusalCode[];

export function groupRequestRoutes(deps: GroupDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('PUT /api/groups/:id/test-request', {
        tags,
        security,
        summary: 'Ask members for a result of a test of the catalogue (admins); told by a job',
        refuses: asks,
      }),
      ...signedIn,
      handler: async (request) =>
        requests.sendRequest(deps, currentAccount(request), request.params.id, {
          kind: 'test',
          input: request.body,
        }),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/video-request', {
        tags,
        security,
        summary: 'Ask members for a video (admins); told by a job',
        refuses: asks,
      }),
      ...signedIn,
      handler: async (request) =>
        requests.sendRequest(deps, currentAccount(request), request.params.id, {
          kind: 'video',
          input: request.body,
        }),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/file-request', {
        tags,
        security,
        summary: 'Ask members for a file, answered with a document (admins); told by a job',
        refuses: asks,
      }),
      ...signedIn,
      handler: async (request) =>
        requests.sendRequest(deps, currentAccount(request), request.params.id, {
          kind: 'file',
          input: request.body,
        }),
    });

    app.route({
      ...endpoint('GET /api/groups/:id/requests', {
        tags,
        security,
        summary: 'The group’s requests with who answered and "seen by n of m" (members); marks yours seen',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        requests.listRequests(
          deps,
          currentAccount(request),
          request.params.id,
          request.query.type,
          request.query.cursor,
        ),
    });

    app.route({
      ...endpoint('GET /api/groups/:id/requests/:requestId', {
        tags,
        security,
        summary: 'One request: who answered, with what, and who has not (members)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        requests.readRequest(
          deps,
          currentAccount(request),
          request.params.id,
          request.params.requestId,
          request.query.type,
        ),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/requests/:requestId/remind', {
        tags,
        security,
        summary: 'Remind those asked who have not answered (admins; once a day a request)',
        // 409 everyone answered; 429 reminded within the day.
        refuses: [400, 401, 403, 404, 409, 413, 415, 429],
      }),
      ...signedIn,
      handler: async (request) =>
        requests.remind(
          deps,
          currentAccount(request),
          request.params.id,
          request.params.requestId,
          request.body.type,
        ),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/test-result', {
        tags,
        security,
        summary: 'Answer a test request with a result: added to your profile and shown in the group',
        refuses: answers,
      }),
      ...signedIn,
      handler: async (request) =>
        requests.answerTest(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/highlight-vid', {
        tags,
        security,
        summary: 'Answer a video request: added to your highlight videos and shown in the group',
        refuses: answers,
      }),
      ...signedIn,
      handler: async (request) =>
        requests.answerVideo(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/:memberId/collab-tests', {
        tags,
        security,
        summary:
          'Send results for an athlete member (admins, or their collaborating coach): they wait for the athlete',
        // 404 no such group, or the athlete is no member; 409 the athlete's pending items are at their limit.
        refuses: answers,
      }),
      ...signedIn,
      handler: async (request) =>
        pending.submitTests(
          deps,
          currentAccount(request),
          request.params.id,
          request.params.memberId,
          request.body,
        ),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/:memberId/collab-vid', {
        tags,
        security,
        summary:
          'Send a video for an athlete member (admins, or their collaborating coach): it waits for the athlete',
        refuses: answers,
      }),
      ...signedIn,
      handler: async (request) =>
        pending.submitVideo(
          deps,
          currentAccount(request),
          request.params.id,
          request.params.memberId,
          request.body,
        ),
    });

    app.route({
      ...endpoint('GET /api/groups/:id/pending', {
        tags,
        security,
        summary: 'Pending submissions: all of them for admins, those for or from you for other members',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        pending.listPending(deps, currentAccount(request), request.params.id, request.query.type),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/pending/:pendingId/accept', {
        tags,
        security,
        summary:
          'The athlete accepts a pending item: it lands on their profile (verified when a coach sent it)',
        // 409 the profile's highlight videos are at their limit.
        refuses: [400, 401, 403, 404, 409],
      }),
      ...signedIn,
      handler: async (request) =>
        pending.accept(deps, currentAccount(request), request.params.id, request.params.pendingId),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/remove-pending', {
        tags,
        security,
        summary:
          'Remove a pending item: the athlete declines it, its sender withdraws it, or an admin clears it',
        refuses: [400, 401, 403, 404, 413, 415],
      }),
      ...signedIn,
      handler: async (request) =>
        pending.removePending(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('GET /api/groups/:id/leaderboard', {
        tags,
        security,
        summary:
          'Members ranked on one test by their best result, with filters and the change since a day (members)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        leaderboard(deps, currentAccount(request), request.params.id, request.query),
    });

    app.route({
      ...endpoint('GET /api/groups/:id/leaderboard/tests', {
        tags,
        security,
        summary: 'The ranked tests the members have results in, with how many, the most first (members)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        leaderboardTests(deps, currentAccount(request), request.params.id, request.query.type),
    });

    app.route({
      ...endpoint('GET /api/groups/:id/csv', {
        tags,
        security,
        summary: 'The group’s results as CSV, UTF-8 with a BOM, one row per member and test (admins)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request, reply) => {
        const csv = await exportCsv(deps, currentAccount(request), request.params.id, request.query.type);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="results.csv"; filename*=UTF-8''${encodeURIComponent(csv.fileName)}`,
          )
          .send(csv.stream);
      },
    });
  };
}
