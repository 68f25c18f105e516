// The app's providers around the router: crash screen, platform, store.
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { type Platform, PlatformProvider } from '../platform/index.ts';
import type { AppStore } from '../state/store.ts';
import { ErrorBoundary } from './ErrorScreen.tsx';
import { appRoutes } from './routes.tsx';

const router = createBrowserRouter(appRoutes);

export function App({ store, platform }: { store: AppStore; platform: Platform }) {
  return (
    <ErrorBoundary>
      <PlatformProvider platform={platform}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </PlatformProvider>
    </ErrorBoundary>
  );
}
