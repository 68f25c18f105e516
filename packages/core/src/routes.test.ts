// The route table of account spec 2: which paths need no login (a 401 there must not bounce to /login), and where / sends a signed-in user.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeFor, isClientPath, isPublicPath, PRIVATE_PATTERNS, PUBLIC_PATTERNS, ROUTES } from './routes.ts';

/** One path segment as a link could carry it: anything but a slash, never empty. */
const segment = fc.string({ minLength: 1, maxLength: 30 }).filter((value) => !value.includes('/'));

/** A pattern's path with each :param replaced by a value. */
function fill(pattern: string, values: readonly string[]): string {
  let index = 0;
  return pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? (values[index++] ?? 'x') : part))
    .join('/');
}

const paramCount = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':')).length;

describe('isPublicPath', () => {
  it.each(PUBLIC_PATTERNS)('treats %s as public, whatever its parameters hold', (pattern) => {
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: paramCount(pattern), maxLength: paramCount(pattern) }),
        (values) => {
          const path = fill(pattern, values);
          expect(isPublicPath(path)).toBe(true);
          expect(isPublicPath(path === '/' ? path : `${path}/`)).toBe(true);
        },
      ),
    );
  });

  it('knows the public paths of spec 2 by their real addresses', () => {
    for (const path of [
      '/',
      '/about',
      '/register',
      '/register/promo/SUMMER24',
      '/register-link/sub_123/coach%40club.org/true',
      '/register-link/sub_123/coach%40club.org/false/sub-added',
      '/register-group-link/coach%40club.org/true/group-7',
      '/login',
      '/subscriptions',
      '/reset',
      '/reset/0123456789abcdef0123',
      '/privacy',
      '/support',
      '/terms',
      '/public/link/abc123',
      '/public/athlete/p-1',
      '/public/coach/p-2',
      '/public/org/p-3',
      '/consent/Jq3mV0x4y9-Wb_cZk2LhTn8sRfA6uEoQ1gDiH5pK7aM',
    ]) {
      expect(isPublicPath(path), path).toBe(true);
    }
  });

  it.each(
    PRIVATE_PATTERNS.filter((pattern) => pattern !== '/subscriptions'),
  )('treats the private route %s as private', (pattern) => {
    const path = fill(pattern, ['id-1', 'id-2', 'id-3']);
    expect(isPublicPath(path)).toBe(false);
    expect(isPublicPath(`${path}/`)).toBe(false);
  });

  it('keeps /subscriptions public although it is in the private table too (spec 2)', () => {
    expect(PRIVATE_PATTERNS).toContain('/subscriptions');
    expect(isPublicPath('/subscriptions')).toBe(true);
  });

  it('matches whole paths only: no extra segments, no missing ones, no prefixes', () => {
    for (const path of [
      '/login/extra',
      '/loginx',
      '/register/promo',
      '/register/promo/CODE/more',
      '/register/other/CODE',
      '/register-link/sub/email',
      '/register-link/sub/email/true/other',
      '/register-group-link/email/true',
      '/reset/token/again',
      '/public/athlete',
      '/public/athlete/p-1/more',
      '/public//p-1',
      '/terms.html',
      '//login',
      '/account',
      '/AthleteProfile',
      '/CoachProfile/MyGroups/g-1',
      '/notifications',
    ]) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });

  it("reads a path as the web app's router does: trailing slashes, any case, %-escapes decoded", () => {
    expect(isPublicPath('/login/')).toBe(true);
    expect(isPublicPath('/reset/token-1/')).toBe(true);
    expect(isPublicPath('/login//')).toBe(true);
    expect(isPublicPath('/LOGIN')).toBe(true);
    expect(isPublicPath('/%6Cogin')).toBe(true);
    expect(isPublicPath('/reset/%E0%A4%A')).toBe(true);
    expect(isPublicPath('/reset%2Fabc')).toBe(false);
    expect(isPublicPath('//login')).toBe(false);
  });
});

describe('isClientPath', () => {
  it('knows every route of the table, public or private, with any parameter values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PUBLIC_PATTERNS, ...PRIVATE_PATTERNS),
        fc.array(segment, { minLength: 4, maxLength: 4 }),
        (pattern, values) => {
          expect(isClientPath(fill(pattern, values))).toBe(true);
        },
      ),
    );
  });

  it('does not claim built files or unknown paths', () => {
    for (const path of [
      '/assets/index-abc.js',
      '/favicon.ico',
      '/icons/icon.svg',
      '/AthleteProfile/x/y/z',
      '/api',
      '/public/team/p-1',
      '/public/link',
      '/some-old-page',
    ]) {
      expect(isClientPath(path), path).toBe(false);
    }
  });
});

describe('homeFor', () => {
  it('sends athletes to /AthleteProfile, whatever else their account says', () => {
    expect(homeFor({ userType: 1 })).toBe(ROUTES.athleteHome);
    expect(homeFor({ userType: 1, orgAdmin: true, activeProfile: 'org' })).toBe('/AthleteProfile');
  });

  it('sends coaches to /CoachProfile', () => {
    expect(homeFor({ userType: 2 })).toBe('/CoachProfile');
    expect(homeFor({ userType: 2, orgAdmin: false, activeProfile: 'coach' })).toBe('/CoachProfile');
    expect(homeFor({ userType: 2, orgAdmin: true, activeProfile: 'coach' })).toBe('/CoachProfile');
    expect(homeFor({ userType: 2, orgAdmin: false, activeProfile: 'org' })).toBe('/CoachProfile');
    expect(homeFor({ userType: 2, orgAdmin: true, activeProfile: null })).toBe('/CoachProfile');
  });

  it('sends an organisation admin using the org profile to /organisation (spec 6)', () => {
    expect(homeFor({ userType: 2, orgAdmin: true, activeProfile: 'org' })).toBe(ROUTES.organisationHome);
    expect(ROUTES.organisationHome).toBe('/organisation');
  });

  it('always lands on a private route', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2),
        fc.boolean(),
        fc.constantFrom('athlete', 'coach', 'org', null),
        (userType, orgAdmin, activeProfile) => {
          const home = homeFor({ userType, orgAdmin, activeProfile });
          expect(PRIVATE_PATTERNS).toContain(home);
          expect(isPublicPath(home)).toBe(false);
        },
      ),
    );
  });
});
