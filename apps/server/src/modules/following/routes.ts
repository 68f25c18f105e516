// HTTP for following (issue 9): ask, answer, unfollow, block, unblock, and the lists a profile screen shows.
import {
  FollowListQuerySchema,
  FollowListSchema,
  FollowStatusQuerySchema,
  FollowStatusSchema,
  FollowTargetSchema,
  HandleFollowRequestSchema,
  MessageSchema,
} from '@podium/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../../http/refusals.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as service from './service.ts';

const tags = ['following'];
const security = [{ token: [] }];
/** 404 a profile unknown or hidden from you; 409 yourself, twice, blocked, or no profile of your own yet. */
const change = { 200: MessageSchema, ...refusals(400, 401, 404, 409, 413, 415) };

export function followingRoutes(deps: service.FollowingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };

    app.post(
      '/api/following/request',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Ask to follow a profile: it gets a follow_request notification',
          body: FollowTargetSchema,
          // 429: the same profile again within a day of the last request, or the day's cap (request limits).
          response: { ...change, ...refusals(429) },
        },
      },
      async (request) => service.requestFollow(deps, currentAccount(request), request.body),
    );

    app.put(
      '/api/following/request/handle',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Accept (the sender follows you) or reject a follow request; either removes it',
          body: HandleFollowRequestSchema,
          // 403 a notification addressed to someone else; 404 no such notification.
          response: { 200: MessageSchema, ...refusals(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => service.handleRequest(deps, currentAccount(request), request.body),
    );

    app.delete(
      '/api/following',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Stop following a profile, or withdraw a request still waiting',
          body: FollowTargetSchema,
          response: change,
        },
      },
      async (request) => service.unfollow(deps, currentAccount(request), request.body),
    );

    app.put(
      '/api/following/block',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Block a profile: it cannot ask to follow you; follows and requests either way end',
          body: FollowTargetSchema,
          response: change,
        },
      },
      async (request) => service.block(deps, currentAccount(request), request.body),
    );

    app.delete(
      '/api/following/block',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Unblock a profile',
          body: FollowTargetSchema,
          response: change,
        },
      },
      async (request) => service.unblock(deps, currentAccount(request), request.body),
    );

    app.get(
      '/api/following/status',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary: 'Whether you follow a profile, asked to, are followed by it, or block it',
          querystring: FollowStatusQuerySchema,
          response: { 200: FollowStatusSchema, ...refusals(400, 401, 404, 409) },
        },
      },
      async (request) => service.followStatus(deps, currentAccount(request), request.query),
    );

    for (const side of ['followers', 'following'] as const) {
      app.get(
        `/api/following/${side}`,
        {
          ...signedIn,
          schema: {
            tags,
            security,
            summary:
              side === 'followers'
                ? 'Who follows a profile, newest first'
                : 'Whom a profile follows, newest first',
            querystring: FollowListQuerySchema,
            response: { 200: FollowListSchema, ...refusals(400, 401, 404) },
          },
        },
        async (request) => service.listFollows(deps, currentAccount(request), side, request.query),
      );
    }
  };
}
