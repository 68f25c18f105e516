// The route table of account spec 2: every client path, public or private.
// The web router wires exactly these paths (apps/web/src/app/routes.test.ts); guards and redirects read this table,
// and the server answers any other page address with 404 (apps/server/src/http/web.ts).

export const PUBLIC_PATTERNS = [
  '/',
  '/about',
  '/register',
  '/register/promo/:code',
  '/register-link/:sub/:email/:admin',
  '/register-link/:sub/:email/:admin/sub-added',
  '/register-group-link/:email/:admin/:groupId',
  '/login',
  '/subscriptions',
  '/reset',
  '/reset/:token',
  '/privacy',
  '/support',
  '/terms',
  '/public/link/:code',
  // Spec 2's /public/{userType}/{id}: userType is athlete, coach or org, and no other.
  '/public/athlete/:id',
  '/public/coach/:id',
  '/public/org/:id',
  // Not in spec 2: the caregiver's consent page, opened from the mail (design choices, "Trust").
  '/consent/:token',
  // Not in spec 2 either: the caregiver confirms a change only they may make (design choices, "Trust").
  '/consent/confirm/:token',
  // Not in spec 2: a new device's sign-in link, opened from the mail (design choices, sign-in link).
  '/login/link/:token',
] as const;

export const PRIVATE_PATTERNS = [
  '/subscriptions',
  '/sub-success',
  '/purchase-cancel',
  '/purchase-success',
  '/create-profile',
  '/create-coach-profile',
  '/create-organisation',
  '/user-profiles',
  '/AthleteProfile',
  '/AthleteProfile/search',
  '/AthleteProfile/public-link/:id',
  '/AthleteProfile/my-events',
  '/AthleteProfile/contact-form/:type/:promo/:id',
  '/AthleteProfile/event-confirmed/:code',
  '/profile/:id',
  '/profile/:id/contact-form',
  '/CoachProfile',
  '/CoachProfile/search',
  '/CoachProfile/watchlist',
  '/CoachProfile/watchlist/profile/:id',
  // Not in spec 2 (issue 10): the athletes a coach collaborates for.
  '/CoachProfile/collaborations',
  '/CoachProfile/MyGroups/:id',
  '/CoachProfile/MyGroups/:id/following/:memberId',
  '/CoachProfile/MyGroups/:id/members/:memberId',
  '/organisation',
  '/account',
  '/timeline/:id',
  '/groups',
  '/groups/:id',
  '/organisation/events',
  '/organisation/events/:id',
  '/events/staffing',
  '/events/staffing/:id',
  '/notifications',
] as const;

/**
 * Turns a pattern like /reset/:token into a matcher of the whole path (as spec 2 says), read as the web app's router
 * reads it (React Router: any case, any number of trailing slashes, %-escapes decoded), so the server answers 200
 * exactly where a screen shows.
 */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/*$`, 'i');
}

/**
 * The path as the router reads it: each segment's %-escapes decoded (a malformed one left as it is), an encoded
 * slash kept inside its segment.
 */
function decodeSegments(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

const publicMatchers = PUBLIC_PATTERNS.map(patternToRegExp);

/** True when a path needs no login: a 401 there must not bounce the user to /login (spec 8). */
export function isPublicPath(pathname: string): boolean {
  const path = decodeSegments(pathname);
  return publicMatchers.some((matcher) => matcher.test(path));
}

const privateMatchers = PRIVATE_PATTERNS.map(patternToRegExp);

/** True when a path is one of the client's routes, public or private (the server answers it with the app). */
export function isClientPath(pathname: string): boolean {
  const path = decodeSegments(pathname);
  return isPublicPath(pathname) || privateMatchers.some((matcher) => matcher.test(path));
}

export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  reset: '/reset',
  account: '/account',
  notifications: '/notifications',
  athleteHome: '/AthleteProfile',
  coachHome: '/CoachProfile',
  organisationHome: '/organisation',
  createProfile: '/create-profile',
  terms: '/terms',
  privacy: '/privacy',
  support: '/support',
} as const;

/** Where a signed-in user lands from / (spec 2): athletes to their profile, coaches to theirs. */
export function homeFor(user: {
  userType: number;
  orgAdmin?: boolean;
  activeProfile?: string | null;
}): string {
  if (user.userType === 1) return ROUTES.athleteHome;
  if (user.orgAdmin && user.activeProfile === 'org') return ROUTES.organisationHome;
  return ROUTES.coachHome;
}
