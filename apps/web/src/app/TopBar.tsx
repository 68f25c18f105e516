// The top bar: logo (a link to / only when signed out, spec 2), and the signed-in or signed-out menu.

import { homeFor, ROUTES } from '@podium/core';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { loadStaffedEventsLink } from '../features/events/screens.ts';
import { loadNotificationBadge } from '../features/notifications/screens.ts';
import { useAppSelector } from '../state/hooks.ts';
import { useLogout } from '../state/use-logout.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { classNames } from '../ui/class-names.ts';
import { Logo } from '../ui/Logo.tsx';
import styles from './TopBar.module.css';

// Signed in only: the badge's code (and the notification calls) stay off the landing page's first load.
const NotificationBadge = lazy(async () => ({ default: await loadNotificationBadge() }));
// "Events I staff" for whoever was named staff of an event still to come: asked once a session, after the first load.
const StaffedEventsLink = lazy(async () => ({ default: await loadStaffedEventsLink() }));

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {isOpen ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** A menu link, marked while its screen is on view. */
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  classNames(styles.link, isActive && styles.active);

/** Athletes search at /AthleteProfile/search, coaches and organisations at /CoachProfile/search (spec 2). */
const searchFor = (home: string) =>
  home === ROUTES.athleteHome ? '/AthleteProfile/search' : '/CoachProfile/search';

function SignedInMenu({ home }: { home: string }) {
  const logout = useLogout();
  return (
    <ul className={styles.list}>
      <li>
        <NavLink className={navLinkClass} to={home} end>
          Profile home
        </NavLink>
      </li>
      <li>
        <NavLink className={navLinkClass} to={searchFor(home)}>
          Search
        </NavLink>
      </li>
      {home === ROUTES.athleteHome && (
        // An athlete's tickets (issue 25): the QR code is wanted at the door, so it is one tap from anywhere.
        <li>
          <NavLink className={navLinkClass} to="/AthleteProfile/my-events">
            My events
          </NavLink>
        </li>
      )}
      <Suspense fallback={null}>
        <StaffedEventsLink linkClass={navLinkClass} />
      </Suspense>
      <li>
        <NavLink className={navLinkClass} to={ROUTES.notifications}>
          Notifications
          <Suspense fallback={null}>
            <NotificationBadge />
          </Suspense>
        </NavLink>
      </li>
      <li>
        <NavLink className={navLinkClass} to="/subscriptions">
          Plans
        </NavLink>
      </li>
      <li>
        <NavLink className={navLinkClass} to={ROUTES.account}>
          Account
        </NavLink>
      </li>
      <li>
        <button type="button" className={styles.link} onClick={() => void logout()}>
          Log out
        </button>
      </li>
    </ul>
  );
}

function SignedOutMenu() {
  return (
    <ul className={styles.list}>
      <li>
        <NavLink className={navLinkClass} to={ROUTES.login}>
          Log in
        </NavLink>
      </li>
      <li>
        <ButtonLink variant="volt" className={styles.cta} to={ROUTES.register}>
          Register
        </ButtonLink>
      </li>
    </ul>
  );
}

export function TopBar() {
  const { isAuthenticated, user } = useAppSelector((state) => state.auth);
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // A choice in the phone menu takes the user somewhere else: close the menu behind them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setIsOpen(false), [location.pathname]);

  const isSignedIn = isAuthenticated && user !== null;
  return (
    <header className={`${styles.bar} on-dark`}>
      <div className={styles.inner}>
        {isSignedIn ? (
          <span className={styles.brand}>
            <Logo light />
          </span>
        ) : (
          <Link to={ROUTES.home} className={styles.brand} aria-label="Podium home">
            <Logo light />
          </Link>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <MenuIcon isOpen={isOpen} />
          <span className="visually-hidden">Menu</span>
          {isSignedIn && (
            <Suspense fallback={null}>
              <NotificationBadge variant="dot" />
            </Suspense>
          )}
        </button>
        <nav id={menuId} className={classNames(styles.nav, isOpen && styles.navOpen)} aria-label="Main">
          {isSignedIn ? <SignedInMenu home={homeFor(user)} /> : <SignedOutMenu />}
        </nav>
      </div>
    </header>
  );
}
