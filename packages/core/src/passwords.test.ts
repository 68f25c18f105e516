// The password rule beyond length (issue 7, defect 9): leaked passwords and passwords made of the owner's identity.
import { dictionary } from '@zxcvbn-ts/language-common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULES } from './constants.ts';
import { PASSWORD_LEAKED_MSG, PASSWORD_PERSONAL_MSG, passwordIssue, personalPieces } from './passwords.ts';

const MAYA = { email: 'maya.okafor@example.com', name: 'Maya Okafor' };
const LEAKED = dictionary['passwords-common'];

describe('passwordIssue: leaked passwords', () => {
  it('checks against at least the 10,000 most common leaked passwords, offline', () => {
    expect(LEAKED.length).toBeGreaterThanOrEqual(10_000);
    expect(LEAKED.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('refuses the ones the issue names, and their disguises', () => {
    for (const password of [
      'password',
      '12345678',
      'PASSWORD',
      'P@ssw0rd',
      'p4ssw0rd',
      'drowssap',
      'trustno1',
    ]) {
      expect(passwordIssue(password), password).toBe(PASSWORD_LEAKED_MSG);
    }
  });

  it('refuses every listed password long enough to pass the length rule', () => {
    const { passwordMinLength: min, passwordMaxLength: max } = ACCOUNT_RULES;
    const longEnough = LEAKED.filter((word) => word.length >= min && word.length <= max);
    expect(longEnough.length).toBeGreaterThan(10_000);
    fc.assert(
      fc.property(fc.constantFrom(...longEnough), (word) => {
        expect(passwordIssue(word)).toBe(PASSWORD_LEAKED_MSG);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts a password that only contains common words, and the passwords our tests and demo use', () => {
    for (const password of [
      'correct horse battery', // server test factories
      'podium-demo', // the demo accounts
      'sprinter-123', // end-to-end accounts
      'brand-new-secret',
      'fresh-start-789',
      'sprinter123',
      'footballer',
      'Passw0rd!',
      'okafor1234',
      'my new password',
    ]) {
      expect(passwordIssue(password, MAYA), password).toBeUndefined();
    }
  });
});

describe('passwordIssue: made of the email or name', () => {
  it('refuses the email, its local part, the name and their words in any order, case or spacing', () => {
    for (const password of [
      'maya.okafor@example.com',
      'MAYA.OKAFOR',
      'mayaokafor',
      'Okafor Maya',
      'maya-maya-maya',
      'okaforokafor',
    ]) {
      expect(passwordIssue(password, MAYA), password).toBe(PASSWORD_PERSONAL_MSG);
    }
  });

  it('sees through l33t and reversal', () => {
    expect(passwordIssue('m4y40k4f0r', MAYA)).toBe(PASSWORD_PERSONAL_MSG);
    expect(passwordIssue('rofakoayam', MAYA)).toBe(PASSWORD_PERSONAL_MSG);
  });

  it('accepts a password that holds the name among other things', () => {
    expect(passwordIssue('maya runs 400m hurdles', MAYA)).toBeUndefined();
    expect(passwordIssue('Maya-2000-Cork', MAYA)).toBeUndefined();
  });

  it('takes pieces of two letters or more from the email and the name', () => {
    expect(personalPieces({ email: 'j.r.smith@example.com', name: 'J R Smith' })).toEqual([
      'jrsmithexamplecom',
      'jrsmith',
      'smith',
    ]);
    expect(personalPieces({})).toEqual([]);
  });

  it('refuses any run of the owner’s pieces, whatever separates them', () => {
    const piece = fc.constantFrom('maya', 'okafor', 'MAYA', 'Okafor');
    const separator = fc.constantFrom('', '.', '-', ' ', '_');
    const runs = fc
      .array(fc.tuple(piece, separator), { minLength: 2, maxLength: 6 })
      .map((parts) => parts.map(([word, sep]) => word + sep).join(''));
    fc.assert(
      fc.property(runs, (password) => {
        expect(passwordIssue(password, MAYA)).toBe(PASSWORD_PERSONAL_MSG);
      }),
    );
  });
});
