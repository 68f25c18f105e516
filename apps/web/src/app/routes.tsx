// The route table of spec 2 wired to the screens that exist; the rest of the table shows "coming soon".
// Every screen but the landing page loads its own code when first visited (React.lazy under the screen's
// Suspense boundary, ScreenOutlet.tsx), so the landing page carries no charts, dates or forms (issue 8, "Loading
// speed"; budgets in apps/web/build/budgets.ts). Declarative React Router (`useRoutes`), not its data mode: see App.tsx.
import { PRIVATE_PATTERNS, ROUTES } from '@podium/core';
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { ComingSoonPage } from './ComingSoonPage.tsx';
import { ForRole, type Role } from './ForRole.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PrivateRoute } from './PrivateRoute.tsx';
import { RootLayout } from './RootLayout.tsx';
import { ScreenOutlet } from './ScreenOutlet.tsx';

// Below the athlete's own profile, the sections other features add (issue 10): a chunk asked for as the profile
// shows, handed to the screen here so the athletes feature imports none of them (issue 23).
const OwnerExtras = lazy(async () => ({
  default: (await import('../features/profiles/OwnerExtras.tsx')).OwnerExtras,
}));

/**
 * A route whose screen is a chunk of its own, fetched on the first visit. `only`: the screen is one kind of account's,
 * anyone else is taken to their own home (ForRole), decided here so that no feature asks auth who may see it.
 */
function lazyScreen(path: string, load: () => Promise<ComponentType>, only?: Role): RouteObject {
  const Screen = lazy(async () => ({ default: await load() }));
  return {
    path,
    element: only ? (
      <ForRole only={only}>
        <Screen />
      </ForRole>
    ) : (
      <Screen />
    ),
  };
}

const publicScreens: RouteObject[] = [
  { path: ROUTES.home, element: <LandingPage redirectSignedIn /> },
  { path: '/about', element: <LandingPage /> },
  ...[
    ROUTES.register,
    '/register/promo/:code',
    '/register-link/:sub/:email/:admin',
    '/register-link/:sub/:email/:admin/sub-added',
    '/register-group-link/:email/:admin/:groupId',
  ].map((path) =>
    lazyScreen(path, async () => (await import('../features/auth/register/RegisterPage.tsx')).RegisterPage),
  ),
  lazyScreen(ROUTES.login, async () => (await import('../features/auth/LoginPage.tsx')).LoginPage),
  lazyScreen(
    ROUTES.reset,
    async () => (await import('../features/auth/ResetRequestPage.tsx')).ResetRequestPage,
  ),
  lazyScreen(
    '/reset/:token',
    async () => (await import('../features/auth/ResetConfirmPage.tsx')).ResetConfirmPage,
  ),
  // Not in spec 2: a new device's sign-in link, opened from the mail (design choices, sign-in link).
  lazyScreen(
    '/login/link/:token',
    async () => (await import('../features/auth/SignInLinkPage.tsx')).SignInLinkPage,
  ),
  lazyScreen(ROUTES.privacy, async () => (await import('../features/legal/PrivacyPage.tsx')).PrivacyPage),
  lazyScreen(ROUTES.support, async () => (await import('../features/legal/SupportPage.tsx')).SupportPage),
  lazyScreen(ROUTES.terms, async () => (await import('../features/legal/TermsPage.tsx')).TermsPage),
  // Public screens built by later issues; /subscriptions is in the public list too (spec 2).
  { path: '/subscriptions', element: <ComingSoonPage /> },
  lazyScreen(
    '/public/link/:code',
    async () => (await import('../features/athletes/profile/PublicAthletePage.tsx')).PublicLinkPage,
  ),
  lazyScreen(
    '/public/athlete/:id',
    async () => (await import('../features/athletes/profile/PublicAthletePage.tsx')).PublicAthletePage,
  ),
  // Spec 2's /public/{userType}/{id}: userType athlete (above), coach or org; any other type is no page.
  lazyScreen(
    '/public/coach/:id',
    async () => (await import('../features/profiles/PublicCoachPage.tsx')).PublicCoachPage,
  ),
  lazyScreen(
    '/public/org/:id',
    async () => (await import('../features/profiles/PublicOrganisationPage.tsx')).PublicOrganisationPage,
  ),
  // Not in spec 2: the caregiver's consent page, opened from the mail (design choices, "Trust").
  lazyScreen(
    '/consent/:token',
    async () => (await import('../features/consent/ConsentPage.tsx')).ConsentPage,
  ),
  // Not in spec 2 either: the caregiver confirms or declines a change only they may make (issue 22).
  lazyScreen(
    '/consent/confirm/:token',
    async () => (await import('../features/consent/ConfirmChangePage.tsx')).ConfirmChangePage,
  ),
];

