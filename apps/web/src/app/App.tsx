// The app's providers around the router: crash screen, platform, store. React Router in its declarative mode:
// its data mode (createBrowserRouter) weighs 17 KB more gzipped on the landing page's first load, for loaders
// and actions the app does not use (issue 8; docs/architecture.md, "The web app").
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { type Platform, PlatformProvider } from '../platform/index.ts';
import type { AppStore } from '../state/store.ts';
import { ErrorBoundary } from './ErrorScreen.tsx';
import { AppRoutes } from './routes.tsx';

export function App({ store, platform }: { store: AppStore; platform: Platform }) {
  return (
    <ErrorBoundary>
      <PlatformProvider platform={platform}>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </PlatformProvider>
    </ErrorBoundary>
  );
}
