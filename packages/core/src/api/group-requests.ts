// Groups, slice 3 (issue 24; profiles spec 3 "Group", 4, 7 "Groups"): an admin's requests for a test result, a video
// or a file, members' answers, collaborators' pending submissions, the leaderboard and the CSV export.
import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { PHYSICAL_TESTS } from '../tests/catalogue.ts';
import { AddTestResultSchema, AddVideoSchema } from './athletes.ts';
import { COLLAB_TESTS_MAX } from './collaborators.ts';
import { IdSchema, list, optional, optionalText, ProfileKindSchema, text } from './common.ts';
import { GROUP_LIMITS } from './groups.ts';
import { notificationKind, ProfileCardSchema, SenderDataSchema } from './notifications.ts';

/** Every limit of requests, pending items and the leaderboard (docs/design-choices.md, "Groups: requests"). */
export const GROUP_REQUEST_LIMITS = {
  textMax: 1000,
  /** Requests one group makes in a day. */
  requestsPerGroupPerDay: 20,
  /** Hours between two reminders of one request. */
  remindEveryHours: 24,
  /** Pending submissions waiting for one athlete in one group. */
  pendingPerAthlete: 50,
} as const;
export const GROUP_REQUESTS_PAGE = 20;
export const LEADERBOARD_PAGE = 50;
export const PENDING_PAGE = 100;

