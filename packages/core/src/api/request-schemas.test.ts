// Every schema a client's input is parsed with is closed and bounded (issue 7, defect 1): no value of any depth,
// no text or list of any length. A new request schema is checked the day it is exported from ./index.ts.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as api from './index.ts';

/**
 * Schemas that only describe answers: the server writes them, no client's input is parsed with them, so their
 * text need not be bounded. Anything exported and not named here is treated as a request schema.
 */
const ANSWERS = new Set([
  'AthleteProfileSchema',
  'AuthResponseSchema',
  'CheckEmailResponseSchema',
  'ConsentDecisionReplySchema',
  'ConsentResendReplySchema',
  'ConsentStatusSchema',
  'ConsentViewSchema',
  'ConfirmationDecisionReplySchema',
  'ConfirmationViewSchema',
  'HeldChangeSchema',
  'DeleteAccountResponseSchema',
  'DestinationSchema',
  'DynamicUploadResponseSchema',
  'ErrorBodySchema',
  'FollowListSchema',
  'HealthSchema',
  'HighlightVideoSchema',
  'ImageUploadResponseSchema',
  'MediaFileBodySchema',
  'MessageSchema',
  'StoredFileSchema',
  'NotificationPageSchema',
  'NotificationReplySchema',
  'NotificationSchema',
  // Notifications of any kind, and what their kinds share (issue 23); each kind itself is an answer too (below).
  'AnyNotificationPageSchema',
  'AnyNotificationReplySchema',
  'AnyNotificationSchema',
  'KnownNotificationSchema',
  'SenderDataSchema',
  'PhysicalTestsSchema',
  'ProfileCardSchema',
  'ProfileReplySchema',
  'PublicLinkSchema',
  'RankingDataByTestSchema',
  'RankingDataSchema',
  'ResetDoneSchema',
  'ResetStatusSchema',
  'SignInResponseSchema',
  'SportCredentialSchema',
  'TestResultSchema',
  'UnseenCountSchema',
  'UpdateAccountResponseSchema',
  'UpdateUserTokenReplySchema',
  'UploadSignatureSchema',
  'UploadedAssetSchema',
  'UserSchema',
  'VapidPublicKeySchema',
  // Coaches, organisations and associated people (issue 10).
  'ActiveProfileAnswerSchema',
  'AssociatedAnswerSchema',
  'AssociatedSchema',
  'CoachProfileAnswerSchema',
  'CoachProfileSchema',
  'OrganisationAnswerSchema',
  'OrganisationSchema',
  // Search (issue 10).
  'AthleteCardSchema',
  'AthleteSearchEntrySchema',
  'AthleteSearchResultSchema',
  'BestResultSchema',
  'NameSearchResultSchema',
  'SearchCardSchema',
  'SearchPageSchema',
  // Collaborators (issue 10).
  'CollaboratingForListSchema',
  'CollaborationSchema',
  'CollaboratorListSchema',
  // Pitches and endorsements (issue 10).
  'EndorsementListSchema',
  'EndorsementReplySchema',
  'EndorsementSchema',
  'PitchAthleteSchema',
  'PitchDetailSchema',
  // Issue 22: a receiver's reply as both sides read it.
  'PitchReplyItemSchema',
  'PitchReplySentSchema',
  'PitchSentSchema',
  'PitchTargetSchema',
  'ProfileEndorsementSchema',
  // Watchlist, timeline and connections (issue 10).
  'BestRankSchema',
  'ConnectionListSchema',
  'ConnectionStatusSchema',
  'TimelineItemSchema',
  'TimelinePageSchema',
  'WatchedResultSchema',
  'WatchedTestSchema',
  'WatchlistEntryDetailSchema',
  'WatchlistEntrySchema',
  'WatchlistReplySchema',
  'WatchlistSchema',
  'WatchlistStatusSchema',
  // Groups (issue 24).
  'GroupActivitySchema',
  'GroupMemberSchema',
  'GroupNoticeSchema',
  'GroupPageSchema',
  // Purchases (issue 25): the checkout's address, the customer, and the account's plans and prices.
  'CheckoutSessionReplySchema',
  'CustomerReplySchema',
  'EntitlementSchema',
  'PriceSchema',
  'SubscriptionStatusSchema',
  'RestorePurchasesReplySchema',
  // Events (issue 25): what the server answers about events, tickets, staff, check-ins and results.
  'EventPageSchema',
  'OrgEventSchema',
  'OrgEventReplySchema',
  'OrgEventsSchema',
  'TicketSchema',
  'TicketResultSchema',
  'MyEventSchema',
  'MyEventsSchema',
  'MyRefundsSchema',
  'EventRefundsSchema',
  'JoinEventReplySchema',
  'StaffListSchema',
  'StaffedEventsSchema',
  'CheckInReplySchema',
  'AttendeesSchema',
  'EventResultRowSchema',
  'EventResultReplySchema',
  'EventResultsSchema',
  'GroupReadSchema',
  'GroupReplySchema',
  'GroupSchema',
  'InvitationSchema',
  'JoinReplySchema',
  'JoinRequestSchema',
  'MyGroupsSchema',
  // A group's images and documents (issue 24, slice 2).
  'DocumentAddedSchema',
  'DocumentLinkSchema',
  'GroupDocumentSchema',
  'GroupDocumentsSchema',
  'GroupImageSchema',
  'GroupImagesSchema',
  'ImagesAddedSchema',
  'MyMembershipSchema',
  // Groups' requests, pending items, leaderboard and CSV (issue 24, slice 3).
  'AnswerSchema',
  'GroupCsvSchema',
  'GroupRequestDetailSchema',
  'GroupRequestListSchema',
  'GroupRequestSchema',
  'LeaderboardEntrySchema',
  'LeaderboardSchema',
  'LeaderboardTestSchema',
  'LeaderboardTestsSchema',
  'PendingItemSchema',
  'PendingListSchema',
  'RequestSentSchema',
  'RequestTestSchema',
  // Purchases (issue 25): the server's answers about checkout sessions, customers and the account's plans.
  'CheckoutSessionReplySchema',
  'CustomerReplySchema',
  'EntitlementSchema',
  'PriceSchema',
  'SubscriptionStatusSchema',
]);

