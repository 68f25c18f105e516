// Endorsements (issue 10; profiles spec 4 "Endorsements"): requested by the athlete, written by the coach, accepted
// onto the profile by the athlete, then hidden, displayed again or deleted. The athlete controls what shows.
import { z } from 'zod';
import { text } from './common.ts';
import { notificationKind, ProfileCardSchema, SenderDataSchema } from './notifications.ts';

export const ENDORSEMENT_TEXT_MAX = 2000;
export const ENDORSEMENT_STATES = ['requested', 'submitted', 'accepted'] as const;
export type EndorsementState = (typeof ENDORSEMENT_STATES)[number];

/** PUT /api/athleteProfile/endorse/{id}: the coach's words. */
export const EndorseSchema = z.object({
  text: text('Endorsement', { min: 1, max: ENDORSEMENT_TEXT_MAX }).describe('What the coach says'),
});
export type Endorse = z.infer<typeof EndorseSchema>;

export const ENDORSEMENT_ACTIONS = ['hide', 'display', 'delete'] as const;
export type EndorsementAction = (typeof ENDORSEMENT_ACTIONS)[number];

/** PUT /api/athleteProfile/endorsementStatus/{id}. */
export const EndorsementStatusSchema = z.object({
  action: z.enum(ENDORSEMENT_ACTIONS, { error: 'Must be one of "hide", "display", "delete"' }),
});
export type EndorsementStatus = z.infer<typeof EndorsementStatusSchema>;

/** An endorsement as the profile shows it (the athlete profile's `endorsements` field). */
export const ProfileEndorsementSchema = z.object({
  _id: z.string(),
  coach: ProfileCardSchema.describe('The coach who wrote it'),
  text: z.string(),
  hidden: z.boolean().describe('Hidden ones are shown to the athlete only'),
  acceptedAt: z.string().describe('ISO 8601'),
});
export type ProfileEndorsement = z.infer<typeof ProfileEndorsementSchema>;

/** An endorsement at any stage, as the athlete or the coach asked sees it. */
export const EndorsementSchema = z.object({
  _id: z.string(),
  state: z.enum(ENDORSEMENT_STATES),
  athlete: ProfileCardSchema,
  coach: ProfileCardSchema,
  text: z.string().nullable().describe('null until the coach writes it'),
  hidden: z.boolean(),
  requestedAt: z.string(),
  submittedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type Endorsement = z.infer<typeof EndorsementSchema>;

/** GET /api/athleteProfile/endorsements/me: the athlete's own, newest request first. */
export const EndorsementListSchema = z.object({ endorsements: z.array(EndorsementSchema) });
export type EndorsementList = z.infer<typeof EndorsementListSchema>;

/** The answer to a request, a write or an acceptance: the spec's message and the endorsement as it now stands. */
export const EndorsementReplySchema = z.object({ msg: z.string(), endorsement: EndorsementSchema });
export type EndorsementReply = z.infer<typeof EndorsementReplySchema>;

/** data.endorsementId opens the endorsement (GET /api/endorsements/{id}). */
const EndorsementDataSchema = SenderDataSchema.extend({ endorsementId: z.string() });
/** Ours (design choices, issue 10): the coach asked to write one. */
export const EndorsementRequestNotificationSchema = notificationKind(
  'Endorsement Request',
  EndorsementDataSchema,
);
/** The spec's (account spec 2): the athlete's endorsement was written. */
export const EndorsementSubmittedNotificationSchema = notificationKind(
  'Endorsement Submitted',
  EndorsementDataSchema,
);
export const ENDORSEMENT_NOTIFICATIONS = [
  EndorsementRequestNotificationSchema,
  EndorsementSubmittedNotificationSchema,
] as const;
