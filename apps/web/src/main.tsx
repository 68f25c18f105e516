// Entry point: choose the platform once, build the store, check the stored token, render, register the service worker.
// A page the server drew (the public athlete page, issue 23) is hydrated instead, by a chunk of its own (ssr/hydrate.tsx).
import { SERVER_PAGE_DATA_ID } from '@podium/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { listenForInstallPrompt } from './features/install/index.ts';
import { detectPlatform } from './platform/index.ts';
import { startSession } from './state/session.ts';
import { createAppStore } from './state/store.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/app.css';

// The native platform is a chunk of its own; in a browser the platform is at hand at once.
void detectPlatform().then((platform) => {
  const store = createAppStore(platform);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must have a #root element');
  const isServerDrawn =
    container.firstElementChild !== null && document.getElementById(SERVER_PAGE_DATA_ID) !== null;
  // Both read device storage, which is asynchronous: the app draws once the token is read (app/SessionGate.tsx).
  const tokenRead = startSession(store.dispatch, platform);
  // Where the page does not carry its profile (the native app, the dev server, a server without its server build), its
  // call starts beside the screen's code. Loaded on use: the server draws these pages itself, and the native app's
  // chunks are on the device.
  if (!isServerDrawn && window.location.pathname.startsWith('/public/'))
    void import('./state/preload-public.ts').then((loaded) =>
      loaded.preloadPublicProfile(window.location.pathname, platform),
    );
  listenForInstallPrompt();
  if (import.meta.env.PROD) platform.registerServiceWorker();

  const app = <App store={store} platform={platform} />;
  if (isServerDrawn)
    void import('./ssr/hydrate.tsx').then((loaded) => loaded.hydrate(container, app, tokenRead));
  else createRoot(container).render(<StrictMode>{app}</StrictMode>);
});
