// The account details form's model: its values, the core age rules checked before sending, and what is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AccountDetailsSchema,
  ageRuleIssues,
  CAREGIVER_NOT_SELF_MSG,
  type User,
} from '@podium/core/api/users';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { needsCaregiver } from '../auth/index.ts';

export type DetailsInput = z.input<typeof AccountDetailsSchema>;
export type Details = z.output<typeof AccountDetailsSchema>;
type Owner = Pick<User, 'userType' | 'email'>;

/** The form as the server last saw the user; the caregiver is prefilled so an athlete under 16 keeps theirs. */
export function detailsFrom(user: User): DetailsInput {
  return {
    name: user.name,
    birthDate: user.birthDate,
    phone: user.phone ?? '',
    country: user.country ?? '',
    state: user.state ?? '',
    city: user.city ?? '',
    gender: user.gender ?? '',
    caregiverEmail: user.caregiverEmail ?? '',
  };
}

/** True when the form asks for a caregiver: an athlete whom the birth date in the form makes under 16. */
export function asksCaregiver(owner: Pick<User, 'userType'>, birthDate: string | undefined): boolean {
  return needsCaregiver({ userType: owner.userType, birthDate: birthDate ?? '' });
}

/** AccountDetailsSchema plus the age rules the server applies to a birth date change (core ageRuleIssues). */
function detailsSchemaFor(owner: Owner) {
  return AccountDetailsSchema.superRefine((details, ctx) => {
    if (details.birthDate === undefined) return;
    const issues = ageRuleIssues({
      userType: owner.userType,
      birthDate: details.birthDate,
      caregiverEmail: details.caregiverEmail,
    });
    for (const issue of issues) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
    if (details.caregiverEmail && details.caregiverEmail === owner.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['caregiverEmail'], message: CAREGIVER_NOT_SELF_MSG });
    }
  });
}

/**
 * Validates with the core schema. A caregiver the form does not ask for (a coach, or an athlete of 16 or more)
 * is neither checked nor sent, so a hidden field can never block saving.
 */
export function detailsResolver(owner: Owner): Resolver<DetailsInput, unknown, Details> {
  const validate = zodResolver(detailsSchemaFor(owner));
  return (values, context, options) => {
    const isAsked = asksCaregiver(owner, values.birthDate);
    return validate(isAsked ? values : { ...values, caregiverEmail: undefined }, context, options);
  };
}
