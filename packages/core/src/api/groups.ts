// Groups (issue 24; profiles spec 2, 3 "Group", 4, 7 "Groups", 8): a coach, organisation or athlete runs a group of
// profiles with roles, invitations, join requests and a notice board. The calls' requests, answers, limits and the
// notifications groups write.
import { z } from 'zod';
import { MediaUrlSchema } from './athletes.ts';
import {
  clearableText,
  EmailSchema,
  IdSchema,
  optional,
  optionalText,
  ProfileKindSchema,
  text,
} from './common.ts';
import { GROUP_LIMITS } from './group-limits.ts';
import { notificationKind, ProfileCardSchema, SenderDataSchema } from './notifications.ts';

// In a module of its own so that purchases' free tier reads it without the group schemas (the web's chunks).
export { GROUP_LIMITS } from './group-limits.ts';

/** Pages: members, activity and notices of GET /api/groups/{id}/{type}, and my groups. */
export const GROUP_MEMBERS_PAGE = 100;
export const GROUP_ACTIVITY_PAGE = 20;
export const GROUP_NOTICES_PAGE = 20;
export const MY_GROUPS_PAGE = 50;

export const GROUP_ROLES = ['owner', 'admin', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
/** The roles an invitation may give (the owner is whoever made the group). */
export const INVITED_ROLES = ['admin', 'member'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];
export const GROUP_NOTIFICATION_SETTINGS = ['all', 'notices', 'muted'] as const;
export type GroupNotificationSetting = (typeof GROUP_NOTIFICATION_SETTINGS)[number];
export const INVITATION_STATES = ['waiting', 'accepted', 'declined', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
/** request: an admin asked members for something; answer: a member answered (group-requests.ts). */
export const ACTIVITY_KINDS = [
  'created',
  'joined',
  'left',
  'removed',
  'notice',
  'updated',
  'image',
  'document',
  'request',
  'answer',
] as const;
export type GroupActivityKind = (typeof ACTIVITY_KINDS)[number];

export const GroupTypeSchema = ProfileKindSchema.describe(
  'The profile (athlete, coach or org) you act as in the group',
);

export const GroupIdParamsSchema = z.object({ id: IdSchema.describe('The group') });
/** /api/groups/{id}/{type}, /join/{id}/{type}, /invite/{id}/{type}. */
export const GroupTypeParamsSchema = z.object({ id: IdSchema.describe('The group'), type: GroupTypeSchema });
/** /api/groups/{id}/{memberId}/denyJoin. */
export const GroupMemberParamsSchema = z.object({
  id: IdSchema.describe('The group'),
  memberId: IdSchema.describe('The profile that asked to join'),
});
/** DELETE /api/groups/{id}/{memberId}/{memberType}/{type}: remove a member, leave, or decline an invitation. */
export const GroupRemoveParamsSchema = z.object({
  id: IdSchema.describe('The group'),
  memberId: IdSchema.describe('The member profile removed (your own: leave, or decline an invitation)'),
  memberType: ProfileKindSchema.describe('Its type'),
  type: GroupTypeSchema,
});

const name = () => text('Name', { min: 1, max: GROUP_LIMITS.nameMax }).describe('The group’s name');
const description = () => optionalText('Description', GROUP_LIMITS.descriptionMax).describe('What it is for');
// As a coach's photo: the address an upload answered, http upgraded to https but for the local hosts the embedded
// default serves its uploads from (npm start's http://localhost:3000/media/...).
const photo = () => optional(MediaUrlSchema).describe('An image URL from the upload path');

/** POST /api/groups: the group's kind is the creator's acting profile type (spec 2). */
export const CreateGroupSchema = z.strictObject({ name: name(), description: description(), photo: photo() });
export type CreateGroup = z.infer<typeof CreateGroupSchema>;

/** PUT /api/groups/{id}: what the owner or an admin changes; left out keeps it. */
export const UpdateGroupSchema = z.strictObject({
  name: optional(text('Name', { min: 1, max: GROUP_LIMITS.nameMax })),
  description: clearableText('Description', GROUP_LIMITS.descriptionMax).describe('Empty clears it'),
  photo: photo(),
});
export type UpdateGroup = z.infer<typeof UpdateGroupSchema>;

/** PUT /api/groups/invite/{id}/{type}: a profile (a Group Invite notification) or an email (a mailed link). */
export const InviteSchema = z.union([
  z.strictObject({
    profileId: IdSchema.describe('The profile invited'),
    profileType: ProfileKindSchema,
    role: optional(z.enum(INVITED_ROLES)).describe('member unless admin'),
  }),
  z.strictObject({
    email: EmailSchema.describe('Someone without an account: mailed a /register-group-link'),
    role: optional(z.enum(INVITED_ROLES)),
  }),
]);
export type Invite = z.infer<typeof InviteSchema>;

/** PUT /api/groups/{id}/confirmJoin: the profile whose join request (or invitation, as themselves) is confirmed. */
export const ConfirmJoinSchema = z.strictObject({
  memberId: IdSchema.describe('The profile that asked to join'),
  memberType: ProfileKindSchema,
});
export type ConfirmJoin = z.infer<typeof ConfirmJoinSchema>;

/** POST /api/groups/{id}/noticeboard. */
export const NoticeSchema = z.strictObject({
  type: GroupTypeSchema,
  text: text('Notice', { min: 1, max: GROUP_LIMITS.noticeMax }).describe('The notice'),
});
export type NewNotice = z.infer<typeof NoticeSchema>;

/** PUT /api/groups/{id}/settings: the signed-in member's own choices in this group. */
export const MemberSettingsSchema = z.strictObject({
  type: GroupTypeSchema,
  notifications: optional(z.enum(GROUP_NOTIFICATION_SETTINGS)).describe(
    'all: every notification of the group; notices: notices only; muted: none',
  ),
  showContact: optional(z.boolean()).describe('Show my email to the other members'),
});
export type MemberSettings = z.infer<typeof MemberSettingsSchema>;

/** GET /api/groups/{id}/{type}?cursor: the next page of members. */
export const GroupPageQuerySchema = z.object({
  cursor: optional(z.coerce.number().int().min(0).max(GROUP_LIMITS.membersPerGroup)).describe(
    'The nextCursor of the previous members page',
  ),
});
export const MyGroupsQuerySchema = z.object({
  type: GroupTypeSchema,
  cursor: optional(z.coerce.number().int().min(0).max(GROUP_LIMITS.groupsPerProfile)),
});
export type MyGroupsQuery = z.infer<typeof MyGroupsQuerySchema>;

export const GroupSchema = z.object({
  _id: z.string(),
  kind: ProfileKindSchema.describe('The creator’s profile type'),
  name: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  owner: ProfileCardSchema,
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof GroupSchema>;

export const GroupMemberSchema = ProfileCardSchema.extend({
  role: z.enum(GROUP_ROLES),
  joinedAt: z.string(),
  email: z.string().nullable().describe('Only when the member chose to show their contact details'),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

export const GroupActivitySchema = z.object({
  _id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  actor: ProfileCardSchema.nullable().describe('null when the viewer may no longer see them'),
  subject: ProfileCardSchema.nullable(),
  at: z.string(),
});
export type GroupActivity = z.infer<typeof GroupActivitySchema>;

export const GroupNoticeSchema = z.object({
  _id: z.string(),
  text: z.string(),
  author: ProfileCardSchema.nullable(),
  createdAt: z.string(),
  seenBy: z.number().int().describe('Members who have seen it'),
  memberCount: z.number().int().describe('Members now: "seen by n of m"'),
});
export type GroupNotice = z.infer<typeof GroupNoticeSchema>;

export const MyMembershipSchema = z.object({
  profileId: z.string(),
  profileType: ProfileKindSchema,
  role: z.enum(GROUP_ROLES),
  notifications: z.enum(GROUP_NOTIFICATION_SETTINGS),
  showContact: z.boolean(),
});

export const JoinRequestSchema = z.object({ profile: ProfileCardSchema, requestedAt: z.string() });
export const InvitationSchema = z.object({
  profile: ProfileCardSchema.nullable().describe('null for an email invitation'),
  email: z.string().nullable(),
  role: z.enum(INVITED_ROLES),
  state: z.enum(INVITATION_STATES),
  sentAt: z.string(),
  expiresAt: z.string(),
});

/** GET /api/groups/{id}/{type}: the spec's {group, members, activity, myProf}, with the notice board. */
export const GroupPageSchema = z.object({
  group: GroupSchema,
  members: z.array(GroupMemberSchema).describe(`At most ${GROUP_MEMBERS_PAGE}: owner, admins, then by name`),
  nextCursor: z.number().int().nullable().describe('Pass as cursor for the next page of members'),
  activity: z.array(GroupActivitySchema).describe(`The newest ${GROUP_ACTIVITY_PAGE}`),
  noticeboard: z.array(GroupNoticeSchema).describe(`The newest ${GROUP_NOTICES_PAGE}`),
  myProf: MyMembershipSchema,
  requests: z.array(JoinRequestSchema).describe('Waiting join requests: admins only, else empty'),
  invitations: z.array(InvitationSchema).describe('Invitations sent: admins only, else empty'),
});
export type GroupPage = z.infer<typeof GroupPageSchema>;
/** The spec's answer for a group that is gone: the web says 'Group no longer exists!'. */
export const NoGroupSchema = z.object({ msg: z.literal('No Group') });
export const GroupReadSchema = z.union([GroupPageSchema, NoGroupSchema]);

export const GroupReplySchema = z.object({ msg: z.string(), group: GroupSchema });
/** PUT /api/groups/join: joined (the group), asked (null: the web says it no longer has access), or already in. */
export const JoinReplySchema = z.object({
  msg: z.string(),
  state: z.enum(['joined', 'requested', 'existing member']),
  group: GroupSchema.nullable(),
});

export const MyGroupsSchema = z.object({
  groups: z.array(GroupSchema.extend({ role: z.enum(GROUP_ROLES) })),
  invitations: z
    .array(z.object({ group: GroupSchema, role: z.enum(INVITED_ROLES), expiresAt: z.string() }))
    .describe('Invitations waiting for this profile'),
  nextCursor: z.number().int().nullable(),
});
export type MyGroups = z.infer<typeof MyGroupsSchema>;

const GroupDataSchema = SenderDataSchema.extend({ groupId: z.string(), groupName: z.string() });
/** The spec's (account spec 4): answered with Reject or Join. */
export const GroupInviteNotificationSchema = notificationKind('Group Invite', GroupDataSchema);
/** Ours: a profile asked to join; the admins confirm or deny. */
export const GroupJoinRequestNotificationSchema = notificationKind('Group Join Request', GroupDataSchema);
/** Ours: a profile joined (an invitation accepted or a request confirmed); to the admins whose setting is all. */
export const GroupJoinedNotificationSchema = notificationKind('Group Joined', GroupDataSchema);
/** Ours: a notice on the board, to members whose setting is all or notices. */
export const GroupNoticeNotificationSchema = notificationKind(
  'Group Notice',
  GroupDataSchema.extend({ noticeId: z.string() }),
);
/** The spec's "Removed You" (account spec 4: only marked read): an admin removed you from the group. */
export const RemovedYouNotificationSchema = notificationKind('Removed You', GroupDataSchema);
export const GROUP_NOTIFICATIONS = [
  GroupInviteNotificationSchema,
  GroupJoinRequestNotificationSchema,
  GroupJoinedNotificationSchema,
  GroupNoticeNotificationSchema,
  RemovedYouNotificationSchema,
] as const;