export const REQUEST_KINDS = ['test', 'video', 'file'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const ANSWER_KINDS = ['result', 'video', 'document'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];
export const PENDING_KINDS = ['test', 'video'] as const;
export type PendingKind = (typeof PENDING_KINDS)[number];

const GroupTypeSchema = ProfileKindSchema.describe(
  'The profile (athlete, coach or org) you act as in the group',
);
const MemberRefSchema = z.strictObject({ profileId: IdSchema, profileType: ProfileKindSchema });

const DueSchema = optional(
  text('Due date', { min: 1, max: 10 }).refine(isIsoDate, 'Enter a date as YYYY-MM-DD'),
).describe('YYYY-MM-DD; optional');

const requestFields = {
  type: GroupTypeSchema,
  due: DueSchema,
  members: optional(list('Members', MemberRefSchema, GROUP_LIMITS.membersPerGroup).min(1)).describe(
    'The members asked; every member but you when left out',
  ),
};

/** PUT /api/groups/{id}/test-request: a test of the catalogue (its key or name). */
export const TestRequestSchema = z.strictObject({
  ...requestFields,
  test: text('Test', { min: 1, max: 80 }).describe('A test of the catalogue: its key or name'),
  text: optionalText('Text', GROUP_REQUEST_LIMITS.textMax).describe('What to do, how'),
});
export type TestRequest = z.infer<typeof TestRequestSchema>;

/** PUT /api/groups/{id}/video-request and file-request: a short text says what to send. */
export const MediaRequestSchema = z.strictObject({
  ...requestFields,
  text: text('Text', { min: 1, max: GROUP_REQUEST_LIMITS.textMax }).describe('What to send'),
});
export type MediaRequest = z.infer<typeof MediaRequestSchema>;

export const RequestSentSchema = z.object({ msg: z.string(), requestId: z.string() });

export const GroupRequestParamsSchema = z.object({
  id: IdSchema.describe('The group'),
  requestId: IdSchema.describe('The request'),
});
export const GroupRequestsQuerySchema = z.object({
  type: GroupTypeSchema,
  cursor: optional(z.coerce.number().int().min(0).max(10_000)).describe(
    'The nextCursor of the previous page',
  ),
});
export const ActingTypeQuerySchema = z.object({ type: GroupTypeSchema });
export const RemindSchema = z.strictObject({ type: GroupTypeSchema });

export const RequestTestSchema = z.object({ key: z.string(), name: z.string() });
export const GroupRequestSchema = z.object({
  _id: z.string(),
  kind: z.enum(REQUEST_KINDS),
  test: RequestTestSchema.nullable().describe('A test request’s test'),
  text: z.string(),
  due: z.string().nullable(),
  author: ProfileCardSchema.nullable(),
  createdAt: z.string(),
  asked: z.number().int().describe('Members asked'),
  answered: z.number().int().describe('Of those, who answered'),
  seenBy: z.number().int().describe('Of those, who have seen it: "seen by n of m"'),
  remindedAt: z.string().nullable(),
  mine: z
    .object({ answeredAt: z.string().nullable() })
    .nullable()
    .describe('You were asked: when you answered (null: not yet); null when you were not asked'),
});
export type GroupRequest = z.infer<typeof GroupRequestSchema>;
export const GroupRequestListSchema = z.object({
  requests: z.array(GroupRequestSchema).describe(`Newest first, at most ${GROUP_REQUESTS_PAGE}`),
  nextCursor: z.number().int().nullable(),
});
export type GroupRequestList = z.infer<typeof GroupRequestListSchema>;

export const AnswerSchema = z.object({
  kind: z.enum(ANSWER_KINDS),
  id: z.string().describe('The result, video or document that answered'),
});
export const GroupRequestDetailSchema = z.object({
  request: GroupRequestSchema,
  answered: z.array(z.object({ profile: ProfileCardSchema, answeredAt: z.string(), answer: AnswerSchema })),
  waiting: z.array(ProfileCardSchema).describe('Asked, not answered yet: whom a reminder reaches'),
});
export type GroupRequestDetail = z.infer<typeof GroupRequestDetailSchema>;

/** PUT /api/groups/{id}/test-result: a member's result answering a test request, added to their profile. */
export const TestAnswerSchema = AddTestResultSchema.extend({
  requestId: IdSchema.describe('The test request answered'),
});
export type TestAnswer = z.infer<typeof TestAnswerSchema>;
/** PUT /api/groups/{id}/highlight-vid: a member's video answering a video request, added to their profile. */
export const VideoAnswerSchema = z.strictObject({
  requestId: IdSchema.describe('The video request answered'),
  video: AddVideoSchema,
});
export type VideoAnswer = z.infer<typeof VideoAnswerSchema>;

/** /api/groups/{id}/{memberId}/collab-tests and collab-vid: the athlete member submitted for. */
export const GroupAthleteParamsSchema = z.object({
  id: IdSchema.describe('The group'),
  memberId: IdSchema.describe('The athlete member’s profile'),
});
export const CollabTestsSubmitSchema = z.strictObject({
  type: GroupTypeSchema.describe('The profile you send as'),
  tests: list('Tests', AddTestResultSchema, COLLAB_TESTS_MAX).min(1, 'Add at least one result'),
});
export type CollabTestsSubmit = z.infer<typeof CollabTestsSubmitSchema>;
export const CollabVideoSubmitSchema = z.strictObject({
  type: GroupTypeSchema.describe('The profile you send as'),
  video: AddVideoSchema,
});
export type CollabVideoSubmit = z.infer<typeof CollabVideoSubmitSchema>;

/** PUT /api/groups/{id}/remove-pending (the spec's {sender, type, data, members}). */
export const RemovePendingSchema = z.strictObject({
  sender: IdSchema.describe('The profile that submitted it'),
  type: z.enum(PENDING_KINDS).describe('What it is: test results or a video'),
  data: IdSchema.describe('The pending item'),
  members: list('Members', IdSchema, GROUP_LIMITS.membersPerGroup)
    .min(1)
    .describe('The athlete profiles it waits for (the item’s athlete among them)'),
});
export type RemovePending = z.infer<typeof RemovePendingSchema>;
export const PendingParamsSchema = z.object({
  id: IdSchema.describe('The group'),
  pendingId: IdSchema.describe('The pending item'),
});

const PendingTestSchema = z.object({
  test: z.string(),
  attribute: z.string(),
  score: z.string(),
  unitOfMeasurement: z.string().nullable(),
});
export const PendingItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(PENDING_KINDS),
  sender: ProfileCardSchema.nullable(),
  athlete: ProfileCardSchema.nullable(),
  tests: z.array(PendingTestSchema).nullable(),
  video: z.object({ vidUrl: z.string(), title: z.string().nullable() }).nullable(),
  verified: z.boolean().describe('Sent by a coach: verified once accepted'),
  createdAt: z.string(),
});
export type PendingItem = z.infer<typeof PendingItemSchema>;
export const PendingListSchema = z.object({
  pending: z.array(PendingItemSchema).describe(`At most ${PENDING_PAGE}, newest first`),
});
export type PendingList = z.infer<typeof PendingListSchema>;

const QueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
/** GET /api/groups/{id}/leaderboard. */
export const LeaderboardQuerySchema = z.object({
  type: GroupTypeSchema,
  test: text('Test', { min: 1, max: 80 }).describe('A test of the catalogue: its key or name'),
  since: optional(
    text('Since', { min: 1, max: 10 }).refine(isIsoDate, 'Enter a date as YYYY-MM-DD'),
  ).describe('The change is each member’s best now against their best before this day'),
  gender: optionalText('Gender', 40).describe('Exact, case ignored'),
  minAge: optional(z.coerce.number().int().min(0).max(120)),
  maxAge: optional(z.coerce.number().int().min(0).max(120)),
  verified: optional(QueryBoolean).describe('true: verified results only'),
  cursor: optional(
    z.coerce
      .number()
      .int()
      .min(0)
      .max(GROUP_LIMITS.membersPerGroup * 4),
  ),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

export const LeaderboardEntrySchema = z.object({
  rank: z.number().int().describe('1 is the best; equal scores share a rank'),
  profile: ProfileCardSchema,
  score: z.string().describe('As typed'),
  unitOfMeasurement: z.string(),
  mfScore: z.number().describe('Normalised'),
  mfUnit: z.string().nullable(),
  verified: z.boolean(),
  recordedAt: z.string(),
  previous: z.number().nullable().describe('The best normalised score before `since`; null without one'),
  change: z.number().nullable().describe('How much better than `previous` (negative: worse), in mfUnit'),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;
export const LeaderboardSchema = z.object({
  test: RequestTestSchema.extend({ better: z.enum(['higher', 'lower']) }),
  entries: z.array(LeaderboardEntrySchema).describe(`At most ${LEADERBOARD_PAGE}`),
  total: z.number().int().describe('Members ranked with these filters'),
  nextCursor: z.number().int().nullable(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

/** GET /api/groups/{id}/leaderboard/tests: the ranked tests the group's members have results in (not in the spec). */
export const LeaderboardTestSchema = RequestTestSchema.extend({
  better: z.enum(['higher', 'lower']),
  members: z.number().int().min(1).describe('Members the viewer may see with a result in it'),
});
export type LeaderboardTest = z.infer<typeof LeaderboardTestSchema>;
export const LeaderboardTestsSchema = z.object({
  tests: z
    .array(LeaderboardTestSchema)
    .max(PHYSICAL_TESTS.length)
    .describe('At most one a test of the catalogue; the most members first, then by name'),
});
export type LeaderboardTests = z.infer<typeof LeaderboardTestsSchema>;

/** GET /api/groups/{id}/csv: the bytes of a UTF-8 CSV with a BOM. */
export const GroupCsvSchema = z.unknown().describe('text/csv: one row per member and test');

const GroupDataSchema = SenderDataSchema.extend({ groupId: z.string(), groupName: z.string() });
/** Ours: an admin asks for a test result, a video or a file (or reminds those who have not answered). */
export const GroupRequestNotificationSchema = notificationKind(
  'Group Request',
  GroupDataSchema.extend({
    requestId: z.string(),
    requestKind: z.enum(REQUEST_KINDS),
    reminder: z.boolean(),
  }),
);
/** Ours: a coach or collaborator submitted results or a video for the athlete: Accept or decline. */
export const GroupPendingNotificationSchema = notificationKind(
  'Group Pending Submission',
  GroupDataSchema.extend({ pendingId: z.string(), pendingKind: z.enum(PENDING_KINDS) }),
);
/** What a member did that the group's admins hear of: answered a request, or took what was sent for them or not. */
export const ANSWER_OUTCOMES = ['answered', 'accepted', 'declined', 'withdrawn'] as const;
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number];
/**
 * Ours: to the group's owner and admins whose setting is all, once per member and request (an edited answer is no
 * news), when a member answers a request (`requestId`) or a pending submission is accepted, declined or withdrawn
 * (`requestId` null); `kind` is what was asked for or sent.
 */
export const GroupRequestAnsweredNotificationSchema = notificationKind(
  'Group Request Answered',
  GroupDataSchema.extend({
    outcome: z.enum(ANSWER_OUTCOMES),
    requestId: z.string().nullable(),
    kind: z.enum(REQUEST_KINDS),
  }),
);
export const GROUP_REQUEST_NOTIFICATIONS = [
  GroupRequestNotificationSchema,
  GroupPendingNotificationSchema,
  GroupRequestAnsweredNotificationSchema,
] as const;
