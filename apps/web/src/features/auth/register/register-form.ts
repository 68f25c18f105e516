// The registration form's model: its values, its three steps, per-step validation with the core schema, and prefill.
import { ACCOUNT_RULES, ageInYears, isIsoDate } from '@podium/core';
import { type Registration, type RegistrationInput, RegistrationSchema } from '@podium/core/api/registration';
import type { InviterDetails, RegisterLink } from '@podium/core/api/signup';

/** The genders one may give, at registration and in the account's details (here, so the account loads no registration
 * screen for them). */
export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;

export type RegisterValues = RegistrationInput;
export type RegisterField = keyof RegisterValues;
export type StepNumber = 1 | 2 | 3;

export const STEPS: readonly { number: StepNumber; title: string; fields: readonly RegisterField[] }[] = [
  { number: 1, title: 'Who are you?', fields: ['userType'] },
  { number: 2, title: 'Your account', fields: ['name', 'email', 'password', 'birthDate', 'caregiverEmail'] },
  {
    number: 3,
    title: 'About you',
    fields: [
      'country',
      'state',
      'city',
      'phone',
      'gender',
      'sportsArray',
      'organisation',
      'role',
      'team',
      'orgAdmin',
      'agreedToTerms',
    ],
  },
];

export const EMAIL_TAKEN = 'An account with this email already exists';

/** True when the caregiver email must be asked: an athlete under 16 (ACCOUNT_RULES, same rule as the server). */
export function needsCaregiver(values: Pick<RegisterValues, 'userType' | 'birthDate'>): boolean {
  return (
    values.userType === 1 &&
    typeof values.birthDate === 'string' &&
    isIsoDate(values.birthDate) &&
    ageInYears(values.birthDate) < ACCOUNT_RULES.caregiverRequiredUnderAge
  );
}

export interface FieldIssue {
  field: RegisterField;
  message: string;
}

function isRegisterField(
  key: PropertyKey | undefined,
  fields: readonly RegisterField[],
): key is RegisterField {
  return fields.some((field) => field === key);
}

/**
 * The core RegistrationSchema's complaints about one step's fields. Later steps' required answers
 * (the terms) are assumed, so the schema's cross-field rules (caregiver under 16) run on step 2 already.
 */
export function stepIssues(values: RegisterValues, step: StepNumber): FieldIssue[] {
  const fields = STEPS[step - 1]?.fields ?? [];
  const candidate = step < 3 ? { ...values, agreedToTerms: true } : values;
  const result = RegistrationSchema.safeParse(candidate);
  if (result.success) return [];
  const issues: FieldIssue[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isRegisterField(field, fields) && !issues.some((known) => known.field === field)) {
      issues.push({ field, message: issue.message });
    }
  }
  return issues;
}

/** The first step holding one of these fields, to send the user back to the problem. */
export function stepOf(field: string): StepNumber {
  return STEPS.find((step) => isRegisterField(field, step.fields))?.number ?? 3;
}

/** What the registration links carry (spec 2): email, orgAdmin, and the link itself as data. */
export interface RegisterPrefill {
  values: Partial<RegisterValues>;
  registerLink?: RegisterLink;
  inviterDetails?: InviterDetails;
  notice?: string;
  /** Where a new athlete goes instead of home: a promo link's event page, to sign up (issue 25). */
  athleteReturnTo?: string;
}

export interface RegisterRouteInput {
  params: Partial<Record<'code' | 'sub' | 'email' | 'admin' | 'groupId', string>>;
  pathname: string;
  search: URLSearchParams;
}

export function prefillFrom({ params, pathname, search }: RegisterRouteInput): RegisterPrefill {
  const values: Partial<RegisterValues> = {};
  const as = search.get('as');
  if (as === 'athlete') values.userType = 1;
  if (as === 'coach') values.userType = 2;
  if (search.get('org') === '1') {
    values.userType = 2;
    values.orgAdmin = true;
  }

  const isAdmin = params.admin === 'true';
  // The link's {admin} as the server takes it: anything but "true" is not an admin.
  const admin = isAdmin ? 'true' : 'false';
  if (params.email) values.email = params.email;
  if (params.admin !== undefined) {
    values.orgAdmin = isAdmin;
    if (isAdmin) values.userType = 2;
  }

  if (params.code) {
    return {
      values,
      registerLink: { type: 'promo', code: params.code },
      notice: `Promo code ${params.code} will be applied to your new account.`,
      athleteReturnTo: pathname,
    };
  }
  if (params.groupId && params.email && params.admin !== undefined) {
    // The invitation's secret (?code=): without it the server makes the account and joins no group.
    const code = search.get('code');
    return {
      values,
      registerLink: {
        type: 'group',
        email: params.email,
        admin,
        groupId: params.groupId,
        ...(code ? { code } : {}),
      },
      inviterDetails: { groupId: params.groupId },
      notice: 'You have been invited to join a group on Podium. Create your account to join it.',
    };
  }
  if (params.sub && params.email && params.admin !== undefined) {
    const isSubAdded = pathname.endsWith('/sub-added');
    return {
      values,
      registerLink: { type: 'subscription', sub: params.sub, email: params.email, admin },
      notice: isSubAdded
        ? 'Your subscription has been added. Create your account to start using it.'
        : 'You have been invited to Podium with a subscription. Create your account to start using it.',
    };
  }
  return { values };
}

/** The payload POST /api/users receives: only what applies to the chosen kind of user (spec 3). */
export function toRegistration(parsed: Registration, prefill: RegisterPrefill): Registration {
  const isAthlete = parsed.userType === 1;
  const payload: Registration = {
    ...parsed,
    caregiverEmail: needsCaregiver(parsed) ? parsed.caregiverEmail : undefined,
    activeProfile: isAthlete ? 'athlete' : parsed.orgAdmin ? 'org' : 'coach',
    orgAdmin: isAthlete ? false : (parsed.orgAdmin ?? false),
    sportsArray: isAthlete ? (parsed.sportsArray ?? []) : [],
    organisation: isAthlete ? undefined : parsed.organisation,
    role: isAthlete ? undefined : parsed.role,
    team: isAthlete ? undefined : parsed.team,
  };
  if (prefill.registerLink) payload.registerLink = prefill.registerLink;
  if (prefill.inviterDetails) payload.inviterDetails = prefill.inviterDetails;
  return payload;
}
