// Pitches and contact details (issue 10; profiles spec 7 "Coaches and organisations"): an athlete sends a coach or
// an organisation their CV (a pitch) or their contact details. The limits against spam live here, with the shapes.
import { z } from 'zod';
import { IdSchema, optional, optionalText, text, typeError } from './common.ts';
import { PromoCodeSchema } from './events.ts';
import { notificationKind, ProfileCardSchema, SenderDataSchema } from './notifications.ts';
import { BestResultSchema } from './search.ts';

/** What a pitch holds; how often one may be sent is the rule of every request (constants.ts REQUEST_RULES). */
export const PITCH_RULES = {
  /** Longest message. */
  messageMax: 1000,
  /** Longest reply of a receiver to a pitch (issue 22, 20): a short answer, not a correspondence. */
  replyMax: 500,
  /** Replies the receiver may send to one pitch in any 24 hours. */
  repliesPerPitchPerDay: 3,
} as const;

export const PITCH_KINDS = ['pitch', 'contact'] as const;
export type PitchKind = (typeof PITCH_KINDS)[number];

export const ReceiverKindSchema = z.enum(['coach', 'org'], { error: 'Must be "coach" or "org"' });
export type ReceiverKind = z.infer<typeof ReceiverKindSchema>;

/** The pitch form (spec: formData): a message and a few optional facts a recruiter asks first. */
export const PitchFormSchema = z
  .object({
    message: text('Message', { min: 1, max: PITCH_RULES.messageMax }).describe('What the athlete says'),
    position: optionalText('Position', 100).describe('The position the athlete plays or wants'),
    level: optionalText('Level', 100).describe('e.g. club, academy, high school varsity'),
    availableFrom: optionalText('Available from', 40).describe('When they could start, as they write it'),
    videoUrl: optional(z.url({ message: 'Must be a web address' }).max(500)).describe(
      'A highlight to watch first',
    ),
  })
  .strict();
export type PitchForm = z.infer<typeof PitchFormSchema>;

/** POST /api/athleteProfile/coach/{id} and POST /api/organisation/{id}/{id2}/application. */
export const PitchSchema = z.object({
  formData: PitchFormSchema,
  athAgeCheck: z
    .boolean({ error: typeError('athAgeCheck', 'boolean') })
    .describe('The athlete agrees to show their age: the receiver sees it on the CV only when true'),
  promo: optional(z.boolean()).describe(
    'A promo CV (`Athlete Promo CV`); default false. True needs promoCode (or give promoCode alone)',
  ),
  promoCode: optional(PromoCodeSchema).describe(
    'The promo code of the live event whose link brought the athlete: the pitch is an Athlete Promo CV to that event’s organisation ({id}), naming the event',
  ),
});
export type Pitch = z.infer<typeof PitchSchema>;

/** PUT /api/athleteProfile/coach/{id}/contact: at least an email or a phone number. */
export const ContactDetailsSchema = z
  .object({
    profileType: optional(ReceiverKindSchema).describe(
      'Whom {id} names: a coach (default) or an organisation',
    ),
    email: optional(z.email({ message: 'Enter a valid email address' }).max(254)),
    phone: optionalText('Phone', 40),
    message: optionalText('Message', PITCH_RULES.messageMax),
  })
  .strict()
  .refine((body) => Boolean(body.email || body.phone), {
    message: 'Give an email address or a phone number',
    path: ['email'],
  });
export type ContactDetails = z.infer<typeof ContactDetailsSchema>;

/** The path of POST /api/organisation/{id}/{id2}/application: the organisation, then the athlete's own profile. */
export const OrgApplicationParamsSchema = z.object({
  id: IdSchema.describe('The organisation'),
  id2: IdSchema.describe('The athlete profile that applies: the caller’s own'),
});

export const PitchTargetQuerySchema = z.object({
  type: optional(ReceiverKindSchema).describe(
    'coach or org; without it, a coach by that id, else an organisation',
  ),
});

/** GET /api/athleteProfile/pitch-target/{id}: whom the form sends to, and when the rules let the athlete send. */
export const PitchTargetSchema = z.object({
  receiver: ProfileCardSchema,
  nextPitchAt: z.string().nullable().describe('ISO 8601: when a pitch to them is allowed again; null now'),
  nextContactAt: z.string().nullable().describe('ISO 8601: when contact details may be sent again; null now'),
  pitchesLeftToday: z.number().int(),
  contactsLeftToday: z.number().int(),
});
export type PitchTarget = z.infer<typeof PitchTargetSchema>;

