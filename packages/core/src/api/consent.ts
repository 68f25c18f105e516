// Caregiver consent calls (issue 7, "Minors"; not in the spec): the caregiver's page behind the mailed link, and
// the athlete's own view of it.
import { z } from 'zod';

/** An athlete may have the consent mail sent this many times per window (each lands in someone's inbox). */
export const CONSENT_MAIL_LIMIT = { points: 3, durationSeconds: 60 * 60 } as const;

/** The code in a consent link: 32 random bytes, base64url (43 characters). */
export const CONSENT_TOKEN_LENGTH = 43;

export const ConsentTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${CONSENT_TOKEN_LENGTH}}$`),
      `Must be the ${CONSENT_TOKEN_LENGTH}-character code of a consent link`,
    )
    .describe('The code from the consent link mailed to the caregiver'),
});

/**
 * pending: never given yet; given; withdrawn: given once, then withdrawn; not-needed: the athlete is 16 or over
 * (their own keeper) or not an athlete.
 */
export const ConsentStateSchema = z.enum(['pending', 'given', 'withdrawn', 'not-needed']);
export type ConsentState = z.infer<typeof ConsentStateSchema>;

/** What the caregiver sees through their link: who the athlete is, and where consent stands. */
export const ConsentViewSchema = z.object({
  athleteName: z.string(),
  summary: z
    .object({
      age: z.number().int(),
      sports: z.array(z.string()).describe('Main sport first'),
      country: z.string().nullable(),
    })
    .nullable()
    .describe('Shown while the caregiver is the athlete’s keeper (under 16); null from 16'),
  state: ConsentStateSchema,
  givenAt: z.string().nullable().describe('When consent was given, ISO 8601; null unless given'),
  withdrawnAt: z.string().nullable().describe('When consent was last withdrawn, ISO 8601'),
});
export type ConsentView = z.infer<typeof ConsentViewSchema>;

export const ConsentDecisionSchema = z.object({
  consent: z.boolean({ message: 'consent must be true (give) or false (withdraw)' }),
});
export type ConsentDecision = z.infer<typeof ConsentDecisionSchema>;

export const ConsentDecisionReplySchema = z.object({ msg: z.string(), consent: ConsentViewSchema });

/** How long a caregiver's confirmation link for a held change stays good (issue 22, item 1). */
export const CAREGIVER_CONFIRMATION_TTL_DAYS = 14;

/**
 * A change only the caregiver may make, waiting for them: `birth-date`, a birth date that would make an athlete
 * under 16 their own keeper; `caregiver`, a new caregiver once the current one has given or withdrawn consent.
 */
export const HeldChangeKindSchema = z.enum(['birth-date', 'caregiver']);
export type HeldChangeKind = z.infer<typeof HeldChangeKindSchema>;

export const HeldChangeSchema = z.object({
  kind: HeldChangeKindSchema,
  value: z.string().describe('The new birth date (YYYY-MM-DD) or caregiver email, once confirmed'),
  requestedAt: z.string().describe('When the caregiver was asked, ISO 8601'),
});
export type HeldChange = z.infer<typeof HeldChangeSchema>;

/** The signed-in athlete's own view: is their profile hidden while they wait for their caregiver? */
export const ConsentStatusSchema = z.object({
  state: ConsentStateSchema,
  caregiverEmail: z.string().nullable(),
  requestedAt: z
    .string()
    .nullable()
    .describe('When the consent mail was last sent, ISO 8601; null if it never was (an older account)'),
  isHidden: z
    .boolean()
    .describe('True while the profile is hidden from everyone but the athlete and caregiver'),
  heldChanges: z
    .array(HeldChangeSchema)
    .max(2)
    .describe('Account changes waiting for the caregiver to confirm them through a mailed link'),
});
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;

export const ConsentResendReplySchema = z.object({ msg: z.string(), status: ConsentStatusSchema });

/** waiting; confirmed or declined by the caregiver; expired unanswered (CAREGIVER_CONFIRMATION_TTL_DAYS). */
export const ConfirmationStateSchema = z.enum(['waiting', 'confirmed', 'declined', 'expired']);
export type ConfirmationState = z.infer<typeof ConfirmationStateSchema>;

/** What the caregiver sees through a confirmation link: who asked to change what, from what to what. */
export const ConfirmationViewSchema = z.object({
  athleteName: z.string(),
  kind: HeldChangeKindSchema,
  previous: z.string().nullable().describe('The birth date or caregiver email before the change'),
  value: z.string().describe('The birth date or caregiver email asked for'),
  ageAfter: z
    .number()
    .int()
    .nullable()
    .describe('For a birth date: the age it gives today; null for a caregiver'),
  state: ConfirmationStateSchema,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ConfirmationView = z.infer<typeof ConfirmationViewSchema>;

export const ConfirmationDecisionSchema = z.object({
  confirm: z.boolean({ message: 'confirm must be true (make the change) or false (keep it as it was)' }),
});
export type ConfirmationDecision = z.infer<typeof ConfirmationDecisionSchema>;

export const ConfirmationDecisionReplySchema = z.object({
  msg: z.string(),
  confirmation: ConfirmationViewSchema,
});