const exported = Object.entries(api).flatMap(([name, value]) =>
  value instanceof z.ZodType ? [{ name, schema: value }] : [],
);
/** The kinds of notification (api/notification-kinds.ts): the server writes them, each feature's declared with it. */
const KINDS: ReadonlySet<unknown> = new Set(api.NOTIFICATION_KINDS);
const requests = exported.filter(({ name, schema }) => !ANSWERS.has(name) && !KINDS.has(schema));

type JsonSchema = z.core.JSONSchema.JSONSchema | boolean;

/** An anchored pattern with no open-ended repetition (*, +, {n,}) matches only strings of bounded length. */
function isBoundedPattern(pattern: string): boolean {
  const body = pattern.replace(/\\./g, '');
  return pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|\{\d+,\}/.test(body);
}

/**
 * What makes a schema open-ended, as JSON paths: anything-goes nodes, recursion, text without a maximum, lists
 * without a maximum, objects that keep unknown members. Returns the deepest nesting a value can have too.
 */
function openings(node: JsonSchema, path: string): { problems: string[]; depth: number } {
  if (typeof node === 'boolean') return { problems: node ? [`${path}: accepts anything`] : [], depth: 0 };
  if (node.$ref !== undefined) return { problems: [`${path}: refers to itself (unbounded depth)`], depth: 0 };
  const problems: string[] = [];
  let depth = 0;
  const visit = (child: JsonSchema | undefined, childPath: string, nests: boolean) => {
    if (child === undefined) return;
    const found = openings(child, childPath);
    problems.push(...found.problems);
    depth = Math.max(depth, found.depth + (nests ? 1 : 0));
  };
  for (const [index, option] of [
    ...(node.anyOf ?? []),
    ...(node.oneOf ?? []),
    ...(node.allOf ?? []),
  ].entries()) {
    visit(option, `${path}|${index}`, false);
  }
  const hasShape =
    node.type !== undefined ||
    node.const !== undefined ||
    node.enum !== undefined ||
    node.anyOf ||
    node.oneOf;
  if (!hasShape && !node.allOf) problems.push(`${path}: accepts anything`);
  if (node.type === 'string') {
    const bounded =
      node.maxLength !== undefined ||
      node.enum !== undefined ||
      node.const !== undefined ||
      node.format === 'binary' ||
      (node.pattern !== undefined && isBoundedPattern(node.pattern));
    if (!bounded) problems.push(`${path}: text without a maximum length`);
  }
  if (node.type === 'array') {
    if (node.maxItems === undefined) problems.push(`${path}: list without a maximum length`);
    const items = Array.isArray(node.items) ? node.items : node.items ? [node.items] : [];
    for (const item of [...items, ...(node.prefixItems ?? [])]) visit(item, `${path}[]`, true);
  }
  if (node.type === 'object') {
    for (const [key, child] of Object.entries(node.properties ?? {})) visit(child, `${path}.${key}`, true);
    const extra = node.additionalProperties;
    if (extra === true || (typeof extra === 'object' && Object.keys(extra).length === 0)) {
      problems.push(`${path}: keeps unknown members of any shape`);
    } else if (typeof extra === 'object') {
      visit(extra, `${path}.*`, true);
      visit(node.propertyNames ?? true, `${path}.<name>`, false);
    }
  }
  return { problems, depth };
}

