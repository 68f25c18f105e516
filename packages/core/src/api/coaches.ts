// Coach profiles, organisations and associated people (issue 10; profiles spec "Coaches and organisations",
// account spec 6). A coach profile's id is the coach's user id; an organisation's is its own id.
import { z } from 'zod';
import { MediaUrlSchema } from './athletes.ts';
import { clearable, clearableText, EmailSchema, IdSchema, list, optional, text } from './common.ts';
import { notificationKind, ProfileCardSchema, SenderDataSchema } from './notifications.ts';
import { PROFILE_LIMITS } from './profile-limits.ts';
import { sportName } from './sport-name.ts';
import { COACH_ROLE_LIMITS } from './users.ts';

export const COACH_LIMITS = {
  bioLength: 1000,
  nameLength: 100,
  placeLength: 100,
} as const;

const SportSchema = sportName('Sport', { max: PROFILE_LIMITS.sportLength }).describe(
  'A catalogue name or alias, stored as its canonical name (@podium/core/sports), or an other sport as typed; a word naming several sports ("football") is refused',
);

const sports = () => list('Sports', SportSchema, PROFILE_LIMITS.sports).describe('Sports coached');

/** POST /api/coachProfile: the details /create-coach-profile fills in. */
export const CreateCoachProfileSchema = z.object({
  bio: clearableText('Bio', COACH_LIMITS.bioLength),
  photo: optional(MediaUrlSchema.nullable()).describe('An image URL from POST /api/upload; null removes it'),
  sports: clearable(sports(), 'Sports: an empty list removes them all'),
  // Where the coach coaches (issue 22, 19): registration's role, organisation and team, edited here; null clears one.
  position: clearable(
    text('Role', { max: COACH_ROLE_LIMITS.role }).nullable(),
    'Role: empty or null clears it',
  ).describe('Their role, e.g. Head coach (registration’s role); null clears it'),
  organisation: clearable(
    text('Organisation', { max: COACH_ROLE_LIMITS.organisation }).nullable(),
    'Organisation: empty or null clears it',
  ).describe('The club, school or academy they coach at; null clears it'),
  team: clearable(
    text('Team', { max: COACH_ROLE_LIMITS.team }).nullable(),
    'Team: empty or null clears it',
  ).describe('The team they coach; null clears it'),
  publicPage: optional(z.boolean({ message: 'publicPage must be true or false' })).describe(
    'Show the profile at /public/coach/{id} to people not signed in; off until turned on',
  ),
});
export type CreateCoachProfile = z.infer<typeof CreateCoachProfileSchema>;

/** PUT /api/coachProfile: any of the same fields; those left out stay. */
export const UpdateCoachProfileSchema = CreateCoachProfileSchema;
export type UpdateCoachProfile = CreateCoachProfile;

/** An associated person, with the link's own id (what confirm and remove name). */
export const AssociatedSchema = z.object({
  _id: z.string().describe('The association id: PUT …/confirmAssociated/{id}, DELETE /api/associated/{id}'),
  profile: ProfileCardSchema,
  confirmed: z.boolean().describe('False while the side that did not ask has not confirmed'),
  requestedBy: z
    .enum(['owner', 'member'])
    .describe('owner: the coach or organisation added them; member: asked'),
});
export type Associated = z.infer<typeof AssociatedSchema>;

export const CoachProfileSchema = z.object({
  _id: z.string().describe('The coach profile id, which is the coach’s user id'),
  name: z.string(),
  photo: z.string().nullable(),
  bio: z.string().nullable(),
  sports: z.array(z.string()),
  position: z.string().nullable().describe('Their role, e.g. Head coach'),
  organisation: z.string().nullable().describe('The club, school or academy they coach at, as they wrote it'),
  team: z.string().nullable().describe('The team they coach'),
  publicPage: z.boolean().describe('Shown at /public/coach/{id} to people not signed in'),
  athletes: z
    .array(AssociatedSchema)
    .describe('Associated athletes the viewer may see; pending ones only to the coach'),
  coaches: z.array(AssociatedSchema).describe('Associated coaches; pending ones only to the coach'),
  organisations: z.array(AssociatedSchema).describe('Organisations the coach is associated with'),
  followers: z.number().int(),
  isOwner: z.boolean(),
});
export type CoachProfile = z.infer<typeof CoachProfileSchema>;

