// HTTP for athlete profiles (profiles spec 7 "Athlete profile"): validate, authenticate, call the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { RefusalCode } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['athletes'];
const security = [{ token: [] }];
// Calls on the signed-in athlete's own profile refuse 401 (no session), 403 (not an athlete, or another athlete's
// item), 404 (no profile yet, or no such item) and 400 (an {id} that is not a uuid, an invalid body).
/** A change sent as JSON, which can also be too large (413) or not JSON (415). */
const changeReply = [400, 401, 403, 404, 413, 415] satisfies RefusalCode[];
/** An add that a full profile refuses with 409 (core PROFILE_LIMITS). */
const addReply = [400, 401, 403, 404, 409, 413, 415] satisfies RefusalCode[];
/** A removal by {id}, with no body. */
const removalReply = [400, 401, 403, 404] satisfies RefusalCode[];

export function athleteRoutes(deps: service.AthleteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('POST /api/athleteProfile', {
        tags,
        security,
        summary: 'Create the signed-in athlete’s profile',
        refuses: [400, 401, 403, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply.code(201).send(await service.createProfile(deps, currentAccount(request), request.body)),
    });

    app.route({
      ...endpoint('GET /api/athleteProfile/me', {
        tags,
        security,
        summary: 'The signed-in athlete’s profile',
        refuses: [401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => service.getMyProfile(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('GET /api/athleteProfile/:id', {
        tags,
        security,
        // 404 for an unknown id and for an athlete the viewer may not see (an under-16 without consent) alike.
        summary:
          'Another athlete’s profile, by profile or user id (no birth date, public destinations only); 404 when hidden',
        refuses: [400, 401, 404],
      }),
      ...signedIn,
      handler: async (request) => service.viewProfile(deps, request.params.id, currentAccount(request)),
    });

    app.route({
      ...endpoint('GET /api/public/athlete/:id', {
        tags,
        // Visible only while the owner has made it public (their public link is on): 404 otherwise, as unknown.
        summary:
          'A public athlete profile, no sign-in, while its owner has it public (no birth date, city or private destinations)',
        refuses: [400, 404],
      }),

      handler: async (request) => service.viewProfile(deps, request.params.id, null),
    });

    app.route({
      ...endpoint('GET /api/public/link/:code', {
        tags,
        summary: 'The profile behind a shared public link, no sign-in',
        refuses: [400, 404],
      }),

      handler: async (request) => service.viewByLink(deps, request.params.code),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/me/tour-modal', {
        tags,
        security,
        summary: 'Mark the first-visit tour as seen',
        refuses: [401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => service.markTourSeen(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('PUT /api/users/public-link', {
        tags,
        security,
        // 403: an athlete under 16 whose caregiver has not consented cannot turn it on.
        summary: 'Turn the shareable public profile link on or off (it also opens /public/athlete/{id})',
        refuses: [400, 401, 403, 404, 413, 415],
      }),
      ...signedIn,
      handler: async (request) => service.setPublicLink(deps, currentAccount(request), request.body.enabled),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/sport-credentials', {
        tags,
        security,
        summary: 'Add a sport',
        refuses: addReply,
      }),
      ...signedIn,
      handler: async (request) => service.addSport(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/sport-credentials/:id', {
        tags,
        security,
        summary: 'Update a sport (main: true makes it the main sport)',
        // Renaming a sport to one already on the profile is refused with 409 (one sport once).,
        refuses: addReply,
      }),
      ...signedIn,
      handler: async (request) =>
        service.updateSport(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('DELETE /api/athleteProfile/sport-credentials/:id', {
        tags,
        security,
        summary: 'Remove a sport',
        refuses: [400, 401, 403, 404, 409],
      }),
      ...signedIn,
      handler: async (request) => service.removeSport(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/physical-tests', {
        tags,
        security,
        summary: 'Add a test result; the score is normalised (spec 9) and ranked',
        refuses: changeReply,
      }),
      ...signedIn,
      handler: async (request) => service.addTestResult(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('DELETE /api/athleteProfile/physical-tests/:id', {
        tags,
        security,
        summary: 'Remove a test result',
        refuses: removalReply,
      }),
      ...signedIn,
      handler: async (request) => service.removeTestResult(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/add-video/:id', {
        tags,
        security,
        summary: 'Add a highlight video to a profile (id: the profile or its athlete’s user id)',
        refuses: addReply,
      }),
      ...signedIn,
      handler: async (request) =>
        service.addVideo(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('DELETE /api/athleteProfile/videos/:id', {
        tags,
        security,
        summary: 'Remove a highlight video',
        refuses: removalReply,
      }),
      ...signedIn,
      handler: async (request) => service.removeVideo(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/desired-destination', {
        tags,
        security,
        summary: 'Add a desired destination',
        refuses: addReply,
      }),
      ...signedIn,
      handler: async (request) =>
        service.addDestination(deps, currentAccount(request), request.body.destination, request.body.public),
    });

    app.route({
      ...endpoint('DELETE /api/athleteProfile/desired-destination/:id', {
        tags,
        security,
        summary: 'Remove a desired destination',
        refuses: removalReply,
      }),
      ...signedIn,
      handler: async (request) => service.removeDestination(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/desired-destination-public', {
        tags,
        security,
        summary: 'Show or hide destinations to others (one, or all when no id)',
        refuses: changeReply,
      }),
      ...signedIn,
      handler: async (request) =>
        service.setDestinationsPublic(deps, currentAccount(request), request.body.public, request.body.id),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/quick-stats', {
        tags,
        security,
        summary: 'Replace the quick stats',
        refuses: changeReply,
      }),
      ...signedIn,
      handler: async (request) =>
        service.setQuickStats(deps, currentAccount(request), request.body.quickStats),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/bio', {
        tags,
        security,
        summary: 'Replace the bio (empty text removes it)',
        refuses: changeReply,
      }),
      ...signedIn,
      handler: async (request) => service.setBio(deps, currentAccount(request), request.body.bio),
    });

    app.route({
      ...endpoint('PUT /api/athleteProfile/graduation-year', {
        tags,
        security,
        summary: 'Set the graduation year ("class of"), or remove it with null',
        refuses: changeReply,
      }),
      ...signedIn,
      handler: async (request) =>
        service.setGraduationYear(deps, currentAccount(request), request.body.graduationYear),
    });
  };
}
