// Entry point: choose the platform once, build the store, check the stored token, render, register the service worker.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { listenForInstallPrompt } from './features/install/index.ts';
import { detectPlatform } from './platform/index.ts';
import { preloadPublicProfile } from './state/preload-public.ts';
import { startSession } from './state/session.ts';
import { createAppStore } from './state/store.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/app.css';

// The native platform is a chunk of its own; in a browser the platform is at hand at once.
void detectPlatform().then((platform) => {
  const store = createAppStore(platform);
  // Both read device storage, which is asynchronous: the app draws once the token is read (app/SessionGate.tsx).
  void startSession(store.dispatch, platform);
  void preloadPublicProfile(window.location.pathname, platform);
  listenForInstallPrompt();
  if (import.meta.env.PROD) platform.registerServiceWorker();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must have a #root element');

  createRoot(container).render(
    <StrictMode>
      <App store={store} platform={platform} />
    </StrictMode>,
  );
});
