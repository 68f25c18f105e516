// The specs' `test`: Playwright's, with device storage that starts with the push prompt answered "Dismiss", as a
// returning user's browser would (account spec 3). Playwright's `storageState` option does the same but opens and
// closes a page of its own in every new context to write it (1 to 3 s each on a busy 2-core machine, for some 80
// contexts a run); an init script writes it in the page itself, before the app reads it.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
} from '@playwright/test';

export { expect } from '@playwright/test';

/** Writes notificationsDismissed once per tab (sessionStorage remembers it), so a test that clears it keeps it cleared. */
function dismissPushPromptOnce(): void {
  try {
    if (sessionStorage.getItem('podium-e2e-seeded')) return;
    sessionStorage.setItem('podium-e2e-seeded', 'true');
    localStorage.setItem('notificationsDismissed', 'true');
  } catch {
    // about:blank and other opaque origins have no storage to seed.
  }
}

async function seed(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(dismissPushPromptOnce);
  return context;
}

/** A browser of one's own (a second person in a flow), its push prompt already dismissed like the test's own page. */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return seed(await browser.newContext(options));
}

export const test = base.extend<{ pushPromptDismissed: boolean; closeOwnBrowsers: undefined }>({
  /** false: a first visit on this device, nothing in storage, so the push prompt may ask (push-prompt.spec.ts). */
  pushPromptDismissed: [true, { option: true }],
  context: async ({ context, pushPromptDismissed }, use) => {
    await use(pushPromptDismissed ? await seed(context) : context);
  },
  /**
   * The browsers a test opened for the other people of its flow (newContext, browser.newContext) close when it ends,
   * as its own page's does. Playwright leaves them to the worker's browser, which lives the whole run: each kept its
   * app running, its live socket open and its trace recorded (restarted and saved again at every later test).
   */
  closeOwnBrowsers: [
    async ({ browser }, use) => {
      await use(undefined);
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});
