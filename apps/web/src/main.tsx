// Entry point: choose the platform once, build the store, check the stored token, render, register the service worker.
// A page the server rendered (the public athlete page, issue 23) is hydrated from the reply it was drawn from.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { listenForInstallPrompt } from './features/install/index.ts';
import { detectPlatform } from './platform/index.ts';
import { preloadPublicProfile } from './state/preload-public.ts';
import { readServerPage, ServerPageContext, seedOf } from './state/server-page.ts';
import { startSession } from './state/session.ts';
import { createAppStore } from './state/store.ts';
import { ServerClockContext } from './ui/clock.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/app.css';

// The native platform is a chunk of its own; in a browser the platform is at hand at once.
void detectPlatform().then(async (platform) => {
  const store = createAppStore(platform);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must have a #root element');
  const serverPage = readServerPage();
  // Both read device storage, which is asynchronous: the app draws once the token is read (app/SessionGate.tsx).
  const sessionRead = startSession(store.dispatch, platform);
  if (!serverPage) void preloadPublicProfile(window.location.pathname, platform);
  listenForInstallPrompt();
  if (import.meta.env.PROD) platform.registerServiceWorker();

  const app = (
    <StrictMode>
      <ServerPageContext value={seedOf(serverPage)}>
        <ServerClockContext value={serverPage?.drawnAt ?? null}>
          <App store={store} platform={platform} />
        </ServerClockContext>
      </ServerPageContext>
    </StrictMode>
  );
  if (serverPage && container.firstElementChild) {
    // The server drew the page as for someone whose token has been read (app/SessionGate.tsx): wait for that here, so
    // the first frame the browser draws is the server's. A signed-in visitor's menu follows once their token is checked.
    await sessionRead;
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
