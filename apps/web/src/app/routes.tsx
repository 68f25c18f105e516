// The route table of spec 2 wired to the screens that exist; the rest of the table shows "coming soon".
// Every screen but the landing page loads its own code when first visited (React.lazy under the screen's
// Suspense boundary, ScreenOutlet.tsx), so the landing page carries no charts, dates or forms (issue 8, "Loading
// speed"; budgets in apps/web/build/budgets.ts). Declarative React Router (`useRoutes`), not its data mode: see App.tsx.
import { PRIVATE_PATTERNS, ROUTES } from '@podium/core';
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { loadAccountPage } from '../features/account/screens.ts';
import {
  loadAthleteProfilePage,
  loadCreateProfilePage,
  loadPublicAthletePage,
  loadPublicLinkPage,
} from '../features/athletes/screens.ts';
import {
  loadLoginPage,
  loadRegisterPage,
  loadResetConfirmPage,
  loadResetRequestPage,
  loadSignInLinkPage,
} from '../features/auth/screens.ts';
import { loadCoachProfilePage, loadCreateCoachProfilePage } from '../features/coaches/screens.ts';
import { loadCollaboratingForPage } from '../features/collaborators/screens.ts';
import { loadConfirmChangePage, loadConsentPage } from '../features/consent/screens.ts';
import { loadAthleteEventScreens, loadOrgEventScreens } from '../features/events/screens.ts';
import { loadGroupScreens } from '../features/groups/screens.ts';
import { LandingPage } from '../features/landing/index.ts';
import { loadPrivacyPage, loadSupportPage, loadTermsPage } from '../features/legal/screens.ts';
import { loadNotificationsPage } from '../features/notifications/screens.ts';
import { loadCreateOrganisationPage, loadOrganisationPage } from '../features/organisations/screens.ts';
import { loadContactFormPage, loadProfileContactFormPage } from '../features/pitches/screens.ts';
import {
  loadOtherAthletePage,
  loadOwnerExtras,
  loadPublicCoachPage,
  loadPublicOrganisationPage,
  loadUserProfilesPage,
} from '../features/profiles/screens.ts';
import { loadPurchaseScreens } from '../features/purchases/screens.ts';
import { loadAthleteSearchPage } from '../features/search/screens.ts';
import { loadTimelinePage } from '../features/timeline/screens.ts';
import { loadWatchlistEntryPage, loadWatchlistPage } from '../features/watchlist/screens.ts';
import { ComingSoonPage } from './ComingSoonPage.tsx';
import type { Role } from './ForRole.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PrivateRoute } from './PrivateRoute.tsx';
import { RootLayout } from './RootLayout.tsx';
import { ScreenOutlet } from './ScreenOutlet.tsx';
import { SessionGate } from './SessionGate.tsx';

// Below the athlete's own profile, the sections other features add (issue 10): a chunk asked for as the profile
// shows, handed to the screen here so the athletes feature imports none of them (issue 23).
const OwnerExtras = lazy(async () => ({ default: await loadOwnerExtras() }));

/**
 * A route whose screen is a chunk of its own, fetched on the first visit. `only`: the screen is one kind of account's,
 * anyone else is taken to their own home (ForRole), decided here so that no feature asks auth who may see it. The guard
 * loads with the screen it guards, so the first load of a page that has none (the landing page, sign-in) carries none.
 */
function lazyScreen(path: string, load: () => Promise<ComponentType>, only?: Role): RouteObject {
  const Screen = lazy(async () => {
    if (!only) return { default: await load() };
    const [Guarded, { ForRole }] = await Promise.all([load(), import('./ForRole.tsx')]);
    return {
      default: () => (
        <ForRole only={only}>
          <Guarded />
        </ForRole>
      ),
    };
  });
  return { path, element: <Screen /> };
}

const publicScreens: RouteObject[] = [
  { path: ROUTES.home, element: <LandingPage redirectSignedIn /> },
  { path: '/about', element: <LandingPage /> },
  ...[
    ROUTES.register,
    '/register-link/:sub/:email/:admin',
    '/register-link/:sub/:email/:admin/sub-added',
    '/register-group-link/:email/:admin/:groupId',
  ].map((path) => lazyScreen(path, loadRegisterPage)),
  // The promo link (issue 25): the event above the registration form, handed to the events screen here so that
  // neither feature imports the other.
  lazyScreen('/register/promo/:code', async () => {
    const [{ PromoPage }, RegisterPage] = await Promise.all([loadAthleteEventScreens(), loadRegisterPage()]);
    return () => <PromoPage Register={RegisterPage} />;
  }),
  lazyScreen(ROUTES.login, loadLoginPage),
  lazyScreen(ROUTES.reset, loadResetRequestPage),
  lazyScreen('/reset/:token', loadResetConfirmPage),
  // Not in spec 2: a new device's sign-in link, opened from the mail (design choices, sign-in link).
  lazyScreen('/login/link/:token', loadSignInLinkPage),
  lazyScreen(ROUTES.privacy, loadPrivacyPage),
  lazyScreen(ROUTES.support, loadSupportPage),
  lazyScreen(ROUTES.terms, loadTermsPage),
  // In the public list too (spec 2): signed out it shows every plan, signed in the account's own (issue 25).
  lazyScreen('/subscriptions', () => loadPurchaseScreens().then((screens) => screens.SubscriptionsPage)),
  lazyScreen('/public/link/:code', loadPublicLinkPage),
  lazyScreen('/public/athlete/:id', loadPublicAthletePage),
  // Spec 2's /public/{userType}/{id}: userType athlete (above), coach or org; any other type is no page.
  lazyScreen('/public/coach/:id', loadPublicCoachPage),
  lazyScreen('/public/org/:id', loadPublicOrganisationPage),
  // Not in spec 2: the caregiver's consent page, opened from the mail (design choices, "Trust").
  lazyScreen('/consent/:token', loadConsentPage),
  // Not in spec 2 either: the caregiver confirms or declines a change only they may make (issue 22).
  lazyScreen('/consent/confirm/:token', loadConfirmChangePage),
];

