// The route table of spec 2 wired to the screens that exist; the rest of the table shows "coming soon".
import { PRIVATE_PATTERNS, ROUTES } from '@podium/core';
import type { RouteObject } from 'react-router';
import { AccountPage } from '../features/account/AccountPage.tsx';
import { AthleteProfilePage } from '../features/athletes/AthleteProfilePage.tsx';
import { CreateProfilePage } from '../features/athletes/CreateProfilePage.tsx';
import { OtherAthletePage } from '../features/athletes/OtherAthletePage.tsx';
import { PublicAthletePage, PublicLinkPage } from '../features/athletes/PublicAthletePage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { ResetConfirmPage } from '../features/auth/ResetConfirmPage.tsx';
import { ResetRequestPage } from '../features/auth/ResetRequestPage.tsx';
import { RegisterPage } from '../features/auth/register/RegisterPage.tsx';
import { CoachHomePage } from '../features/coaches/CoachHomePage.tsx';
import { ConsentPage } from '../features/consent/ConsentPage.tsx';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { PrivacyPage } from '../features/legal/PrivacyPage.tsx';
import { SupportPage } from '../features/legal/SupportPage.tsx';
import { TermsPage } from '../features/legal/TermsPage.tsx';
import { NotificationsPage } from '../features/notifications/NotificationsPage.tsx';
import { OrganisationHomePage } from '../features/organisations/OrganisationHomePage.tsx';
import { ComingSoonPage } from './ComingSoonPage.tsx';
import { RouteErrorScreen } from './ErrorScreen.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PrivateRoute } from './PrivateRoute.tsx';
import { RootLayout } from './RootLayout.tsx';

const publicScreens: RouteObject[] = [
  { path: ROUTES.home, element: <LandingPage redirectSignedIn /> },
  { path: '/about', element: <LandingPage /> },
  { path: ROUTES.register, element: <RegisterPage /> },
  { path: '/register/promo/:code', element: <RegisterPage /> },
  { path: '/register-link/:sub/:email/:admin', element: <RegisterPage /> },
  { path: '/register-link/:sub/:email/:admin/sub-added', element: <RegisterPage /> },
  { path: '/register-group-link/:email/:admin/:groupId', element: <RegisterPage /> },
  { path: ROUTES.login, element: <LoginPage /> },
  { path: ROUTES.reset, element: <ResetRequestPage /> },
  { path: '/reset/:token', element: <ResetConfirmPage /> },
  { path: ROUTES.privacy, element: <PrivacyPage /> },
  { path: ROUTES.support, element: <SupportPage /> },
  { path: ROUTES.terms, element: <TermsPage /> },
  // Public screens built by later issues; /subscriptions is in the public list too (spec 2).
  { path: '/subscriptions', element: <ComingSoonPage /> },
  { path: '/public/link/:code', element: <PublicLinkPage /> },
  { path: '/public/athlete/:id', element: <PublicAthletePage /> },
  { path: '/public/:userType/:id', element: <ComingSoonPage /> },
  // Not in spec 2: the caregiver's consent page, opened from the mail (design choices, "Trust").
  { path: '/consent/:token', element: <ConsentPage /> },
];

const privateScreens: RouteObject[] = [
  { path: ROUTES.athleteHome, element: <AthleteProfilePage /> },
  { path: ROUTES.createProfile, element: <CreateProfilePage /> },
  { path: '/profile/:id', element: <OtherAthletePage /> },
  { path: ROUTES.coachHome, element: <CoachHomePage /> },
  { path: ROUTES.organisationHome, element: <OrganisationHomePage /> },
  { path: ROUTES.notifications, element: <NotificationsPage /> },
  { path: ROUTES.account, element: <AccountPage /> },
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
        children: [
          ...publicScreens,
          { element: <PrivateRoute />, children: [...privateScreens, ...upcomingPrivateScreens] },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