export const CoachProfileAnswerSchema = z.object({ msg: z.string(), profile: CoachProfileSchema });
export type CoachProfileAnswer = z.infer<typeof CoachProfileAnswerSchema>;

const place = (label: string) => clearableText(label, COACH_LIMITS.placeLength);

/** POST /api/organisation: /create-organisation. */
export const CreateOrganisationSchema = z.object({
  name: text('Name', { min: 1, max: COACH_LIMITS.nameLength }),
  logo: optional(MediaUrlSchema.nullable()).describe('An image URL from POST /api/upload; null removes it'),
  bio: clearableText('Bio', COACH_LIMITS.bioLength),
  sport: optional(SportSchema),
  country: place('Country'),
  state: place('State'),
  city: place('City'),
});
export type CreateOrganisation = z.infer<typeof CreateOrganisationSchema>;

export const UpdateOrganisationSchema = CreateOrganisationSchema.extend({
  name: optional(text('Name', { min: 1, max: COACH_LIMITS.nameLength })),
});
export type UpdateOrganisation = z.infer<typeof UpdateOrganisationSchema>;

export const OrganisationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  bio: z.string().nullable(),
  sport: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  admins: z.array(ProfileCardSchema).describe('Coach profiles of its admins'),
  athletes: z.array(AssociatedSchema),
  coaches: z.array(AssociatedSchema),
  followers: z.number().int(),
  isAdmin: z.boolean(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

export const OrganisationAnswerSchema = z.object({ msg: z.string(), organisation: OrganisationSchema });
export type OrganisationAnswer = z.infer<typeof OrganisationAnswerSchema>;

/** POST /api/organisation/admins: a coach account named by email or user id. */
export const AddOrganisationAdminSchema = z
  .object({
    email: optional(EmailSchema),
    userId: optional(IdSchema),
  })
  .superRefine((body, context) => {
    // Neither given (an empty email is left out): the email is what the form asks for.
    if (body.email === undefined && body.userId === undefined) {
      context.addIssue({ code: 'custom', path: ['email'], message: 'Email is required', input: body });
    } else if (body.email !== undefined && body.userId !== undefined) {
      context.addIssue({
        code: 'custom',
        message: 'email: Give the new admin’s email or userId, not both',
        input: body,
      });
    }
  });
export type AddOrganisationAdmin = z.infer<typeof AddOrganisationAdminSchema>;

/** POST /api/associated: the acting coach or organisation adds an athlete or a coach (pending until they confirm). */
export const AddAssociatedSchema = z.object({
  profileId: IdSchema.describe('The athlete profile id, or the coach’s user id'),
  profileType: z.enum(['athlete', 'coach']),
});
export type AddAssociated = z.infer<typeof AddAssociatedSchema>;

export const AssociatedAnswerSchema = z.object({ msg: z.string(), associated: AssociatedSchema });
export type AssociatedAnswer = z.infer<typeof AssociatedAnswerSchema>;

/** PUT /api/users/active-profile: which profile a coach who administers an organisation acts as (spec 6). */
export const ActiveProfileSchema = z.object({ activeProfile: z.enum(['coach', 'org']) });
export type ActiveProfile = z.infer<typeof ActiveProfileSchema>;
export const ActiveProfileAnswerSchema = z.object({
  msg: z.string(),
  activeProfile: z.enum(['coach', 'org']),
});

/** Associating (issue 10): data._id is the association, which Confirm names (not the sender, as elsewhere). */
const AssociationDataSchema = SenderDataSchema.extend({
  _id: z.string().describe('The association, which Confirm names'),
});
export const AddedAssociatedNotificationSchema = notificationKind('Added Associated', AssociationDataSchema);
export const AddedAssociatedCoachNotificationSchema = notificationKind(
  'Added Associated Coach',
  AssociationDataSchema,
);
/** A coach asked an organisation to associate them, pending an admin's confirmation. */
export const AssociatedCoachRequestNotificationSchema = notificationKind(
  'Associated Coach Request',
  AssociationDataSchema,
);
export const ASSOCIATION_NOTIFICATIONS = [
  AddedAssociatedNotificationSchema,
  AddedAssociatedCoachNotificationSchema,
  AssociatedCoachRequestNotificationSchema,
] as const;
