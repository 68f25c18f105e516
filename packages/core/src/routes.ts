// The route table of account spec 2: every client path, public or private.
// The web router wires the screens that exist; guards and redirects read this table.

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
  '/public/:userType/:id',
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
  '/CoachProfile/MyGroups/:id',
  '/CoachProfile/MyGroups/:id/following/:memberId',
  '/CoachProfile/MyGroups/:id/members/:memberId',
  '/organisation',
  '/account',
  '/timeline/:id',
  '/groups',
  '/groups/:id',
  '/notifications',
] as const;

/** Turns a pattern like /reset/:token into a matcher (exact match, as spec 2 says). */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const publicMatchers = PUBLIC_PATTERNS.map(patternToRegExp);

/** True when a path needs no login: a 401 there must not bounce the user to /login (spec 8). */
export function isPublicPath(pathname: string): boolean {
  return publicMatchers.some((matcher) => matcher.test(pathname));
}

const privateMatchers = PRIVATE_PATTERNS.map(patternToRegExp);

/** True when a path is one of the client's routes, public or private (the server answers it with the app). */
export function isClientPath(pathname: string): boolean {
  return isPublicPath(pathname) || privateMatchers.some((matcher) => matcher.test(pathname));
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
