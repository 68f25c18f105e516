// The frame of every screen: skip link, top bar, alerts, the upload banner, the routed screen and the footer.

import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Alerts } from '../features/alerts/index.ts';
import { UploadBanner } from '../features/media/index.ts';
import { loadSignedInNotifications } from '../features/notifications/screens.ts';
import { useAppSelector } from '../state/hooks.ts';
import { Footer } from './Footer.tsx';
import { ScrollRestoration } from './ScrollRestoration.tsx';
import { TopBar } from './TopBar.tsx';

// The socket, the push prompt and push taps live as long as the session; their code loads only once signed in.
const SignedInNotifications = lazy(async () => ({ default: await loadSignedInNotifications() }));

export function RootLayout() {
  const isSignedIn = useAppSelector((state) => state.auth.isAuthenticated && state.auth.user !== null);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <Alerts />
      <UploadBanner />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      {isSignedIn && (
        <Suspense fallback={null}>
          <SignedInNotifications />
        </Suspense>
      )}
    </div>
  );
}
