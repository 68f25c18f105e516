// Account and session calls (account spec 3 and 7): register, check, login, load, update, delete, reset.
import { z } from 'zod';
import { ACCOUNT_RULES } from '../constants.ts';
import { ageInYears, isIsoDate } from '../dates.ts';
import { EmailSchema, MessageSchema } from './common.ts';

export const UserTypeSchema = z.union([z.literal(1), z.literal(2)], {
  message: 'Choose athlete (1) or coach (2)',
});
export const ProfileKindSchema = z.enum(['athlete', 'coach', 'org']);
export type ProfileKind = z.infer<typeof ProfileKindSchema>;

export const PasswordSchema = z
  .string({ message: 'Password is required' })
  .min(ACCOUNT_RULES.passwordMinLength, `Must be at least ${ACCOUNT_RULES.passwordMinLength} characters`)
  .max(ACCOUNT_RULES.passwordMaxLength, `Must be at most ${ACCOUNT_RULES.passwordMaxLength} characters`);

export const BirthDateSchema = z
  .string({ message: 'Birth date is required' })
  .refine(isIsoDate, 'Enter a date as YYYY-MM-DD')
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() < Date.now(), 'Must be in the past')
  .refine((value) => ageInYears(value) <= 120, 'Enter a real birth date');

const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional();

/** Optional; an empty string counts as not given (the form's empty field). */
const CaregiverEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid caregiver email address' }))
  .optional()
  .or(z.literal('').transform(() => undefined));

export const CAREGIVER_REQUIRED_MSG = `Athletes under ${ACCOUNT_RULES.caregiverRequiredUnderAge} need a parent or caregiver email`;
export const COACH_TOO_YOUNG_MSG = `Coaches must be at least ${ACCOUNT_RULES.coachMinAge}`;
export const CAREGIVER_NOT_SELF_MSG = 'Caregiver email must differ from your own';

export interface AgeRuleIssue {
  field: 'birthDate' | 'caregiverEmail';
  message: string;
}

/**
 * The age rules of an account, shared by registration and by a later birth date change: an athlete under 16
 * names a caregiver, a coach is an adult. An unreadable birth date breaks no rule here (its own schema says so).
 */
export function ageRuleIssues(account: {
  userType: 1 | 2;
  birthDate: string;
  caregiverEmail?: string | null | undefined;
}): AgeRuleIssue[] {
  const age = ageInYears(account.birthDate);
  if (account.userType === 1 && age < ACCOUNT_RULES.caregiverRequiredUnderAge && !account.caregiverEmail) {
    return [{ field: 'caregiverEmail', message: CAREGIVER_REQUIRED_MSG }];
  }
  if (account.userType === 2 && age < ACCOUNT_RULES.coachMinAge) {
    return [{ field: 'birthDate', message: COACH_TOO_YOUNG_MSG }];
  }
  return [];
}

/** The user as every client screen sees it (GET /api/auth): never a password hash. */
export const UserSchema = z.object({
  _id: z.string().describe('User id'),
  profileId: z.string().nullable().describe('Id of the athlete or coach profile, once created'),
  email: z.string(),
  userType: UserTypeSchema.describe('1 athlete, 2 coach'),
  orgAdmin: z.boolean().describe('Administers an organisation'),
  activeProfile: z.string().nullable().describe('athlete, coach or org: the profile in use'),
  notificationToken: z.string().nullable().describe('Push token of the current device'),
  name: z.string(),
  birthDate: z.string().describe('YYYY-MM-DD'),
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  caregiverEmail: z
    .string()
    .nullable()
    .describe('Parent or caregiver an athlete under 16 named; sent only to the user themself'),
  organisation: z.string().nullable().describe('Name of the organisation the user administers'),
});
export type User = z.infer<typeof UserSchema>;

/** The registration payload of account spec 3, with the server rules we designed (spec says client rules are not shown). */
export const RegistrationSchema = z
  .object({
    name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100),
    email: EmailSchema,
    birthDate: BirthDateSchema,
    caregiverEmail: CaregiverEmailSchema,
    phone: optionalText(40),
    country: optionalText(80),
    city: optionalText(80),
    state: optionalText(80),
    gender: optionalText(40),
    password: PasswordSchema,
    userType: UserTypeSchema,
    organisation: optionalText(120),
    orgAdmin: z.boolean().optional(),
    activeProfile: ProfileKindSchema.optional().describe(
      'athlete for athletes; org only for an orgAdmin (any other coach is given coach)',
    ),
    team: optionalText(120),
    role: optionalText(120),
    agreedToTerms: z.literal(true, { message: 'You must agree to the terms to register' }),
    sportsArray: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
    orgDetails: z.record(z.string(), z.unknown()).optional(),
    subscriptions: z.unknown().optional(),
    registerLink: z.unknown().optional(),
    eligibleCountries: z.array(z.string().max(80)).max(300).optional(),
    inviterDetails: z.unknown().optional(),
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

export const AuthResponseSchema = z.object({
  token: z.string().describe('Send it back as the x-auth-token header'),
  user: UserSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type Login = z.infer<typeof LoginSchema>;

/** POST /api/users/check: the body is "not shown" in the spec; we ask about one email. */
export const CheckEmailSchema = z.object({ email: EmailSchema });
export const CheckEmailResponseSchema = z.object({
  email: z.string(),
  taken: z.boolean().describe('True when an account already uses this email'),
});

/** PUT /api/users/update {formData, type}: one of three kinds of change. */
export const AccountDetailsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  phone: optionalText(40),
  country: optionalText(80),
  city: optionalText(80),
  state: optionalText(80),
  gender: optionalText(40),
  birthDate: BirthDateSchema.optional(),
  caregiverEmail: CaregiverEmailSchema.describe(
    'Needed when the birth date makes an athlete under 16 and none is on file; mailed a notice',
  ),
});
export const ChangeEmailSchema = z.object({
  email: EmailSchema,
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required'),
});
export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required'),
  newPassword: PasswordSchema,
});
export const UpdateAccountSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('details'), formData: AccountDetailsSchema }),
    z.object({ type: z.literal('email'), formData: ChangeEmailSchema }),
    z.object({ type: z.literal('password'), formData: ChangePasswordSchema }),
  ],
  { message: 'type must be details, email or password' },
);
export type UpdateAccount = z.infer<typeof UpdateAccountSchema>;
export const UpdateAccountResponseSchema = z.object({
  msg: z.string(),
  user: UserSchema,
  token: z.string().optional().describe('A fresh token when the change revoked the old ones'),
});

/** PUT /api/users/delete (account spec 4): profile org deletes only the organisation. */
export const DeleteAccountSchema = z.object({
  userType: UserTypeSchema.optional(),
  profile: z
    .string()
    .max(20)
    .optional()
    .describe('org deletes only the organisation; anything else, the account'),
  password: z.string().max(256).optional().describe('Current password, asked by the client before deleting'),
});
export const DeleteAccountResponseSchema = z.object({
  msg: z.string(),
  deleted: z.enum(['organisation', 'account']),
  user: UserSchema.optional().describe('The reloaded user, when only the organisation was deleted'),
});

/** Password reset (designed: the spec has the screens /reset and /reset/{token}, not the calls). */
export const ResetRequestSchema = z.object({ email: EmailSchema });
export const ResetTokenParamsSchema = z.object({ token: z.string().min(20).max(200) });
export const ResetConfirmSchema = z.object({ password: PasswordSchema });
export const ResetStatusSchema = z.object({ valid: z.boolean() });

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

export { MessageSchema };
