// Test setup: jest-dom matchers, and a clean DOM, storage and globals after every test. The files of a worker share one
// jsdom window and one module graph (vitest.config.ts, isolate: false): what a test changes of either is put back
// here, after each test and, for what a file may leave in the page beyond its renders, after each file.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// A screen loads its lazy chunk and its session before its first element shows: on a loaded 2-core machine that took
// over Testing Library's default second (a findBy that then failed a correct screen). Five seconds, well inside the
// 15 s a test has, so a screen that never shows still fails with its own message.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

// Setup files run before every file, so this hook is each file's own: the next file starts on an empty page, as it
// would in a window of its own (a chart's measuring span, a title a screen set).
afterAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
});
