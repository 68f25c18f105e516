// HTTP for groups (issue 24; profiles spec 7 "Groups", account spec 7), with our calls for my groups and a member's
// own settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import { groupFileRoutes } from './file-routes.ts';
import type { GroupFilesDeps } from './files.ts';
import * as membership from './membership.ts';
import { groupRequestRoutes } from './request-routes.ts';
import * as service from './service.ts';

const tags = ['groups'];
const security = [{ token: [] }];

export function groupRoutes(deps: service.GroupDeps, fileDeps: GroupFilesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };
    // Images and documents: their own file (file-routes.ts).
    await app.register(groupFileRoutes(fileDeps));

    app.route({
      ...endpoint('POST /api/groups', {
        tags,
        security,
        summary: 'Make a group, of your acting profile’s type, which you own',
        // 403 a minor hidden until consent; 409 no profile yet, or too many groups.
        refuses: [400, 401, 403, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply.code(201).send(await service.createGroup(deps, currentAccount(request), request.body)),
    });

    app.route({
      ...endpoint('GET /api/groups', {
        tags,
        security,
        summary: 'The groups your profile of {type} is in, and invitations waiting for it',
        // 403 no profile of that type.
        refuses: [400, 401, 403],
      }),
      ...signedIn,
      handler: async (request) =>
        service.listMyGroups(deps, currentAccount(request), request.query.type, request.query.cursor),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id', {
        tags,
        security,
        summary: 'Change the group’s name, description or photo (its owner and admins)',
        refuses: [400, 401, 403, 404, 413, 415],
      }),
      ...signedIn,
      handler: async (request) =>
        service.updateGroup(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('GET /api/groups/:id/:type', {
        tags,
        security,
        summary: 'The group as a member sees it: {group, members, activity, myProf}, or msg No Group',
        // 403 not a member, or no profile of that type.
        refuses: [400, 401, 403],
      }),
      ...signedIn,
      handler: async (request) =>
        service.readGroup(
          deps,
          currentAccount(request),
          request.params.id,
          request.params.type,
          request.query.cursor,
        ),
    });

    app.route({
      ...endpoint('PUT /api/groups/join/:id/:type', {
        tags,
        security,
        summary: 'Join with a waiting invitation, or ask to join',
        // 403 no profile of that type, or a minor hidden until consent; 404 no such group; 409 full; 429 too many
        // requests waiting.
        refuses: [400, 401, 403, 404, 409, 429],
      }),
      ...signedIn,
      handler: async (request) =>
        membership.join(deps, currentAccount(request), request.params.id, request.params.type),
    });

    app.route({
      ...endpoint('PUT /api/groups/invite/:id/:type', {
        tags,
        security,
        summary: 'Invite a profile (a Group Invite) or an email (a mailed link); again resends it (admins)',
        // 403 not an admin; 404 no such group or profile; 409 a member already; 429 the day's invitations.
        refuses: [400, 401, 403, 404, 409, 413, 415, 429],
      }),
      ...signedIn,
      handler: async (request) =>
        membership.invite(
          deps,
          currentAccount(request),
          request.params.id,
          request.params.type,
          request.body,
        ),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/confirmJoin', {
        tags,
        security,
        summary: 'Let in a profile that asked to join (admins)',
        // 404 no such group or waiting request; 409 full.
        refuses: [400, 401, 403, 404, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request) =>
        membership.confirmJoin(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/:memberId/denyJoin', {
        tags,
        security,
        summary: 'Turn down a request to join (admins)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        membership.denyJoin(deps, currentAccount(request), request.params.id, request.params.memberId),
    });

    app.route({
      ...endpoint('DELETE /api/groups/:id/:memberId/:memberType/:type', {
        tags,
        security,
        summary:
          'Remove a member (admins), or name yourself to leave, decline an invitation or withdraw a request',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => {
        const { id, memberId, memberType, type } = request.params;
        return membership.removeMember(
          deps,
          currentAccount(request),
          id,
          { profileId: memberId, profileType: memberType },
          type,
        );
      },
    });

    app.route({
      ...endpoint('POST /api/groups/:id/noticeboard', {
        tags,
        security,
        summary: 'Post a notice (admins): members are told by a job, as their settings say',
        // 429 the day's notices.
        refuses: [400, 401, 403, 404, 413, 415, 429],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await service.postNotice(deps, currentAccount(request), request.params.id, request.body)),
    });

    app.route({
      ...endpoint('PUT /api/groups/:id/settings', {
        tags,
        security,
        summary: 'Your own choices in the group: which notifications, and whether members see your email',
        refuses: [400, 401, 403, 404, 413, 415],
      }),
      ...signedIn,
      handler: async (request) =>
        service.updateSettings(deps, currentAccount(request), request.params.id, request.body),
    });

    await app.register(groupRequestRoutes(deps));
  };
}
