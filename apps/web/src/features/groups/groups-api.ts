// Groups' calls (issue 24): my groups and invitations, make and edit a group, the group page (members a page at a time),
// join, leave or remove, invite, confirm or deny a request, post a notice, my settings in a group, and the name search
// an admin invites from. A group's notifications make its page and my list stale (staleOnNotifications), so an open
// page shows a notice, an invitation or a removal as it arrives.
import { MessageSchema } from '@podium/core/api/common';
import { GroupReadSchema, GroupReplySchema, JoinReplySchema, MyGroupsSchema } from '@podium/core/api/groups';
import { NameSearchResultSchema } from '@podium/core/api/search';
import type { ProfileKind } from '@podium/core/api/users';
import type { BodyOf, ReplyOf } from '@podium/core/endpoints';
import { api, call } from '../../state/api.ts';
import { staleOnNotifications } from '../../state/notification-tags.ts';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Notification', 'Group', 'MyGroups'] });

/** A group and the acting profile's type (the spec's `{type}`). */
export interface GroupOf {
  id: string;
  type: ProfileKind;
}

type GroupRead = ReplyOf<'GET /api/groups/:id/:type'>;

export const groupsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getMyGroups: build.query<ReplyOf<'GET /api/groups'>, ProfileKind>({
      query: (type) => ({ ...call('GET /api/groups'), params: { type } }),
      responseSchema: MyGroupsSchema,
      providesTags: ['MyGroups'],
    }),
    /** The group page; each next page carries the next members (the rest of the page is the same group). */
    getGroup: build.infiniteQuery<GroupRead, GroupOf, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => ('nextCursor' in lastPage ? lastPage.nextCursor : null),
      },
      query: ({ queryArg: { id, type }, pageParam }) => ({
        ...call('GET /api/groups/:id/:type', { id, type }),
        params: pageParam === null ? {} : { cursor: pageParam },
      }),
      responseSchema: GroupReadSchema,
      providesTags: (_result, _error, { id }) => [{ type: 'Group', id }],
    }),
    createGroup: build.mutation<ReplyOf<'POST /api/groups'>, BodyOf<'POST /api/groups'>>({
      query: (body) => ({ ...call('POST /api/groups'), body }),
      responseSchema: GroupReplySchema,
      invalidatesTags: ['MyGroups'],
    }),
    updateGroup: build.mutation<
      ReplyOf<'PUT /api/groups/:id'>,
      { id: string } & BodyOf<'PUT /api/groups/:id'>
    >({
      query: ({ id, ...body }) => ({ ...call('PUT /api/groups/:id', { id }), body }),
      responseSchema: GroupReplySchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Group', id }, 'MyGroups'],
    }),
    joinGroup: build.mutation<ReplyOf<'PUT /api/groups/join/:id/:type'>, GroupOf>({
      query: ({ id, type }) => call('PUT /api/groups/join/:id/:type', { id, type }),
      responseSchema: JoinReplySchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Group', id }, 'MyGroups'],
    }),
    /**
     * Leave, or decline an invitation: the DELETE names one's own profile (spec: Group Invite's Reject). The group's
     * page is not made stale: whoever leaves has left it, and reading it again would only be refused.
     */
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
      invalidatesTags: ['MyGroups'],
    }),
    removeMember: build.mutation<
      ReplyOf<'DELETE /api/groups/:id/:memberId/:memberType/:type'>,
      GroupOf & { memberId: string; memberType: ProfileKind }
    >({
      query: (params) => call('DELETE /api/groups/:id/:memberId/:memberType/:type', params),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Group', id }],
    }),
    invite: build.mutation<
      ReplyOf<'PUT /api/groups/invite/:id/:type'>,
      GroupOf & { invite: BodyOf<'PUT /api/groups/invite/:id/:type'> }
    >({
      query: ({ id, type, invite }) => ({
        ...call('PUT /api/groups/invite/:id/:type', { id, type }),
        body: invite,
      }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Group', id }],
    }),
    confirmJoin: build.mutation<
      ReplyOf<'PUT /api/groups/:id/confirmJoin'>,
      { id: string } & BodyOf<'PUT /api/groups/:id/confirmJoin'>
    >({
      query: ({ id, ...body }) => ({ ...call('PUT /api/groups/:id/confirmJoin', { id }), body }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Group', id }],
    }),
    denyJoin: build.mutation<
      ReplyOf<'PUT /api/groups/:id/:memberId/denyJoin'>,
      { id: string; memberId: string }
    >({
      query: ({ id, memberId }) => call('PUT /api/groups/:id/:memberId/denyJoin', { id, memberId }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Group', id }],
    }),
    postNotice: build.mutation<
      ReplyOf<'POST /api/groups/:id/noticeboard'>,
      { id: string } & BodyOf<'POST /api/groups/:id/noticeboard'>
    >({
      query: ({ id, ...body }) => ({ ...call('POST /api/groups/:id/noticeboard', { id }), body }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Group', id }],
    }),
    saveSettings: build.mutation<
      ReplyOf<'PUT /api/groups/:id/settings'>,
      { id: string } & BodyOf<'PUT /api/groups/:id/settings'>
    >({
      query: ({ id, ...body }) => ({ ...call('PUT /api/groups/:id/settings', { id }), body }),
      responseSchema: MessageSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Group', id }],
    }),
    /** Profiles by name for an invitation: the server lists only people the viewer may see (the one rule). */
    findInvitees: build.query<ReplyOf<'GET /api/search/name'>, string>({
      query: (name) => ({ ...call('GET /api/search/name'), params: { name } }),
      responseSchema: NameSearchResultSchema,
    }),
  }),
});

// A notice, a request to join, a new member or a removal changes the group's page; an invitation changes my list. A
// removed member's page reads the group again, is refused, and leaves (use-group-page.ts).
staleOnNotifications(groupsApi, {
  'Group Notice': ['Group'],
  'Group Join Request': ['Group'],
  'Group Joined': ['Group'],
  // An answer is also an entry in the group's activity.
  'Group Request Answered': ['Group'],
  'Removed You': ['Group', 'MyGroups'],
  'Group Invite': ['MyGroups'],
});

export const {
  useGetMyGroupsQuery,
  useGetGroupInfiniteQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useJoinGroupMutation,
  useLeaveGroupMutation,
  useRemoveMemberMutation,
  useInviteMutation,
  useConfirmJoinMutation,
  useDenyJoinMutation,
  usePostNoticeMutation,
  useSaveSettingsMutation,
  useLazyFindInviteesQuery,
} = groupsApi;
