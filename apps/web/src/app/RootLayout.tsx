// The frame of every screen: skip link, top bar, alerts, the upload banner, the routed screen and the footer.
import { Outlet, ScrollRestoration } from 'react-router';
import { Alerts } from '../features/alerts/Alerts.tsx';
import { UploadBanner } from '../features/media/UploadBanner.tsx';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';

export function RootLayout() {
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
    </div>
  );
}