const inputShape = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** Deepest nesting a request may have: a body of objects holding lists of objects holding text. */
const MAX_REQUEST_DEPTH = 5;

describe('request schemas', () => {
  it('are found: every export is a request unless it is named as an answer', () => {
    expect(requests.length).toBeGreaterThan(25);
    const names = new Set(exported.map(({ name }) => name));
    for (const answer of ANSWERS) expect(names.has(answer), `${answer} is no longer exported`).toBe(true);
  });

  it.each(requests)('$name is closed and bounded: no free-form value, no text or list of any length', ({
    schema,
  }) => {
    const { problems, depth } = openings(inputShape(schema), '$');
    expect(problems).toEqual([]);
    expect(depth).toBeLessThanOrEqual(MAX_REQUEST_DEPTH);
  });

  it.each(requests)('$name answers any JSON in words a person reads, never zod’s own', ({ schema }) => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (input) => {
        for (const issue of schema.safeParse(input).error?.issues ?? []) {
          expect(issue.message).not.toMatch(
            /Invalid input|expected .*, received|Too (big|small)|Invalid (string|option)/,
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the check finds what the registration fields used to be', () => {
    const old = z.object({
      orgDetails: z.record(z.string(), z.unknown()).optional(),
      subscriptions: z.unknown().optional(),
      sportsArray: z.array(z.string()).optional(),
      bio: z.string(),
      loose: z.looseObject({ a: z.string().max(3) }),
      stats: z.record(z.string(), z.string().max(3)),
    });
    type Tree = { child?: Tree };
    const Nested: z.ZodType<Tree> = z.lazy(() => z.object({ child: Nested.optional() }));
    expect(openings(inputShape(old), '$').problems).toEqual([
      '$.orgDetails: keeps unknown members of any shape',
      '$.subscriptions: accepts anything',
      '$.sportsArray: list without a maximum length',
      '$.sportsArray[]: text without a maximum length',
      '$.bio: text without a maximum length',
      '$.loose: keeps unknown members of any shape',
      '$.stats.<name>: text without a maximum length',
    ]);
    expect(openings(inputShape(Nested), '$').problems).toContain(
      '$.child: refers to itself (unbounded depth)',
    );
  });
});

/** The empty value a client sends for a field of each JSON type: "" for text, [] for a list, {} for an object. */
const EMPTY_OF: Record<string, unknown> = { string: '', array: [], object: {} };

/** The JSON types a field accepts, as sent (its input), through unions. */
function jsonTypes(node: JsonSchema): string[] {
  if (typeof node === 'boolean') return [];
  const own = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  const options = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap(jsonTypes);
  return [...own, ...options];
}

/** The schemas inside a schema that may hold object fields: wrappers, pipes, lists, unions. */
function children(schema: z.core.$ZodType): z.core.$ZodType[] {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodNonOptional
  ) {
    return [schema.def.innerType];
  }
  if (schema instanceof z.ZodPipe) return [schema.def.in, schema.def.out];
  if (schema instanceof z.ZodArray) return [schema.element];
  if (schema instanceof z.ZodUnion) return [...schema.options];
  if (schema instanceof z.ZodIntersection) return [schema.def.left, schema.def.right];
  if (schema instanceof z.ZodRecord) return [schema.valueType];
  if (schema instanceof z.ZodTuple) return [...schema.def.items];
  return [];
}

/**
 * Every optional field of every object in the schema, each sent empty (what fits its type): what is wrong, as
 * `path: problem`. Empty means absent (design choices, issue 22), except a clearable field, which keeps it.
 */
function emptyFieldProblems(
  schema: z.core.$ZodType,
  path: string,
  seen = new Set<z.core.$ZodType>(),
): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const problems: string[] = [];
  if (schema instanceof z.ZodObject) {
    for (const [key, field] of Object.entries<z.core.$ZodType>(schema.shape)) {
      const at = `${path}.${key}`;
      problems.push(...emptyFieldProblems(field, at, seen));
      const absent = z.safeParse(field, undefined);
      if (!absent.success) continue;
      const types = jsonTypes(inputShape(field));
      // "" whatever the type (a client's "nothing", as `registerLink: ""`), and {} or [] where they fit.
      for (const type of new Set(['string', ...types])) {
        if (!(type in EMPTY_OF)) continue;
        const empty = EMPTY_OF[type];
        // A clearable field keeps an empty value of its own type: it clears what is stored.
        const clears = api.clearableFields.get(field) !== undefined && types.includes(type);
        const result = z.safeParse(field, empty);
        if (!result.success)
          problems.push(`${at}: ${JSON.stringify(empty)} refused (${result.error.issues[0]?.message})`);
        else if (clears && JSON.stringify(result.data) !== JSON.stringify(empty)) {
          problems.push(
            `${at}: ${JSON.stringify(empty)} should clear, but became ${JSON.stringify(result.data)}`,
          );
        } else if (!clears && JSON.stringify(result.data) !== JSON.stringify(absent.data)) {
          problems.push(
            `${at}: ${JSON.stringify(empty)} should be as left out, but became ${JSON.stringify(result.data)}`,
          );
        }
      }
    }
  }
  for (const child of children(schema)) problems.push(...emptyFieldProblems(child, path, seen));
  return problems;
}

