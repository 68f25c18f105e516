// The app's providers around the router: crash screen, platform, store. React Router in its declarative mode:
// its data mode (createBrowserRouter) weighs 17 KB more gzipped on the landing page's first load, for loaders
// and actions the app does not use (issue 8; docs/architecture.md, "The web app").
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { type Platform, PlatformProvider } from '../platform/index.ts';
import type { AppStore } from '../state/store.ts';
import { ErrorBoundary } from './ErrorScreen.tsx';
import { AppRoutes } from './routes.tsx';

interface AppProps {
  store: AppStore;
  platform: Platform;
}

/**
 * Everything above the router. The server renders a page (ssr/entry-server.tsx) with the same frame around its own
 * router, so the tree it draws is the one the browser hydrates.
 */
export function AppFrame({ store, platform, children }: AppProps & { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <PlatformProvider platform={platform}>
        <Provider store={store}>{children}</Provider>
      </PlatformProvider>
    </ErrorBoundary>
  );
}

export function App({ store, platform }: AppProps) {
  return (
    <AppFrame store={store} platform={platform}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
