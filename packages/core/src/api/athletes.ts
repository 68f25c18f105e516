// Athlete profile calls (profiles spec 3 and 7): the profile, its sports, test results, videos, destinations, quick stats.
import { z } from 'zod';
import { TEST_CATEGORY_KEYS } from '../tests/catalogue.ts';
import { IdSchema } from './common.ts';

/**
 * Hosts that serve no TLS: this machine, names reserved for local use (.localhost, .test, .local, .lan) and the
 * private IPv4 ranges (10/8, 172.16/12, 192.168/16), where a team may run Podium over plain http on its own network.
 */
const LOCAL_HOST =
  /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]|[^/:]+\.(localhost|test|local|lan)|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2})([:/]|$)/;

/** Spec 5 and 9: http video and image URLs are upgraded to https; local hosts, which serve no TLS, are left alone. */
export function upgradeToHttps(url: string): string {
  return LOCAL_HOST.test(url) ? url : url.replace(/^http:\/\//, 'https://');
}

export const MediaUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .pipe(z.url({ protocol: /^https?$/, message: 'Must be an http(s) URL' }))
  .transform(upgradeToHttps);

const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional();
const SportNameSchema = z.string({ message: 'Sport is required' }).trim().min(1, 'Sport is required').max(60);

export const SportCredentialSchema = z.object({
  _id: z.string(),
  sport: z.string(),
  main: z.boolean().describe('The main sport: rankings by sport use it'),
  position: z.string().nullable(),
  level: z.string().nullable(),
  team: z.string().nullable(),
});
export type SportCredential = z.infer<typeof SportCredentialSchema>;

export const TestResultSchema = z.object({
  _id: z.string(),
  score: z.string(),
  unitOfMeasurement: z.string(),
  vidId: z.string().nullable(),
  vidUrl: z.string().nullable(),
  imgUrl: z.string().nullable(),
  imgId: z.string().nullable(),
  mfScore: z.number().nullable().describe('Normalised score (spec 9); null for image-score tests'),
  mfUnit: z.string().nullable(),
  date: z.string().describe('When it was recorded, ISO 8601'),
  sender: z.string().nullable().describe('Collaborator who added it, if not the athlete'),
});
export type TestResult = z.infer<typeof TestResultSchema>;

const CategoryKeySchema = z.enum(TEST_CATEGORY_KEYS);
/** { [category]: { [testKey]: results newest first } } (spec 3). */
export const PhysicalTestsSchema = z.partialRecord(
  CategoryKeySchema,
  z.record(z.string(), z.array(TestResultSchema)),
);
export type PhysicalTests = z.infer<typeof PhysicalTestsSchema>;

export const HighlightVideoSchema = z.object({
  _id: z.string(),
  vidUrl: z.string(),
  vidId: z.string().nullable(),
  title: z.string().nullable(),
  date: z.string(),
});
export type HighlightVideo = z.infer<typeof HighlightVideoSchema>;

export const DestinationSchema = z.object({
  _id: z.string(),
  destination: z.string().describe('Where the athlete wants to play or study: a country, league or school'),
  public: z.boolean(),
});
export type Destination = z.infer<typeof DestinationSchema>;

/** Quick stats: short labelled facts (height, position, GPA...), free-form (ARCHITECTURE: JSONB where we only carry). */
export const QuickStatsSchema = z
  .record(
    z.string().trim().min(1, 'Stat name is required').max(40, 'Stat names are at most 40 characters'),
    z.string().trim().max(80, 'Stat values are at most 80 characters'),
  )
  .refine((stats) => Object.keys(stats).length <= 20, 'At most 20 quick stats');
export type QuickStats = z.infer<typeof QuickStatsSchema>;

export const AthleteProfileSchema = z.object({
  _id: z.string(),
  user: z.object({
    _id: z.string(),
    name: z.string(),
    birthDate: z.string().nullable().describe('Hidden (null) on public views'),
    age: z.number().int(),
    gender: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
  }),
  bio: z.string().nullable(),
  sportingCred: z.array(SportCredentialSchema),
  physicalTests: PhysicalTestsSchema,
  highlightVideos: z.array(HighlightVideoSchema),
  desiredDestinations: z.array(DestinationSchema),
  destinationsPublic: z.boolean(),
  quickStats: QuickStatsSchema,
  endorsements: z.array(z.unknown()).describe('Endorsements (a later capability)'),
  associated: z.array(z.unknown()).describe('Associated coaches and organisations (a later capability)'),
  groups: z.array(z.unknown()).describe('Groups (a later capability)'),
  tourSeen: z.boolean().describe('The first-visit tour was shown'),
  publicLink: z.object({ code: z.string(), enabled: z.boolean() }).nullable().describe('Owner only'),
  isOwner: z.boolean(),
});
export type AthleteProfile = z.infer<typeof AthleteProfileSchema>;

export const CreateAthleteProfileSchema = z.object({
  sportingCred: z
    .array(
      z.object({
        sport: SportNameSchema,
        main: z.boolean().optional(),
        position: optionalText(60),
        level: optionalText(60),
        team: optionalText(120),
      }),
    )
    .min(1, 'Add at least one sport')
    .max(10, 'At most 10 sports'),
  bio: optionalText(1000),
  quickStats: QuickStatsSchema.optional(),
  desiredDestinations: z.array(z.string().trim().min(1).max(120)).max(20).optional(),
});
export type CreateAthleteProfile = z.infer<typeof CreateAthleteProfileSchema>;

export const AddSportSchema = z.object({
  sport: SportNameSchema,
  main: z.boolean().optional(),
  position: optionalText(60),
  level: optionalText(60),
  team: optionalText(120),
});
export const UpdateSportSchema = AddSportSchema.partial();
export const IdParamsSchema = z.object({ id: IdSchema });

/** PUT /api/athleteProfile/physical-tests (spec 9 upload fields). */
export const AddTestResultSchema = z.object({
  attribute: z
    .string({ message: 'Category is required' })
    .trim()
    .min(1)
    .max(60)
    .describe('Category display name'),
  test: z.string({ message: 'Test is required' }).trim().min(1).max(80).describe('Test display name or key'),
  results: z.object({
    score: z.union([z.string().trim().max(2048), z.number()], { message: 'Score is required' }),
    unitOfMeasurement: z.string().trim().max(20).optional(),
    vidUrl: MediaUrlSchema.optional(),
    vidId: z.string().trim().max(300).optional(),
    imgUrl: MediaUrlSchema.optional(),
    imgId: z.string().trim().max(300).optional(),
  }),
});
export type AddTestResult = z.infer<typeof AddTestResultSchema>;

export const AddVideoSchema = z.object({
  vidUrl: MediaUrlSchema,
  vidId: z.string().trim().max(300).optional(),
  title: optionalText(120),
});

export const AddDestinationSchema = z.object({
  destination: z
    .string({ message: 'Destination is required' })
    .trim()
    .min(1, 'Destination is required')
    .max(120),
  public: z.boolean().optional(),
});
export const DestinationPublicSchema = z.object({
  public: z.boolean({ message: 'public must be true or false' }),
  id: IdSchema.optional().describe('One destination; all of them when absent'),
});

export const UpdateQuickStatsSchema = z.object({ quickStats: QuickStatsSchema });

export const PublicLinkRequestSchema = z.object({ enabled: z.boolean().default(true) });
export const PublicLinkSchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
  url: z.string().describe('Shareable address: /public/link/{code}'),
});

/** A profile answer with the client's success message (spec 8). */
export const ProfileReplySchema = z.object({ msg: z.string(), profile: AthleteProfileSchema });
export type ProfileReply = z.infer<typeof ProfileReplySchema>;
