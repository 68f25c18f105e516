// Renders the real app (routes, store, platform) at a path, for screen tests.
import type { ServerPageData } from '@podium/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import { type Location, MemoryRouter, useLocation, useNavigate } from 'react-router';
import { vi } from 'vitest';
import { AppRoutes } from '../app/routes.tsx';
import { type Platform, PlatformProvider } from '../platform/index.ts';
import { createWebPlatform } from '../platform/web.ts';
import { ServerPageContext, seedOf } from '../state/server-page.ts';
import { startSession } from '../state/session.ts';
import { createAppStore } from '../state/store.ts';

// Screens are route chunks loaded on first visit (app/routes.tsx): import them all once per test file, so a
// test waits for the screen's own states, not for the first transform of its module graph.
await Promise.all(Object.values(import.meta.glob('../features/**/*Page.tsx')).map((load) => load()));

export function testPlatform(overrides: Partial<Platform> = {}): Platform {
  // A checkout is another site: where the page would go is what a test can see of it (platform.openCheckout).
  return {
    ...createWebPlatform(),
    reload: vi.fn(),
    registerServiceWorker: vi.fn(),
    openCheckout: vi.fn(),
    ...overrides,
  };
}

/** Where the app is and a way to move, as tests use them, kept current by LocationProbe. */
interface RouterView {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

function LocationProbe({ router }: { router: RouterView }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state.location = location;
    router.navigate = async (to) => navigate(to);
  }, [router, location, navigate]);
  return null;
}

/** `serverPage`: the reply a server-drawn page carries (main.tsx hands it down the same way). */
export function renderApp(
  path: string,
  {
    platform = testPlatform(),
    serverPage = null,
  }: { platform?: Platform; serverPage?: ServerPageData | null } = {},
) {
  const store = createAppStore(platform);
  // Reads the token as main.tsx does: the app draws once it is read (SessionGate).
  void startSession(store.dispatch, platform);
  const [pathname = path, search = ''] = path.split('?');
  const router: RouterView = {
    state: { location: { pathname, search: search && `?${search}`, hash: '', state: null, key: 'default' } },
    navigate: async () => {
      throw new Error('the app has not rendered yet');
    },
  };
  const user = userEvent.setup();
  const view = render(
    <ServerPageContext value={seedOf(serverPage)}>
      <PlatformProvider platform={platform}>
        <Provider store={store}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <LocationProbe router={router} />
          </MemoryRouter>
        </Provider>
      </PlatformProvider>
    </ServerPageContext>,
  );
  return { ...view, store, router, user, platform };
}