const privateScreens: RouteObject[] = [
  // Athlete search (issue 10): one screen for coaches and athletes alike.
  ...['/AthleteProfile/search', '/CoachProfile/search'].map((path) =>
    lazyScreen(
      path,
      async () => (await import('../features/search/AthleteSearchPage.tsx')).AthleteSearchPage,
    ),
  ),
  lazyScreen(
    ROUTES.athleteHome,
    async () => {
      const { AthleteProfilePage } = await import('../features/athletes/profile/AthleteProfilePage.tsx');
      return () => <AthleteProfilePage extras={<OwnerExtras />} />;
    },
    'athlete',
  ),
  lazyScreen(
    ROUTES.createProfile,
    async () => (await import('../features/athletes/profile/CreateProfilePage.tsx')).CreateProfilePage,
  ),
  lazyScreen(
    '/profile/:id',
    async () => (await import('../features/profiles/OtherAthletePage.tsx')).OtherAthletePage,
  ),
  lazyScreen(
    '/AthleteProfile/contact-form/:type/:promo/:id',
    async () => (await import('../features/pitches/ContactFormPage.tsx')).ContactFormPage,
    'athlete',
  ),
  lazyScreen(
    '/profile/:id/contact-form',
    async () => (await import('../features/pitches/ContactFormPage.tsx')).ProfileContactFormPage,
    'athlete',
  ),
  lazyScreen(
    ROUTES.coachHome,
    async () => (await import('../features/coaches/CoachProfilePage.tsx')).CoachProfilePage,
    'coach',
  ),
  lazyScreen(
    '/create-coach-profile',
    async () => (await import('../features/coaches/CreateCoachProfilePage.tsx')).CreateCoachProfilePage,
    'coach',
  ),
  lazyScreen(
    ROUTES.organisationHome,
    async () => (await import('../features/organisations/OrganisationPage.tsx')).OrganisationPage,
    'organisation',
  ),
  lazyScreen(
    '/create-organisation',
    async () => (await import('../features/organisations/CreateOrganisationPage.tsx')).CreateOrganisationPage,
    'coach',
  ),
  lazyScreen(
    '/user-profiles',
    async () => (await import('../features/profiles/UserProfilesPage.tsx')).UserProfilesPage,
    'coach',
  ),
  lazyScreen(
    ROUTES.notifications,
    async () => (await import('../features/notifications/NotificationsPage.tsx')).NotificationsPage,
  ),
  lazyScreen(ROUTES.account, async () => (await import('../features/account/AccountPage.tsx')).AccountPage),
  lazyScreen(
    '/CoachProfile/watchlist',
    async () => (await import('../features/watchlist/WatchlistPage.tsx')).WatchlistPage,
    'coach',
  ),
  lazyScreen(
    '/CoachProfile/watchlist/profile/:id',
    async () => (await import('../features/watchlist/WatchlistEntryPage.tsx')).WatchlistEntryPage,
    'coach',
  ),
  lazyScreen(
    '/timeline/:id',
    async () => (await import('../features/timeline/TimelinePage.tsx')).TimelinePage,
  ),
  // Ours (issue 10): the athletes a coach collaborates for.
  lazyScreen(
    '/CoachProfile/collaborations',
    async () => (await import('../features/collaborators/CollaboratingForPage.tsx')).CollaboratingForPage,
    'coach',
  ),
];

const wiredPaths = new Set<string>([...publicScreens, ...privateScreens].map((route) => route.path ?? ''));

/** The private routes of spec 2 whose screens come later: behind the guard, with a "coming soon" screen. */
const upcomingPrivateScreens: RouteObject[] = PRIVATE_PATTERNS.filter(
  (pattern) => !wiredPaths.has(pattern),
).map((pattern) => ({ path: pattern, element: <ComingSoonPage /> }));

export const appRoutes: RouteObject[] = [
  {
    // A crash in the frame itself is caught by App's boundary.
    element: <RootLayout />,
    children: [
      {
        // A crash inside a screen keeps the top bar: the error screen takes the screen's place only. Opening a
        // lazy screen's address directly: the frame is drawn at once, the screen's place held until its code
        // arrives. Later visits keep the current screen until the next one is ready.
        element: <ScreenOutlet />,
        children: [
          ...publicScreens,
          { element: <PrivateRoute />, children: [...privateScreens, ...upcomingPrivateScreens] },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The route table, rendered where the router is (App.tsx; test/render.tsx). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
