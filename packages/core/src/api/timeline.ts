// GET /api/timeline/{profileId}: a profile's activity over time (issue 10), newest first, paged by cursor.
import { z } from 'zod';
import { IdSchema, optional } from './common.ts';
import { CursorSchema, ProfileCardSchema } from './notifications.ts';

export const TIMELINE_PAGE_SIZE = 20;

export const TimelineParamsSchema = z.object({
  profileId: IdSchema.describe('An athlete profile, a coach (their user id) or an organisation'),
});

export const TimelineQuerySchema = z.object({ cursor: optional(CursorSchema) });
export type TimelineQuery = z.infer<typeof TimelineQuerySchema>;

const at = () => z.string().describe('When it happened, ISO 8601');

/** One thing that happened. Group joins join this union when groups land. */
export const TimelineItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('result'),
    _id: z.string(),
    at: at(),
    testKey: z.string(),
    score: z.string(),
    unit: z.string(),
    isVerified: z.boolean().describe('Entered by a coach the athlete invited as collaborator'),
  }),
  z.object({
    kind: z.literal('video'),
    _id: z.string(),
    at: at(),
    vidUrl: z.string(),
    title: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('endorsement'),
    _id: z.string(),
    at: at(),
    body: z.string(),
    role: z
      .enum(['received', 'given'])
      .describe('received: the athlete was endorsed; given: the coach endorsed'),
    other: ProfileCardSchema.describe('The coach who endorsed, or the athlete endorsed'),
  }),
]);
export type TimelineItem = z.infer<typeof TimelineItemSchema>;

export const TimelinePageSchema = z.object({
  profile: ProfileCardSchema,
  items: z.array(TimelineItemSchema).describe(`Newest first, at most ${TIMELINE_PAGE_SIZE}`),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
});
export type TimelinePage = z.infer<typeof TimelinePageSchema>;
