// The endpoints of groups (issue 24; profiles spec 7 "Groups", account spec 7), with our calls for my groups and a
// member's own settings (docs/design-choices.md, "Groups").
import {
  ConfirmJoinSchema,
  CreateGroupSchema,
  GroupIdParamsSchema,
  GroupMemberParamsSchema,
  GroupPageQuerySchema,
  GroupReadSchema,
  GroupRemoveParamsSchema,
  GroupReplySchema,
  GroupTypeParamsSchema,
  InviteSchema,
  JoinReplySchema,
  MemberSettingsSchema,
  MessageSchema,
  MyGroupsQuerySchema,
  MyGroupsSchema,
  NoticeSchema,
  UpdateGroupSchema,
} from '../api/index.ts';
import { defineEndpoints } from './define.ts';

export const groupsEndpoints = defineEndpoints({
  'POST /api/groups': { body: CreateGroupSchema, response: { 201: GroupReplySchema } },
  'GET /api/groups': { querystring: MyGroupsQuerySchema, response: { 200: MyGroupsSchema } },
  'PUT /api/groups/:id': {
    params: GroupIdParamsSchema,
    body: UpdateGroupSchema,
    response: { 200: GroupReplySchema },
  },
  'GET /api/groups/:id/:type': {
    params: GroupTypeParamsSchema,
    querystring: GroupPageQuerySchema,
    response: { 200: GroupReadSchema },
  },
  'PUT /api/groups/join/:id/:type': { params: GroupTypeParamsSchema, response: { 200: JoinReplySchema } },
  'PUT /api/groups/invite/:id/:type': {
    params: GroupTypeParamsSchema,
    body: InviteSchema,
    response: { 200: MessageSchema },
  },
  'PUT /api/groups/:id/confirmJoin': {
    params: GroupIdParamsSchema,
    body: ConfirmJoinSchema,
    response: { 200: MessageSchema },
  },
  'PUT /api/groups/:id/:memberId/denyJoin': {
    params: GroupMemberParamsSchema,
    response: { 200: MessageSchema },
  },
  'DELETE /api/groups/:id/:memberId/:memberType/:type': {
    params: GroupRemoveParamsSchema,
    response: { 200: MessageSchema },
  },
  'POST /api/groups/:id/noticeboard': {
    params: GroupIdParamsSchema,
    body: NoticeSchema,
    response: { 201: MessageSchema },
  },
  'PUT /api/groups/:id/settings': {
    params: GroupIdParamsSchema,
    body: MemberSettingsSchema,
    response: { 200: MessageSchema },
  },
});
