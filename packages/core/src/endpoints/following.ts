// The endpoints of following (issue 9): ask, answer, unfollow, block, unblock, and the lists a profile screen
// shows.
import {
  FollowListQuerySchema,
  FollowListSchema,
  FollowStatusQuerySchema,
  FollowStatusSchema,
  FollowTargetSchema,
  HandleFollowRequestSchema,
  MessageSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const followingEndpoints = defineEndpoints({
  'POST /api/following/request': { body: FollowTargetSchema, response: { 200: MessageSchema } },
  'PUT /api/following/request/handle': { body: HandleFollowRequestSchema, response: { 200: MessageSchema } },
  'DELETE /api/following': { body: FollowTargetSchema, response: { 200: MessageSchema } },
  'PUT /api/following/block': { body: FollowTargetSchema, response: { 200: MessageSchema } },
  'DELETE /api/following/block': { body: FollowTargetSchema, response: { 200: MessageSchema } },
  'GET /api/following/status': {
    querystring: FollowStatusQuerySchema,
    response: { 200: FollowStatusSchema },
  },
  'GET /api/following/followers': { querystring: FollowListQuerySchema, response: { 200: FollowListSchema } },
  'GET /api/following/following': { querystring: FollowListQuerySchema, response: { 200: FollowListSchema } },
});
