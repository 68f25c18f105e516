// The registration rules the server enforces (account spec 3, 5; ACCOUNT_RULES): what each refusal says and where.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_RULES } from '../constants.ts';
import { type RegistrationInput, RegistrationSchema } from './registration.ts';
import { ageRuleIssues } from './users.ts';

// "Today" is fixed so ages around the 16th birthday are exact.
const TODAY = '2025-06-15';

function registration(overrides: Partial<Record<keyof RegistrationInput, unknown>> = {}): unknown {
  return {
    name: 'Maya Okafor',
    email: 'maya@example.com',
    birthDate: '2000-05-04',
    password: 'sprinter123',
    userType: 1,
    agreedToTerms: true,
    ...overrides,
  };
}

/** The messages of each refused field; the form shows a field's first one, the server sends them all. */
function refusals(input: unknown): Record<string, string[]> {
  const result = RegistrationSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

const firstRefusal = (input: unknown, field: string) => refusals(input)[field]?.[0];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RegistrationSchema', () => {
  it('accepts a complete adult athlete and tidies the email', () => {
    const parsed = RegistrationSchema.parse(registration({ email: '  Maya@Example.COM ' }));
    expect(parsed.email).toBe('maya@example.com');
    expect(refusals(registration({ userType: 2 }))).toEqual({});
  });

  it('requires a valid email address', () => {
    for (const email of ['maya', 'maya@', '@example.com', 'maya example@example.com']) {
      expect(firstRefusal(registration({ email }), 'email'), email).toBe('Enter a valid email address');
    }
    expect(firstRefusal(registration({ email: undefined }), 'email')).toBe('Email is required');
    expect(firstRefusal(registration({ email: ' ' }), 'email')).toBe('Email is required');
    expect(firstRefusal(registration({ email: 123 }), 'email')).toBe('Must be text');
    expect(firstRefusal(registration({ email: `${'a'.repeat(250)}@example.com` }), 'email')).toBe(
      'Must be at most 254 characters',
    );
  });

  it('takes passwords of 8 to 128 characters', () => {
    const { passwordMinLength: min, passwordMaxLength: max } = ACCOUNT_RULES;
    expect([min, max]).toEqual([8, 128]);
    expect(firstRefusal(registration({ password: 'a'.repeat(min - 1) }), 'password')).toBe(
      'Must be at least 8 characters',
    );
    expect(firstRefusal(registration({ password: 'a'.repeat(max + 1) }), 'password')).toBe(
      'Must be at most 128 characters',
    );
    expect(firstRefusal(registration({ password: undefined }), 'password')).toBe('Password is required');
    fc.assert(
      fc.property(fc.string({ minLength: min, maxLength: max }), (password) => {
        expect(refusals(registration({ password })).password).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: min - 1 }), (password) => {
        expect(refusals(registration({ password })).password).toEqual(['Must be at least 8 characters']);
      }),
    );
  });

  it('requires agreeing to the terms, with true and nothing else', () => {
    for (const agreedToTerms of [undefined, false, 'true', 1]) {
      expect(firstRefusal(registration({ agreedToTerms }), 'agreedToTerms')).toBe(
        'You must agree to the terms to register',
      );
    }
  });

  it('knows two kinds of user: 1 athlete and 2 coach', () => {
    for (const userType of [undefined, 0, 3, '1', 'athlete', 1.5]) {
      expect(firstRefusal(registration({ userType }), 'userType')).toBe('Choose athlete (1) or coach (2)');
    }
  });

  it('requires a real birth date in the past', () => {
    expect(firstRefusal(registration({ birthDate: '2025-06-16' }), 'birthDate')).toBe('Must be in the past');
    expect(firstRefusal(registration({ birthDate: '2030-01-01' }), 'birthDate')).toBe('Must be in the past');
    // Born yesterday is in the past: only the age rule refuses it.
    const yesterday = registration({ birthDate: '2025-06-14', caregiverEmail: 'parent@example.com' });
    expect(refusals(yesterday).birthDate).toEqual(['Athletes must be at least 13']);
    for (const birthDate of ['04/05/2000', '2000-02-30', '2001-02-29', 'soon']) {
      expect(firstRefusal(registration({ birthDate }), 'birthDate'), birthDate).toBe(
        'Enter a date as YYYY-MM-DD',
      );
    }
    expect(firstRefusal(registration({ birthDate: '1900-01-01' }), 'birthDate')).toBe(
      'Enter a real birth date',
    );
    expect(firstRefusal(registration({ birthDate: undefined }), 'birthDate')).toBe('Birth date is required');
    expect(firstRefusal(registration({ birthDate: '' }), 'birthDate')).toBe('Birth date is required');
    expect(refusals(registration({ birthDate: '2'.repeat(5000) })).birthDate).toEqual([
      'Enter a date as YYYY-MM-DD',
    ]);
  });

  describe('minimum age of an athlete', () => {
    const TOO_YOUNG = 'Athletes must be at least 13';
    const THIRTEEN_TODAY = '2012-06-15';

    it('refuses an athlete under 13, up to the day before the 13th birthday (the one born 17 months ago)', () => {
      expect(ACCOUNT_RULES.athleteMinAge).toBe(13);
      for (const birthDate of ['2024-01-15', '2012-06-16', '2025-06-14']) {
        const young = registration({ birthDate, caregiverEmail: 'parent@example.com' });
        expect(refusals(young), birthDate).toEqual({ birthDate: [TOO_YOUNG] });
      }
      const thirteen = registration({ birthDate: THIRTEEN_TODAY, caregiverEmail: 'parent@example.com' });
      expect(refusals(thirteen)).toEqual({});
    });

    it('says only that, without asking for a caregiver too', () => {
      expect(refusals(registration({ birthDate: '2020-01-01' }))).toEqual({ birthDate: [TOO_YOUNG] });
    });

    it('follows the rule for every birth date', () => {
      const birthDates = fc
        .integer({ min: Date.UTC(2005, 0, 1), max: Date.UTC(2025, 5, 14) })
        .map((ms) => new Date(ms).toISOString().slice(0, 10));
      fc.assert(
        fc.property(birthDates, (birthDate) => {
          const withCaregiver = registration({ birthDate, caregiverEmail: 'parent@example.com' });
          expect(refusals(withCaregiver).birthDate).toEqual(
            birthDate > THIRTEEN_TODAY ? [TOO_YOUNG] : undefined,
          );
        }),
      );
    });
  });

  describe('caregiver of a young athlete', () => {
    const NEEDS_CAREGIVER = 'Athletes under 16 need a parent or caregiver email';
    // 16 today, and 16 tomorrow: the rule turns on the birthday itself.
    const SIXTEEN_TODAY = '2009-06-15';
    const SIXTEEN_TOMORROW = '2009-06-16';

    it('is required for an athlete under 16, up to the day before the 16th birthday', () => {
      expect(ACCOUNT_RULES.caregiverRequiredUnderAge).toBe(16);
      for (const birthDate of [SIXTEEN_TOMORROW, '2012-01-01', '2012-06-15']) {
        expect(firstRefusal(registration({ birthDate }), 'caregiverEmail'), birthDate).toBe(NEEDS_CAREGIVER);
        expect(firstRefusal(registration({ birthDate, caregiverEmail: '' }), 'caregiverEmail')).toBe(
          NEEDS_CAREGIVER,
        );
        expect(refusals(registration({ birthDate, caregiverEmail: 'parent@example.com' }))).toEqual({});
      }
    });

    it('is not required from the 16th birthday on, nor from coaches', () => {
      expect(refusals(registration({ birthDate: SIXTEEN_TODAY }))).toEqual({});
      // Whatever other age rule applies to coaches, a caregiver is never asked of them.
      expect(refusals(registration({ birthDate: '2012-01-01', userType: 2 })).caregiverEmail).toBeUndefined();
    });

    it('counts a 29 February birthday as turning 16 on 1 March in a common year', () => {
      vi.setSystemTime(new Date('2024-02-28T12:00:00Z'));
      expect(firstRefusal(registration({ birthDate: '2008-02-29' }), 'caregiverEmail')).toBe(NEEDS_CAREGIVER);
      vi.setSystemTime(new Date('2024-02-29T12:00:00Z'));
      expect(refusals(registration({ birthDate: '2008-02-29' }))).toEqual({});
    });

    it('must be a valid address and not the athlete’s own', () => {
      const birthDate = '2012-01-01';
      expect(firstRefusal(registration({ birthDate, caregiverEmail: 'parent' }), 'caregiverEmail')).toBe(
        'Enter a valid caregiver email address',
      );
      expect(
        firstRefusal(registration({ birthDate, caregiverEmail: ' MAYA@example.com' }), 'caregiverEmail'),
      ).toBe('Caregiver email must differ from your own');
    });

    it('follows the age rule for every birth date', () => {
      const birthDates = fc
        .integer({ min: Date.UTC(1930, 0, 1), max: Date.UTC(2012, 5, 15) })
        .map((ms) => new Date(ms).toISOString().slice(0, 10));
      fc.assert(
        fc.property(birthDates, (birthDate) => {
          const isUnder16 = birthDate > SIXTEEN_TODAY;
          expect(refusals(registration({ birthDate })).caregiverEmail).toEqual(
            isUnder16 ? [NEEDS_CAREGIVER] : undefined,
          );
        }),
      );
    });
  });

  describe('age of a coach', () => {
    const TOO_YOUNG = 'Coaches must be at least 18';

    it('refuses a coach under 18, up to the day before the 18th birthday, whatever caregiver is named', () => {
      expect(ACCOUNT_RULES.coachMinAge).toBe(18);
      for (const birthDate of ['2007-06-16', '2012-01-01']) {
        const coach = registration({ birthDate, userType: 2, caregiverEmail: 'parent@example.com' });
        expect(firstRefusal(coach, 'birthDate'), birthDate).toBe(TOO_YOUNG);
      }
      expect(refusals(registration({ birthDate: '2007-06-15', userType: 2 }))).toEqual({});
    });

    it('never asks an athlete to be 18', () => {
      expect(refusals(registration({ birthDate: '2008-01-01' }))).toEqual({});
    });
  });

  it('requires an organisation name from an organisation admin', () => {
    expect(firstRefusal(registration({ userType: 2, orgAdmin: true }), 'organisation')).toBe(
      'Organisation name is required',
    );
    expect(refusals(registration({ userType: 2, orgAdmin: true, organisation: 'Harbour FC' }))).toEqual({});
  });
});

describe('ageRuleIssues on a birth date change', () => {
  it('refuses an athlete under 13, caregiver or not', () => {
    expect(
      ageRuleIssues({ userType: 1, birthDate: '2020-01-01', caregiverEmail: 'parent@example.com' }),
    ).toEqual([{ field: 'birthDate', message: 'Athletes must be at least 13' }]);
  });

  it('counts a caregiver already on file for a young athlete', () => {
    expect(ageRuleIssues({ userType: 1, birthDate: '2012-01-01', caregiverEmail: null })).toEqual([
      { field: 'caregiverEmail', message: 'Athletes under 16 need a parent or caregiver email' },
    ]);
    expect(
      ageRuleIssues({ userType: 1, birthDate: '2012-01-01', caregiverEmail: 'parent@example.com' }),
    ).toEqual([]);
  });

  it('puts a too-young coach on the birth date', () => {
    expect(ageRuleIssues({ userType: 2, birthDate: '2008-01-01' })).toEqual([
      { field: 'birthDate', message: 'Coaches must be at least 18' },
    ]);
    expect(ageRuleIssues({ userType: 2, birthDate: '2007-06-15' })).toEqual([]);
  });
});
