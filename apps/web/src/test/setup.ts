// Test setup: jest-dom matchers, and a clean DOM, storage and globals after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A screen loads its lazy chunk and its session before its first element shows: on a loaded 2-core machine that took
// over Testing Library's default second (a findBy that then failed a correct screen). Five seconds, well inside the
// 15 s a test has, so a screen that never shows still fails with its own message.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
