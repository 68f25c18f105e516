// Renders the real app (routes, store, platform) at a path, for screen tests.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { appRoutes } from '../app/routes.tsx';
import { type Platform, PlatformProvider } from '../platform/index.ts';
import { createWebPlatform } from '../platform/web.ts';
import { startSession } from '../state/session.ts';
import { createAppStore } from '../state/store.ts';

// Screens are route chunks loaded on first visit (app/routes.tsx): import them all once per test file, so a
// test waits for the screen's own states, not for the first transform of its module graph.
await Promise.all(Object.values(import.meta.glob('../features/**/*Page.tsx')).map((load) => load()));

export function testPlatform(overrides: Partial<Platform> = {}): Platform {
  return { ...createWebPlatform(), reload: vi.fn(), registerServiceWorker: vi.fn(), ...overrides };
}

export function renderApp(path: string, { platform = testPlatform() }: { platform?: Platform } = {}) {
  const store = createAppStore(platform);
  startSession(store.dispatch, platform);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <PlatformProvider platform={platform}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </PlatformProvider>,
  );
  return { ...view, store, router, user, platform };
}
