// Groups' calls the notifications answer with (issue 24): join a group one was invited to, decline the invitation,
// and, for a group's admins, confirm or deny a profile that asked to join. The group screens come with their own.
import { MessageSchema } from '@podium/core/api/common';
import { JoinReplySchema } from '@podium/core/api/groups';
import type { ProfileKind } from '@podium/core/api/users';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../state/api.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Notification'] });

/** A group and the acting profile's type (the spec's `{type}`). */
interface GroupOf {
  id: string;
  type: ProfileKind;
}

export const groupsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    joinGroup: build.mutation<ReplyOf<'PUT /api/groups/join/:id/:type'>, GroupOf>({
      query: ({ id, type }) => call('PUT /api/groups/join/:id/:type', { id, type }),
      responseSchema: JoinReplySchema,
    }),
    /** Leave, or decline an invitation: the DELETE names one's own profile (spec: Group Invite's Reject). */
    leaveGroup: build.mutation<
      ReplyOf<'DELETE /api/groups/:id/:memberId/:memberType/:type'>,
      GroupOf & { profileId: string }
    >({
      query: ({ id, type, profileId }) =>
        call('DELETE /api/groups/:id/:memberId/:memberType/:type', {
          id,
          memberId: profileId,
          memberType: type,
          type,
        }),
      responseSchema: MessageSchema,
    }),
    confirmJoin: build.mutation<
      ReplyOf<'PUT /api/groups/:id/confirmJoin'>,
      { id: string } & BodyOf<'PUT /api/groups/:id/confirmJoin'>
    >({
      query: ({ id, ...body }) => ({ ...call('PUT /api/groups/:id/confirmJoin', { id }), body }),
      responseSchema: MessageSchema,
    }),
    denyJoin: build.mutation<
      ReplyOf<'PUT /api/groups/:id/:memberId/denyJoin'>,
      { id: string; memberId: string }
    >({
      query: ({ id, memberId }) => call('PUT /api/groups/:id/:memberId/denyJoin', { id, memberId }),
      responseSchema: MessageSchema,
    }),
  }),
});
