// Athlete profile calls (profiles spec 3 and 7): the profile, its sports, test results, videos, destinations, quick stats.
import { z } from 'zod';
import { OUT_OF_BOUNDS } from '../tests/bounds.ts';
import { TEST_CATEGORY_KEYS } from '../tests/catalogue.ts';
import { clearableText, emptyAsAbsent, IdSchema, optional, optionalText, text } from './common.ts';
import { ProfileEndorsementSchema } from './endorsements.ts';
import { graduationYearRange, PROFILE_FULL, PROFILE_LIMITS } from './profile-limits.ts';
import { sportName } from './sport-name.ts';

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

export const MediaUrlSchema = text('URL', { min: 1, max: 2048 })
  .pipe(z.url({ protocol: /^https?$/, message: 'Must be an http(s) URL' }))
  .transform(upgradeToHttps);

const SportNameSchema = sportName('Sport', { max: PROFILE_LIMITS.sportLength }).describe(
  'A catalogue name or alias ("soccer", "track"), stored as its canonical name; anything else is an other sport; a word naming several sports ("football") is refused',
);

export const SportCredentialSchema = z.object({
  _id: z.string(),
  sport: z
    .string()
    .describe('The catalogue name (@podium/core/sports), or the label typed for an other sport'),
  other: z
    .boolean()
    .describe(
      'Not in the sports catalogue: shown with its label, never a ranking pool (design choices, issue 8)',
    ),
  main: z.boolean().describe('The main sport: rankings by sport use it, unless it is other'),
  position: z.string().nullable(),
  level: z.string().nullable(),
  team: z.string().nullable(),
});
export type SportCredential = z.infer<typeof SportCredentialSchema>;

/** A result a coach collaborator entered is verified (modules/collaborators): who, and when. */
export const VerificationFields = {
  verifiedBy: z
    .object({
      name: z.string(),
      profileId: z.string().describe('The coach profile (its id is the coach’s user id)'),
    })
    .nullable()
    .describe(
      'The coach who entered, and so verified, the result (modules/collaborators); null if not verified',
    ),
  verifiedAt: z.string().nullable().describe('When a coach verified it, ISO 8601; null if not verified'),
};
export type Verification = Pick<TestResult, 'verifiedBy' | 'verifiedAt'>;

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
  outOfBounds: z
    .enum(OUT_OF_BOUNDS)
    .nullable()
    .describe('Owner only: why it is not ranked (stored beyond its test bounds); others never see it'),
  ...VerificationFields,
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
    z
      .string()
      .trim()
      .min(1, 'Stat name is required')
      .max(
        PROFILE_LIMITS.quickStatNameLength,
        `Stat names are at most ${PROFILE_LIMITS.quickStatNameLength} characters`,
      ),
    z
      .string()
      .trim()
      .max(
        PROFILE_LIMITS.quickStatValueLength,
        `Stat values are at most ${PROFILE_LIMITS.quickStatValueLength} characters`,
      ),
  )
  .refine((stats) => Object.keys(stats).length <= PROFILE_LIMITS.quickStats, PROFILE_FULL.quickStats);
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
  graduationYear: z
    .number()
    .int()
    .nullable()
    .describe('The year the athlete graduates ("class of"), if given'),
  sportingCred: z.array(SportCredentialSchema),
  physicalTests: PhysicalTestsSchema,
  highlightVideos: z.array(HighlightVideoSchema),
  desiredDestinations: z.array(DestinationSchema),
  destinationsPublic: z.boolean(),
  quickStats: QuickStatsSchema,
  endorsements: z
    .array(ProfileEndorsementSchema)
    .describe('Accepted endorsements: all for the owner (hidden marked), displayed ones for others'),
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
        main: optional(z.boolean()),
        position: optionalText('Position', PROFILE_LIMITS.positionLength),
        level: optionalText('Level', PROFILE_LIMITS.levelLength),
        team: optionalText('Team', PROFILE_LIMITS.teamLength),
      }),
    )
    .min(1, 'Add at least one sport')
    .max(PROFILE_LIMITS.sports, PROFILE_FULL.sports),
  bio: optionalText('Bio', PROFILE_LIMITS.bioLength),
  quickStats: optional(QuickStatsSchema),
  desiredDestinations: optional(
    z
      .array(text('Destination', { min: 1, max: PROFILE_LIMITS.destinationLength }))
      .max(PROFILE_LIMITS.destinations, PROFILE_FULL.destinations)
      // The same place twice (in any case) is refused here as adding it again is later (409).
      .refine(
        (places) => new Set(places.map((place) => place.toLowerCase())).size === places.length,
        'Each destination can be listed once',
      ),
  ),
});
export type CreateAthleteProfile = z.infer<typeof CreateAthleteProfileSchema>;

