// axe-core in the page under test (injected by the test, not the app: a spec using it sets bypassCSP, since the
// server's CSP forbids inline scripts). One place for the injection every accessibility check shares.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's violations, of any impact, in the whole page or under the CSS selector `within`. axe is injected once
 * per document (parsing its 650 KB takes about a second on a busy machine): later checks of the same page, after a
 * dialog opened or an in-app navigation (helpers.ts navigateInApp), reuse it. It looks at what a person sees once the
 * screen is still: an alert fading in (180 ms) or a button's colour changing (120 ms) is waited for, since axe reads
 * colours mid-animation as a contrast that never stays on screen (CI failed on it once). Endless ones (a spinner) are not.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (selector) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the injected script defines
    const axe = (window as any).axe;
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const results = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return results.violations as AxeViolation[];
  }, within);
}
