// The routed screen's place in the frame. A crash in a screen shows the crash screen there, under the top bar;
// a lazy screen's place is held by RouteLoading while its code arrives on a first load, and on later visits the
// current screen stays until the next is ready (the router's navigations are transitions).
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './ErrorScreen.tsx';
import { RouteLoading } from './RouteLoading.tsx';

export function ScreenOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
