// The endpoints of groups' requests, answers, pending submissions, leaderboard and CSV (issue 24, slice 3; profiles
// spec 7 "Groups"), with our calls to list and remind requests, accept a pending item, and read the leaderboard
// (docs/design-choices.md, "Groups: requests").
import {
  ActingTypeQuerySchema,
  CollabTestsSubmitSchema,
  CollabVideoSubmitSchema,
  GroupAthleteParamsSchema,
  GroupCsvSchema,
  GroupIdParamsSchema,
  GroupRequestDetailSchema,
  GroupRequestListSchema,
  GroupRequestParamsSchema,
  GroupRequestsQuerySchema,
  LeaderboardQuerySchema,
  LeaderboardSchema,
  LeaderboardTestsSchema,
  MediaRequestSchema,
  MessageSchema,
  PendingListSchema,
  PendingParamsSchema,
  RemindSchema,
  RemovePendingSchema,
  RequestSentSchema,
  TestAnswerSchema,
  TestRequestSchema,
  VideoAnswerSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const groupRequestsEndpoints = defineEndpoints({
  'PUT /api/groups/:id/test-request': {
    params: GroupIdParamsSchema,
    body: TestRequestSchema,
    response: { 200: RequestSentSchema },
  },
  'PUT /api/groups/:id/video-request': {
    params: GroupIdParamsSchema,
    body: MediaRequestSchema,
    response: { 200: RequestSentSchema },
  },
  'PUT /api/groups/:id/file-request': {
    params: GroupIdParamsSchema,
    body: MediaRequestSchema,
    response: { 200: RequestSentSchema },
  },
  'GET /api/groups/:id/requests': {
    params: GroupIdParamsSchema,
    querystring: GroupRequestsQuerySchema,
    response: { 200: GroupRequestListSchema },
  },
  'GET /api/groups/:id/requests/:requestId': {
    params: GroupRequestParamsSchema,
    querystring: ActingTypeQuerySchema,
    response: { 200: GroupRequestDetailSchema },
  },
  'PUT /api/groups/:id/requests/:requestId/remind': {
    params: GroupRequestParamsSchema,
    body: RemindSchema,
    response: { 200: MessageSchema },
  },
  'PUT /api/groups/:id/test-result': {
    params: GroupIdParamsSchema,
    body: TestAnswerSchema,
    response: { 200: MessageSchema },
  },
  'PUT /api/groups/:id/highlight-vid': {
    params: GroupIdParamsSchema,
    body: VideoAnswerSchema,
    response: { 200: MessageSchema },
  },
  'PUT /api/groups/:id/:memberId/collab-tests': {
    params: GroupAthleteParamsSchema,
    body: CollabTestsSubmitSchema,
    response: { 200: MessageSchema },
  },
  'PUT /api/groups/:id/:memberId/collab-vid': {
    params: GroupAthleteParamsSchema,
    body: CollabVideoSubmitSchema,
    response: { 200: MessageSchema },
  },
  'GET /api/groups/:id/pending': {
    params: GroupIdParamsSchema,
    querystring: ActingTypeQuerySchema,
    response: { 200: PendingListSchema },
  },
  'PUT /api/groups/:id/pending/:pendingId/accept': {
    params: PendingParamsSchema,
    response: { 200: MessageSchema },
  },
  'PUT /api/groups/:id/remove-pending': {
    params: GroupIdParamsSchema,
    body: RemovePendingSchema,
    response: { 200: MessageSchema },
  },
  'GET /api/groups/:id/leaderboard': {
    params: GroupIdParamsSchema,
    querystring: LeaderboardQuerySchema,
    response: { 200: LeaderboardSchema },
  },
  'GET /api/groups/:id/leaderboard/tests': {
    params: GroupIdParamsSchema,
    querystring: ActingTypeQuerySchema,
    response: { 200: LeaderboardTestsSchema },
  },
  'GET /api/groups/:id/csv': {
    params: GroupIdParamsSchema,
    querystring: ActingTypeQuerySchema,
    response: { 200: GroupCsvSchema },
  },
});