/** The athlete as a pitch shows them: the card with their best results. */
export const PitchAthleteSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  age: z.number().int().nullable().describe('Only when the athlete ticked athAgeCheck'),
  sport: z.string().nullable().describe('Main sport'),
  position: z.string().nullable(),
  place: z.string().nullable(),
  best: z.array(BestResultSchema).describe('Best result per test, newest first, at most 6'),
});
export type PitchAthlete = z.infer<typeof PitchAthleteSchema>;

/** A reply as the pitch shows it to both sides. */
export const PitchReplyItemSchema = z.object({
  _id: z.string(),
  message: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type PitchReplyItem = z.infer<typeof PitchReplyItemSchema>;

/** GET /api/pitches/{id}: what an `Athlete CV`, `Athlete Promo CV` or `Contact Request` notification opens. */
export const PitchDetailSchema = z.object({
  _id: z.string(),
  kind: z.enum(PITCH_KINDS),
  promo: z.boolean(),
  event: z
    .object({ _id: z.string(), name: z.string() })
    .nullable()
    .describe(
      'The event whose promo link the pitch came through (a promo CV); null otherwise, or once it is removed',
    ),
  createdAt: z.string().describe('ISO 8601'),
  athlete: PitchAthleteSchema,
  receiver: ProfileCardSchema,
  formData: z
    .object({
      message: z.string(),
      position: z.string().optional(),
      level: z.string().optional(),
      availableFrom: z.string().optional(),
      videoUrl: z.string().optional(),
    })
    .nullable()
    .describe('The pitch form; null for contact details'),
  contact: z
    .object({ email: z.string().nullable(), phone: z.string().nullable(), message: z.string().nullable() })
    .nullable()
    .describe('The contact details; null for a pitch'),
  replies: z.array(PitchReplyItemSchema).describe('What the receiver replied, oldest first'),
  canReply: z.boolean().describe('True for the receiver (an owner of the receiving profile), who may reply'),
  repliesLeftToday: z
    .number()
    .int()
    .describe(
      `Replies the receiver may still send to this pitch in the next 24 hours (at most ${PITCH_RULES.repliesPerPitchPerDay})`,
    ),
});
export type PitchDetail = z.infer<typeof PitchDetailSchema>;

/** POST /api/pitches/{id}/reply: the receiver's short answer, which reaches the athlete as a `Pitch Reply`. */
export const PitchReplySchema = z
  .object({
    message: text('Message', { min: 1, max: PITCH_RULES.replyMax }).describe(
      'What the coach or organisation says back; a minor’s caregiver is sent a copy by mail',
    ),
  })
  .strict();
export type PitchReply = z.infer<typeof PitchReplySchema>;

export const PitchReplySentSchema = z.object({ msg: z.string(), reply: PitchReplyItemSchema });
export type PitchReplySent = z.infer<typeof PitchReplySentSchema>;

/** The answer to a pitch or contact details: the spec's message, and the pitch's id. */
export const PitchSentSchema = z.object({ msg: z.string(), _id: z.string() });
export type PitchSent = z.infer<typeof PitchSentSchema>;

/** data.pitchId opens the pitch (GET /api/pitches/{id}); data._id is the sender. */
const PitchDataSchema = SenderDataSchema.extend({ pitchId: z.string() });
/** The spec's detail types (account spec 2): a CV, a promo CV, contact details. */
export const AthleteCvNotificationSchema = notificationKind('Athlete CV', PitchDataSchema);
/** A promo CV names the event whose promo link it came through (issue 25). */
export const AthletePromoCvNotificationSchema = notificationKind(
  'Athlete Promo CV',
  PitchDataSchema.extend({ eventId: z.string(), eventName: z.string() }),
);
export const ContactRequestNotificationSchema = notificationKind('Contact Request', PitchDataSchema);
/** Ours (issue 22, 20): the receiver's reply, carried whole so the athlete reads it in the notification. */
export const PitchReplyNotificationSchema = notificationKind(
  'Pitch Reply',
  PitchDataSchema.extend({ replyId: z.string(), message: z.string() }),
);
export const PITCH_NOTIFICATIONS = [
  AthleteCvNotificationSchema,
  AthletePromoCvNotificationSchema,
  ContactRequestNotificationSchema,
  PitchReplyNotificationSchema,
] as const;
