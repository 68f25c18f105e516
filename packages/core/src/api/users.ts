// Account and session calls (account spec 3 and 7): register, check, login, load, update, delete, reset.
import { z } from 'zod';
import { ACCOUNT_RULES } from '../constants.ts';
import { ageInYears, isIsoDate } from '../dates.ts';
import {
  EMAIL_MAX_LENGTH,
  EmailSchema,
  MessageSchema,
  optional,
  optionalText,
  text,
  typeError,
} from './common.ts';

// Kept in common.ts (a schema naming a kind need not load these); still named here, where screens look for it.
export { type ProfileKind, ProfileKindSchema } from './common.ts';

export const UserTypeSchema = z.union([z.literal(1), z.literal(2)], {
  message: 'Choose athlete (1) or coach (2)',
});

/** A new password (spaces count). Leaked and personal passwords are refused by the rule in ../passwords.ts. */
export const PasswordSchema = text('Password', {
  min: ACCOUNT_RULES.passwordMinLength,
  max: ACCOUNT_RULES.passwordMaxLength,
  trim: false,
});

/** A password being checked rather than chosen: any length an old rule may have allowed, within reason. */
const currentPassword = (label: string) => text(label, { min: 1, max: 256, trim: false });

export const BirthDateSchema = z
  .string({ error: typeError('Birth date', 'string') })
  .min(1, { message: 'Birth date is required', abort: true })
  .max(10, { message: 'Enter a date as YYYY-MM-DD', abort: true })
  .refine(isIsoDate, { message: 'Enter a date as YYYY-MM-DD', abort: true })
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() < Date.now(), 'Must be in the past')
  .refine((value) => ageInYears(value) <= 120, 'Enter a real birth date');

/** Optional; an empty string counts as not given (the form's empty field). */
export const CaregiverEmailSchema = text('Caregiver email', { max: EMAIL_MAX_LENGTH })
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid caregiver email address' }))
  .optional()
  .or(z.literal('').transform(() => undefined));

export const CAREGIVER_REQUIRED_MSG = `Athletes under ${ACCOUNT_RULES.caregiverRequiredUnderAge} need a parent or caregiver email`;
export const ATHLETE_TOO_YOUNG_MSG = `Athletes must be at least ${ACCOUNT_RULES.athleteMinAge}`;
export const COACH_TOO_YOUNG_MSG = `Coaches must be at least ${ACCOUNT_RULES.coachMinAge}`;
export const CAREGIVER_NOT_SELF_MSG = 'Caregiver email must differ from your own';

export interface AgeRuleIssue {
  field: 'birthDate' | 'caregiverEmail';
  message: string;
}

/**
 * The age rules of an account, shared by registration and by a later birth date change: an athlete is at least
 * 13 and, under 16, names a caregiver; a coach is an adult. An unreadable birth date breaks no rule here (its
 * own schema says so).
 */
export function ageRuleIssues(account: {
  userType: 1 | 2;
  birthDate: string;
  caregiverEmail?: string | null | undefined;
}): AgeRuleIssue[] {
  const age = ageInYears(account.birthDate);
  if (account.userType === 1 && age < ACCOUNT_RULES.athleteMinAge) {
    return [{ field: 'birthDate', message: ATHLETE_TOO_YOUNG_MSG }];
  }
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
  profileId: z
    .string()
    .nullable()
    .describe(
      'Id of the profile the account acts as: the athlete profile (null until created), the coach profile (the user id) or, when activeProfile is org, the organisation',
    ),
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
  sportsArray: z
    .array(z.string())
    .describe(
      'Sports an athlete named at registration, in catalogue names, until their profile is made (then empty): /create-profile starts from them',
    ),
});
export type User = z.infer<typeof UserSchema>;

export const NameSchema = text('Name', { min: 1, max: 100 });

/** Contact and place, the same on registration and on a details change. */
export const placeFields = {
  phone: optionalText('Phone', 40),
  country: optionalText('Country', 80),
  city: optionalText('City', 80),
  state: optionalText('State', 80),
  gender: optionalText('Gender', 40),
};

/** Where a coach coaches, as typed at registration and edited on their profile: the same bounds on both paths. */
export const COACH_ROLE_LIMITS = {
  /** Their role: Head coach, scout, strength coach. */
  role: 120,
  /** The club, school or academy they coach at. */
  organisation: 120,
  /** The team they coach there: U18 Boys. */
  team: 120,
} as const;

export const AuthResponseSchema = z.object({
  token: z.string().describe('Send it back as the x-auth-token header'),
  user: UserSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: currentPassword('Password'),
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
  name: NameSchema,
  ...placeFields,
  birthDate: optional(BirthDateSchema),
  caregiverEmail: CaregiverEmailSchema.describe(
    'Needed when the birth date makes an athlete under 16 and none is on file; mailed a notice',
  ),
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;
export const ChangeEmailSchema = z.object({
  email: EmailSchema,
  currentPassword: currentPassword('Current password'),
});
export const ChangePasswordSchema = z.object({
  currentPassword: currentPassword('Current password'),
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
  userType: optional(UserTypeSchema),
  profile: optionalText('Profile', 20).describe(
    'org deletes only the organisation; anything else, the account',
  ),
  password: optional(text('Password', { max: 256, trim: false })).describe(
    'Current password, asked by the client before deleting',
  ),
});
export const DeleteAccountResponseSchema = z.object({
  msg: z.string(),
  deleted: z.enum(['organisation', 'account']),
  user: UserSchema.optional().describe('The reloaded user, when only the organisation was deleted'),
});

/** Password reset (designed: the spec has the screens /reset and /reset/{token}, not the calls). */
export const ResetRequestSchema = z.object({ email: EmailSchema });
/** A reset link's code: 32 random bytes, base64url. */
export const RESET_TOKEN_LENGTH = 43;
export const ResetTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${RESET_TOKEN_LENGTH}}$`),
      `Must be the ${RESET_TOKEN_LENGTH}-character code of a reset link`,
    )
    .describe('The code from the reset link mailed to the account'),
});
export const ResetConfirmSchema = z.object({ password: PasswordSchema });
export const ResetStatusSchema = z.object({ valid: z.boolean() });

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

export { MessageSchema };
