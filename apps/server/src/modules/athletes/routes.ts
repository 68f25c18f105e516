// HTTP for athlete profiles (profiles spec 7 "Athlete profile"): validate, authenticate, call the service.
import {
  AddDestinationSchema,
  AddSportSchema,
  AddTestResultSchema,
  AddVideoSchema,
  AthleteProfileSchema,
  CreateAthleteProfileSchema,
  DestinationPublicSchema,
  IdParamsSchema,
  ProfileReplySchema,
  PublicLinkRequestSchema,
  PublicLinkSchema,
  UpdateBioSchema,
  UpdateGraduationYearSchema,
  UpdateQuickStatsSchema,
  UpdateSportSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['athletes'];
const security = [{ token: [] }];
// Calls on the signed-in athlete's own profile refuse 401 (no session), 403 (not an athlete, or another athlete's
// item), 404 (no profile yet, or no such item) and 400 (an {id} that is not a uuid, an invalid body).
/** A change sent as JSON, which can also be too large (413) or not JSON (415). */
const changeReply = { 200: ProfileReplySchema, ...refusals(400, 401, 403, 404, 413, 415) };
/** An add that a full profile refuses with 409 (core PROFILE_LIMITS). */
const addReply = { 200: ProfileReplySchema, ...refusals(400, 401, 403, 404, 409, 413, 415) };
/** A removal by {id}, with no body. */
const removalReply = { 200: ProfileReplySchema, ...refusals(400, 401, 403, 404) };

export function athleteRoutes(deps: service.AthleteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.post(
      '/api/athleteProfile',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Create the signed-in athlete’s profile',
          body: CreateAthleteProfileSchema,
          response: { 201: ProfileReplySchema, ...refusals(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createProfile(deps, currentAccount(request), request.body)),
    );

    app.get(
      '/api/athleteProfile/me',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'The signed-in athlete’s profile',
          response: { 200: AthleteProfileSchema, ...refusals(401, 403, 404) },
        },
      },
      async (request) => service.getMyProfile(deps, currentAccount(request)),
    );

    app.get(
      '/api/athleteProfile/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          // 404 for an unknown id and for an athlete the viewer may not see (an under-16 without consent) alike.
          summary:
            'Another athlete’s profile, by profile or user id (no birth date, public destinations only); 404 when hidden',
          params: IdParamsSchema,
          response: { 200: AthleteProfileSchema, ...refusals(400, 401, 404) },
        },
      },
      async (request) => service.viewProfile(deps, request.params.id, currentAccount(request)),
    );

    app.get(
      '/api/public/athlete/:id',
      {
        schema: {
          tags,
          // Visible only while the owner has made it public (their public link is on): 404 otherwise, as unknown.
          summary:
            'A public athlete profile, no sign-in, while its owner has it public (no birth date, city or private destinations)',
          params: IdParamsSchema,
          response: { 200: AthleteProfileSchema, ...refusals(400, 404) },
        },
      },
      async (request) => service.viewProfile(deps, request.params.id, null),
    );

    app.get(
      '/api/public/link/:code',
      {
        schema: {
          tags,
          summary: 'The profile behind a shared public link, no sign-in',
          params: z.object({ code: z.string().min(6).max(40) }),
          response: { 200: AthleteProfileSchema, ...refusals(400, 404) },
        },
      },
      async (request) => service.viewByLink(deps, request.params.code),
    );

    app.put(
      '/api/athleteProfile/me/tour-modal',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Mark the first-visit tour as seen',
          response: { 200: z.object({ tourSeen: z.boolean() }), ...refusals(401, 403, 404) },
        },
      },
      async (request) => service.markTourSeen(deps, currentAccount(request)),
    );

    app.put(
      '/api/users/public-link',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          // 403: an athlete under 16 whose caregiver has not consented cannot turn it on.
          summary: 'Turn the shareable public profile link on or off (it also opens /public/athlete/{id})',
          body: PublicLinkRequestSchema,
          response: { 200: PublicLinkSchema, ...refusals(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => service.setPublicLink(deps, currentAccount(request), request.body.enabled),
    );

    app.put(
      '/api/athleteProfile/sport-credentials',
      {
        ...signedIn,
        schema: { tags, security, summary: 'Add a sport', body: AddSportSchema, response: addReply },
      },
      async (request) => service.addSport(deps, currentAccount(request), request.body),
    );

    app.put(
      '/api/athleteProfile/sport-credentials/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Update a sport (main: true makes it the main sport)',
          params: IdParamsSchema,
          body: UpdateSportSchema,
          // Renaming a sport to one already on the profile is refused with 409 (one sport once).
          response: addReply,
        },
      },
      async (request) => service.updateSport(deps, currentAccount(request), request.params.id, request.body),
    );

    app.delete(
      '/api/athleteProfile/sport-credentials/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Remove a sport',
          params: IdParamsSchema,
          response: { 200: ProfileReplySchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request) => service.removeSport(deps, currentAccount(request), request.params.id),
    );

    app.put(
      '/api/athleteProfile/physical-tests',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Add a test result; the score is normalised (spec 9) and ranked',
          body: AddTestResultSchema,
          response: changeReply,
        },
      },
      async (request) => service.addTestResult(deps, currentAccount(request), request.body),
    );

    app.delete(
      '/api/athleteProfile/physical-tests/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Remove a test result',
          params: IdParamsSchema,
          response: removalReply,
        },
      },
      async (request) => service.removeTestResult(deps, currentAccount(request), request.params.id),
    );

    app.put(
      '/api/athleteProfile/add-video/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Add a highlight video to a profile (id: the profile or its athlete’s user id)',
          params: IdParamsSchema,
          body: AddVideoSchema,
          response: addReply,
        },
      },
      async (request) => service.addVideo(deps, currentAccount(request), request.params.id, request.body),
    );

    app.delete(
      '/api/athleteProfile/videos/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Remove a highlight video',
          params: IdParamsSchema,
          response: removalReply,
        },
      },
      async (request) => service.removeVideo(deps, currentAccount(request), request.params.id),
    );

    app.put(
      '/api/athleteProfile/desired-destination',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Add a desired destination',
          body: AddDestinationSchema,
          response: addReply,
        },
      },
      async (request) =>
        service.addDestination(deps, currentAccount(request), request.body.destination, request.body.public),
    );

    app.delete(
      '/api/athleteProfile/desired-destination/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Remove a desired destination',
          params: IdParamsSchema,
          response: removalReply,
        },
      },
      async (request) => service.removeDestination(deps, currentAccount(request), request.params.id),
    );

    app.put(
      '/api/athleteProfile/desired-destination-public',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Show or hide destinations to others (one, or all when no id)',
          body: DestinationPublicSchema,
          response: changeReply,
        },
      },
      async (request) =>
        service.setDestinationsPublic(deps, currentAccount(request), request.body.public, request.body.id),
    );

    app.put(
      '/api/athleteProfile/quick-stats',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Replace the quick stats',
          body: UpdateQuickStatsSchema,
          response: changeReply,
        },
      },
      async (request) => service.setQuickStats(deps, currentAccount(request), request.body.quickStats),
    );

    app.put(
      '/api/athleteProfile/bio',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Replace the bio (empty text removes it)',
          body: UpdateBioSchema,
          response: changeReply,
        },
      },
      async (request) => service.setBio(deps, currentAccount(request), request.body.bio),
    );

    app.put(
      '/api/athleteProfile/graduation-year',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Set the graduation year ("class of"), or remove it with null',
          body: UpdateGraduationYearSchema,
          response: changeReply,
        },
      },
      async (request) =>
        service.setGraduationYear(deps, currentAccount(request), request.body.graduationYear),
    );
  };
}
