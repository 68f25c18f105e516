// HTTP for following (issue 9): ask, answer, unfollow, block, unblock, and the lists a profile screen shows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { RefusalCode } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['following'];
const security = [{ token: [] }];
/** 404 a profile unknown or hidden from you; 409 yourself, twice, blocked, or no profile of your own yet. */
const change = [400, 401, 404, 409, 413, 415] satisfies RefusalCode[];

export function followingRoutes(deps: service.FollowingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.route({
      ...endpoint('POST /api/following/request', {
        tags,
        security,
        summary: 'Ask to follow a profile: it gets a follow_request notification',
        // 429: the same profile again within a day of the last request, or the day's cap (request limits).
        refuses: [...change, 429],
      }),
      ...signedIn,
      handler: async (request) => service.requestFollow(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('PUT /api/following/request/handle', {
        tags,
        security,
        summary: 'Accept (the sender follows you) or reject a follow request; either removes it',
        // 403 a notification addressed to someone else; 404 no such notification.
        refuses: [400, 401, 403, 404, 413, 415],
      }),
      ...signedIn,
      handler: async (request) => service.handleRequest(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('DELETE /api/following', {
        tags,
        security,
        summary: 'Stop following a profile, or withdraw a request still waiting',
        refuses: change,
      }),
      ...signedIn,
      handler: async (request) => service.unfollow(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('PUT /api/following/block', {
        tags,
        security,
        summary: 'Block a profile: it cannot ask to follow you; follows and requests either way end',
        refuses: change,
      }),
      ...signedIn,
      handler: async (request) => service.block(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('DELETE /api/following/block', {
        tags,
        security,
        summary: 'Unblock a profile',
        refuses: change,
      }),
      ...signedIn,
      handler: async (request) => service.unblock(deps, currentAccount(request), request.body),
    });

    app.route({
      ...endpoint('GET /api/following/status', {
        tags,
        security,
        summary: 'Whether you follow a profile, asked to, are followed by it, or block it',
        refuses: [400, 401, 404, 409],
      }),
      ...signedIn,
      handler: async (request) => service.followStatus(deps, currentAccount(request), request.query),
    });

    const lists = [
      ['followers', 'GET /api/following/followers', 'Who follows a profile, newest first'],
      ['following', 'GET /api/following/following', 'Whom a profile follows, newest first'],
    ] as const;
    for (const [side, key, summary] of lists) {
      app.route({
        ...endpoint(key, { tags, security, summary, refuses: [400, 401, 404] }),
        ...signedIn,
        handler: async (request) => service.listFollows(deps, currentAccount(request), side, request.query),
      });
    }
  };
}
