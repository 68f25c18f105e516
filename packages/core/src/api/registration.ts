// The registration payload (account spec 3), apart from users.ts: only registration reads the sports, links and
// organisation details it takes, so the session's and sign-in's schemas load without them.
import { z } from 'zod';
import { EmailSchema, list, optional, optionalText, ProfileKindSchema, text } from './common.ts';
import { InviterDetailsSchema, OrgDetailsSchema, RegisterLinkSchema, SubscriptionsSchema } from './signup.ts';
import { sportName } from './sport-name.ts';
import {
  ageRuleIssues,
  BirthDateSchema,
  CAREGIVER_NOT_SELF_MSG,
  CaregiverEmailSchema,
  COACH_ROLE_LIMITS,
  NameSchema,
  PasswordSchema,
  placeFields,
  UserTypeSchema,
} from './users.ts';

/** The registration payload of account spec 3, with the server rules we designed (spec says client rules are not shown). */
export const RegistrationSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    birthDate: BirthDateSchema,
    caregiverEmail: CaregiverEmailSchema,
    ...placeFields,
    password: PasswordSchema,
    userType: UserTypeSchema,
    organisation: optionalText('Organisation', COACH_ROLE_LIMITS.organisation),
    orgAdmin: optional(z.boolean()),
    activeProfile: optional(ProfileKindSchema).describe(
      'athlete for athletes; org only for an orgAdmin (any other coach is given coach)',
    ),
    team: optionalText('Team', COACH_ROLE_LIMITS.team),
    role: optionalText('Role', COACH_ROLE_LIMITS.role),
    agreedToTerms: z.literal(true, { message: 'You must agree to the terms to register' }),
    sportsArray: optional(list('Sports', sportName('Sport', { max: 60 }), 20)),
    orgDetails: optional(OrgDetailsSchema),
    subscriptions: optional(SubscriptionsSchema),
    registerLink: optional(RegisterLinkSchema),
    eligibleCountries: optional(list('Eligible countries', text('Country', { min: 1, max: 80 }), 300)),
    inviterDetails: optional(InviterDetailsSchema),
  })
  .superRefine((value, ctx) => {
    for (const issue of ageRuleIssues(value)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
    if (value.caregiverEmail && value.caregiverEmail === value.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['caregiverEmail'],
        message: CAREGIVER_NOT_SELF_MSG,
      });
    }
    if (value.orgAdmin && !value.organisation) {
      ctx.addIssue({ code: 'custom', path: ['organisation'], message: 'Organisation name is required' });
    }
  });
export type Registration = z.infer<typeof RegistrationSchema>;
export type RegistrationInput = z.input<typeof RegistrationSchema>;
