// Collaborators (issue 10; profiles spec 7 "Collaborators"): an athlete invites a coach, who accepts and then adds
// results and videos on the athlete's behalf. Collaborators are coaches, so what they add is shown as verified.
import { z } from 'zod';
import { AddTestResultSchema, AddVideoSchema } from './athletes.ts';
import { IdSchema, list } from './common.ts';
import { notificationKind, ProfileCardSchema, SenderDataSchema } from './notifications.ts';

/** At most this many results in one collab-tests-added call (a session's worth of tests). */
export const COLLAB_TESTS_MAX = 20;

export const COLLABORATOR_STATES = ['invited', 'active'] as const;

/** PUT /api/collaborators/collab-tests-added: results a collaborator adds for an athlete. */
export const CollabTestsSchema = z.object({
  sender: IdSchema.describe('The athlete profile the collaborator adds results for'),
  tests: list('Tests', AddTestResultSchema, COLLAB_TESTS_MAX)
    .min(1, 'Add at least one result')
    .describe('Results, each as the athlete would add it (PUT /api/athleteProfile/physical-tests)'),
});
export type CollabTests = z.infer<typeof CollabTestsSchema>;

/** PUT /api/collaborators/collab-vids-added: a highlight video a collaborator adds for an athlete. */
export const CollabVideoSchema = z.object({
  sender: IdSchema.describe('The athlete profile the collaborator adds a video for'),
  video: AddVideoSchema,
});
export type CollabVideo = z.infer<typeof CollabVideoSchema>;

/** One collaboration, as either side lists it: the other side's card and where the invitation stands. */
export const CollaborationSchema = z.object({
  profile: ProfileCardSchema.describe(
    'The collaborator (athlete’s list) or the athlete (collaborator’s list)',
  ),
  state: z.enum(COLLABORATOR_STATES).describe('invited: waiting for the collaborator to accept; active'),
  invitedAt: z.string().describe('ISO 8601'),
  acceptedAt: z.string().nullable().describe('ISO 8601; null while invited'),
});
export type Collaboration = z.infer<typeof CollaborationSchema>;

/** GET /api/collaborators: the signed-in athlete's collaborators, newest invitation first. */
export const CollaboratorListSchema = z.object({ collaborators: z.array(CollaborationSchema) });
export type CollaboratorList = z.infer<typeof CollaboratorListSchema>;

/** GET /api/collaborators/athletes: the athletes the signed-in coach collaborates for or is invited by. */
export const CollaboratingForListSchema = z.object({ athletes: z.array(CollaborationSchema) });
export type CollaboratingForList = z.infer<typeof CollaboratingForListSchema>;

/** Ours (issue 10): an athlete invites a coach; data._id is the athlete profile that Accept names. */
export const CollaboratorInviteNotificationSchema = notificationKind('Collaborator Invite', SenderDataSchema);
/** The spec's detail types: what a collaborator added to the athlete's profile (data._id is the collaborator). */
export const CollaboratorTestsNotificationSchema = notificationKind(
  'Collaborator Test Submission',
  SenderDataSchema.extend({
    tests: z
      .array(z.object({ test: z.string(), score: z.string(), unitOfMeasurement: z.string() }))
      .describe('Each result added: the test’s name, the score and its unit as typed'),
  }),
);
export const CollaboratorVideoNotificationSchema = notificationKind(
  'Collaborator Video Submission',
  SenderDataSchema.extend({ vidUrl: z.string(), title: z.string().nullable() }),
);
export const COLLABORATOR_NOTIFICATIONS = [
  CollaboratorInviteNotificationSchema,
  CollaboratorTestsNotificationSchema,
  CollaboratorVideoNotificationSchema,
] as const;