/** A sport's details, kept as they are when left out; emptied, they are cleared (design choices, issue 22). */
const sportDetails = {
  main: optional(z.boolean()),
  position: clearableText('Position', PROFILE_LIMITS.positionLength),
  level: clearableText('Level', PROFILE_LIMITS.levelLength),
  team: clearableText('Team', PROFILE_LIMITS.teamLength),
};
export const AddSportSchema = z.object({ sport: SportNameSchema, ...sportDetails });
export const UpdateSportSchema = z.object({ sport: optional(SportNameSchema), ...sportDetails });
export const IdParamsSchema = z.object({ id: IdSchema });

/** GET /api/public/link/{code}: a shared link's code. */
export const PublicLinkParamsSchema = z.object({ code: z.string().min(6).max(40) });

/** PUT /api/athleteProfile/me/tour-modal answers that the tour was seen. */
export const TourSeenSchema = z.object({ tourSeen: z.boolean() });

/** PUT /api/athleteProfile/physical-tests (spec 9 upload fields). */
export const AddTestResultSchema = z.object({
  attribute: text('Category', { min: 1, max: 60 }).describe('Category display name'),
  test: text('Test', { min: 1, max: 80 }).describe('Test display name or key'),
  results: z.object({
    score: z.union([text('Score', { max: 2048 }), z.number()], {
      error: (issue) => (issue.input === undefined ? 'Score is required' : 'Must be a number or text'),
    }),
    unitOfMeasurement: optionalText('Unit', 20),
    vidUrl: optional(MediaUrlSchema),
    vidId: optionalText('Video id', 300),
    imgUrl: optional(MediaUrlSchema),
    imgId: optionalText('Image id', 300),
  }),
});
export type AddTestResult = z.infer<typeof AddTestResultSchema>;

export const AddVideoSchema = z.object({
  vidUrl: MediaUrlSchema,
  vidId: optionalText('Video id', 300),
  title: optionalText('Title', PROFILE_LIMITS.videoTitleLength),
});

export const AddDestinationSchema = z.object({
  destination: text('Destination', { min: 1, max: PROFILE_LIMITS.destinationLength }),
  public: optional(z.boolean()),
});
export const DestinationPublicSchema = z.object({
  public: z.boolean({ message: 'public must be true or false' }),
  id: optional(IdSchema).describe('One destination; all of them when absent'),
});

export const UpdateQuickStatsSchema = z.object({ quickStats: QuickStatsSchema });

/** PUT /api/athleteProfile/bio: the spec names no call; named after its siblings (quick-stats). */
export const UpdateBioSchema = z.object({
  bio: text('Bio', { max: PROFILE_LIMITS.bioLength }).describe('The new bio; empty text removes it'),
});
export type UpdateBio = z.infer<typeof UpdateBioSchema>;

/** A graduation year within graduationYearRange. */
export const GraduationYearSchema = z
  .number({ message: 'Enter a year, e.g. 2027' })
  .int('Enter a year, e.g. 2027')
  .superRefine((year, ctx) => {
    const [earliest, latest] = graduationYearRange();
    if (year < earliest || year > latest)
      ctx.addIssue({ code: 'custom', message: `Enter a graduation year from ${earliest} to ${latest}` });
  });

/** PUT /api/athleteProfile/graduation-year (ours, issue 10): null removes it. */
export const UpdateGraduationYearSchema = z.object({
  graduationYear: GraduationYearSchema.nullable().describe('The year, or null to remove it'),
});
export type UpdateGraduationYear = z.infer<typeof UpdateGraduationYearSchema>;

export const PublicLinkRequestSchema = z.object({
  enabled: z
    .preprocess(emptyAsAbsent, z.boolean().default(true))
    .describe('On unless false; left out or empty, on'),
});
export const PublicLinkSchema = z.object({
  code: z.string(),
  enabled: z.boolean(),
  url: z.string().describe('Shareable address: /public/link/{code}'),
});

/** A profile answer with the client's success message (spec 8). */
export const ProfileReplySchema = z.object({ msg: z.string(), profile: AthleteProfileSchema });
export type ProfileReply = z.infer<typeof ProfileReplySchema>;