describe('an optional field sent empty (issue 22, item 11)', () => {
  it.each(requests)('$name takes "", {} or [] in any optional field as left out, or as clearing it', ({
    schema,
  }) => {
    expect(emptyFieldProblems(schema, '$')).toEqual([]);
  });

  it('finds what registration did with an empty link, and a clearable field kept', () => {
    const old = z.object({
      registerLink: api.RegisterLinkSchema.optional(),
      bio: api.clearableText('Bio', 10),
    });
    expect(emptyFieldProblems(old, '$')).toEqual([
      '$.registerLink: "" refused (type must be promo, group or subscription)',
      '$.registerLink: {} refused (type must be promo, group or subscription)',
    ]);
    const cleared = z.object({ bio: api.optionalText('Bio', 10) });
    api.clearableFields.add(cleared.shape.bio, { clears: 'Bio' });
    expect(emptyFieldProblems(cleared, '$')).toEqual(['$.bio: "" should clear, but became undefined']);
  });

  it('registers with an empty link, inviter, organisation and subscriptions as with none', () => {
    const registration = {
      name: 'Maya Okafor',
      email: 'maya@example.com',
      birthDate: '2000-05-04',
      password: 'sprinter123',
      userType: 1,
      agreedToTerms: true,
    };
    const result = api.RegistrationSchema.safeParse({
      ...registration,
      registerLink: '',
      inviterDetails: {},
      orgDetails: {},
      subscriptions: [],
      phone: '',
      caregiverEmail: '',
    });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({
      registerLink: undefined,
      orgDetails: undefined,
      subscriptions: undefined,
    });
  });
});

describe('the free-form registration fields (defect 1)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const registration = {
    name: 'Maya Okafor',
    email: 'maya@example.com',
    birthDate: '2000-05-04',
    password: 'sprinter123',
    userType: 1,
    agreedToTerms: true,
  };
  const FREE_FIELDS = ['inviterDetails', 'subscriptions', 'registerLink', 'orgDetails'] as const;

  /** A value nested `levels` deep, built without recursion (the reported 4,000 levels in 8 KB). */
  function nested(levels: number): unknown {
    let value: unknown = 'x';
    for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { a: value };
    return value;
  }

  it('refuses a value nested 4,000 levels deep in each, with a message naming the field', () => {
    for (const field of FREE_FIELDS) {
      const result = api.RegistrationSchema.safeParse({ ...registration, [field]: nested(4000) });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe(field);
    }
  });

  it('accepts what the registration links send (spec 2)', () => {
    const accepted = [
      { registerLink: { type: 'promo', code: 'SUMMER24' } },
      { registerLink: { type: 'group', email: 'coach@club.org', admin: 'false', groupId: 'g-1' } },
      { registerLink: { type: 'subscription', sub: 'sub_123', email: 'coach@club.org', admin: 'true' } },
      { inviterDetails: { groupId: 'g-1' } },
      { subscriptions: ['athlete_premium_monthly'] },
      {
        userType: 2,
        orgAdmin: true,
        organisation: 'Cork City FC',
        orgDetails: { sport: 'Football (soccer)' },
      },
    ];
    for (const extra of accepted) {
      expect(
        api.RegistrationSchema.safeParse({ ...registration, ...extra }).error?.issues,
        JSON.stringify(extra),
      ).toBeUndefined();
    }
  });

  it('keeps nothing of any JSON it is sent beyond a shallow, short shape', () => {
    const depthOf = (value: unknown): number =>
      typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    const longestText = (value: unknown): number =>
      typeof value === 'string'
        ? value.length
        : typeof value === 'object' && value !== null
          ? Math.max(0, ...Object.values(value).map(longestText))
          : 0;
    fc.assert(
      fc.property(fc.constantFrom(...FREE_FIELDS), fc.jsonValue({ maxDepth: 6 }), (field, value) => {
        const result = api.RegistrationSchema.safeParse({ ...registration, [field]: value });
        if (!result.success) return;
        expect(depthOf(result.data[field])).toBeLessThanOrEqual(2);
        expect(longestText(result.data[field])).toBeLessThanOrEqual(2048);
      }),
      { numRuns: 2000 },
    );
  });
});