const privateScreens: RouteObject[] = [
  // Athlete search (issue 10): one screen for coaches and athletes alike.
  ...['/AthleteProfile/search', '/CoachProfile/search'].map((path) =>
    lazyScreen(path, loadAthleteSearchPage),
  ),
  lazyScreen(
    ROUTES.athleteHome,
    async () => {
      const AthleteProfilePage = await loadAthleteProfilePage();
      return () => <AthleteProfilePage extras={<OwnerExtras />} />;
    },
    'athlete',
  ),
  lazyScreen(ROUTES.createProfile, loadCreateProfilePage),
  lazyScreen('/profile/:id', loadOtherAthletePage),
  lazyScreen('/AthleteProfile/contact-form/:type/:promo/:id', loadContactFormPage, 'athlete'),
  lazyScreen('/profile/:id/contact-form', loadProfileContactFormPage, 'athlete'),
  // Events, the athlete's side (issue 25): their events and tickets, and the confirmation of a sign-up.
  ...(
    [
      ['/AthleteProfile/my-events', 'MyEventsPage'],
      ['/AthleteProfile/event-confirmed/:code', 'EventConfirmedPage'],
    ] as const
  ).map(([path, name]) =>
    lazyScreen(path, () => loadAthleteEventScreens().then((screens) => screens[name]), 'athlete'),
  ),
  lazyScreen(ROUTES.coachHome, loadCoachProfilePage, 'coach'),
  lazyScreen('/create-coach-profile', loadCreateCoachProfilePage, 'coach'),
  lazyScreen(ROUTES.organisationHome, loadOrganisationPage, 'organisation'),
  lazyScreen('/create-organisation', loadCreateOrganisationPage, 'coach'),
  lazyScreen('/user-profiles', loadUserProfilesPage, 'coach'),
  // The features' notification kinds load beside the screen, so it never shows a kind before its registration (and
  // the list of them is a chunk of its own, which the landing page does not carry).
  lazyScreen(ROUTES.notifications, async () => {
    const [screen] = await Promise.all([
      loadNotificationsPage(),
      import('./notification-kinds.ts').then((kinds) => kinds.loadNotificationKinds()),
    ]);
    return screen;
  }),
  lazyScreen(ROUTES.account, loadAccountPage),
  lazyScreen('/CoachProfile/watchlist', loadWatchlistPage, 'coach'),
  lazyScreen('/CoachProfile/watchlist/profile/:id', loadWatchlistEntryPage, 'coach'),
  lazyScreen('/timeline/:id', loadTimelinePage),
  // Groups (issue 24): one chunk for every group screen; a coach's group opens in the coach's shell.
  ...(
    [
      ['/groups', 'GroupsPage'],
      ['/groups/:id', 'GroupPage'],
      ['/CoachProfile/MyGroups/:id', 'GroupPage', 'coach'],
      ['/CoachProfile/MyGroups/:id/following/:memberId', 'GroupPersonPage', 'coach'],
      ['/CoachProfile/MyGroups/:id/members/:memberId', 'GroupPersonPage', 'coach'],
    ] as const
  ).map(([path, name, only]) =>
    lazyScreen(path, () => loadGroupScreens().then((screens) => screens[name]), only),
  ),
  // The return from checkout (issue 25, spec 2): one chunk with /subscriptions.
  ...(
    [
      ['/purchase-success', 'PurchaseSuccessPage'],
      ['/sub-success', 'SubSuccessPage'],
      ['/purchase-cancel', 'PurchaseCancelPage'],
    ] as const
  ).map(([path, name]) => lazyScreen(path, () => loadPurchaseScreens().then((screens) => screens[name]))),
  // Events (issue 25): an organisation's own, for its admins; the events any account staffs.
  ...(
    [
      ['/organisation/events', 'ManageEventsPage', 'organisation'],
      ['/organisation/events/:id', 'ManageEventPage', 'organisation'],
      ['/events/staffing', 'StaffedEventsPage', undefined],
      ['/events/staffing/:id', 'StaffEventPage', undefined],
    ] as const
  ).map(([path, name, role]) =>
    lazyScreen(path, () => loadOrgEventScreens().then((screens) => screens[name]), role),
  ),
  // Ours (issue 10): the athletes a coach collaborates for.
  lazyScreen('/CoachProfile/collaborations', loadCollaboratingForPage, 'coach'),
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
  return <SessionGate>{useRoutes(appRoutes)}</SessionGate>;
}
