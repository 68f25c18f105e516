// The route table of spec 2 wired to the screens that exist; the rest of the table shows "coming soon".
// Every screen but the landing page loads its own code when first visited (route `lazy`, React Router 7), so
// the landing page carries no charts, dates or forms (issue 8, "Loading speed"; budgets in apps/web/build/budgets.ts).
import { PRIVATE_PATTERNS, ROUTES } from '@podium/core';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { ComingSoonPage } from './ComingSoonPage.tsx';
import { RouteErrorScreen } from './ErrorScreen.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PrivateRoute } from './PrivateRoute.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteLoading } from './RouteLoading.tsx';

/**
 * A route whose screen is a chunk of its own, fetched on the first visit. The function form of `lazy`: React
 * Router empties an object-form `lazy` in place once loaded, and that object would be shared by every router
 * made from this table (each test makes one), leaving the next router a route with no screen.
 */
function lazyScreen(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
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
  { path: '/public/:userType/:id', element: <ComingSoonPage /> },
  // Not in spec 2: the caregiver's consent page, opened from the mail (design choices, "Trust").
  lazyScreen(
    '/consent/:token',
    async () => (await import('../features/consent/ConsentPage.tsx')).ConsentPage,
  ),
];

const privateScreens: RouteObject[] = [
  lazyScreen(
    ROUTES.athleteHome,
    async () => (await import('../features/athletes/profile/AthleteProfilePage.tsx')).AthleteProfilePage,
  ),
  lazyScreen(
    ROUTES.createProfile,
    async () => (await import('../features/athletes/profile/CreateProfilePage.tsx')).CreateProfilePage,
  ),
  lazyScreen(
    '/profile/:id',
    async () => (await import('../features/athletes/profile/OtherAthletePage.tsx')).OtherAthletePage,
  ),
  lazyScreen(
    ROUTES.coachHome,
    async () => (await import('../features/coaches/CoachHomePage.tsx')).CoachHomePage,
  ),
  lazyScreen(
    ROUTES.organisationHome,
    async () => (await import('../features/organisations/OrganisationHomePage.tsx')).OrganisationHomePage,
  ),
  lazyScreen(
    ROUTES.notifications,
    async () => (await import('../features/notifications/NotificationsPage.tsx')).NotificationsPage,
  ),
  lazyScreen(ROUTES.account, async () => (await import('../features/account/AccountPage.tsx')).AccountPage),
];

const wiredPaths = new Set<string>([...publicScreens, ...privateScreens].map((route) => route.path ?? ''));

/** The private routes of spec 2 whose screens come later: behind the guard, with a "coming soon" screen. */
const upcomingPrivateScreens: RouteObject[] = PRIVATE_PATTERNS.filter(
  (pattern) => !wiredPaths.has(pattern),
).map((pattern) => ({ path: pattern, element: <ComingSoonPage /> }));

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // A crash inside a screen keeps the top bar: the error screen takes the screen's place only.
        errorElement: <RouteErrorScreen />,
        // Opening a lazy screen's address directly: the frame is drawn at once, the screen's place held until
        // its code arrives. Later visits keep the current screen until the next one is ready.
        hydrateFallbackElement: <RouteLoading />,
        children: [
          ...publicScreens,
          { element: <PrivateRoute />, children: [...privateScreens, ...upcomingPrivateScreens] },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
