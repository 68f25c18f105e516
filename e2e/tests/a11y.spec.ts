// Accessibility: axe-core finds no serious or critical violations on the public screens and the account
// screen, on a desktop and at 375 px wide (a small phone), where the page must also not scroll sideways.
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, registerViaApi } from './helpers.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The server's CSP forbids inline scripts; axe is injected by the test, not by the app.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the injected script defines
    const axe = (window as any).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

async function expectAccessible(page: Page, width: number): Promise<void> {
  const violations = await seriousViolations(page);
  expect(
    violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  // WCAG 1.4.10 (reflow): at 320-375 px content fits the width without sideways scrolling.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'page width in CSS pixels').toBeLessThanOrEqual(width);
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const PUBLIC_SCREENS = [
  ['landing', '/', 'Show what you can do. Get found.'],
  ['login', '/login', 'Welcome back'],
  ['register', '/register', 'Join Podium'],
  ['password reset', '/reset', 'Reset your password'],
  ['sign-in link', `/login/link/${'a'.repeat(43)}`, 'Sign in with your link'],
  ['support', '/support', 'Support'],
  ['terms', '/terms', 'Terms of use'],
  ['privacy', '/privacy', 'Privacy policy'],
  ['not found', '/no/such/page', 'This page is off the track'],
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const [name, path, heading] of PUBLIC_SCREENS) {
      test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expectAccessible(page, viewport.width);
      });
    }

    test('account (signed in) has no serious or critical accessibility violations', async ({
      page,
      request,
    }) => {
      const account = await registerViaApi(request);
      await openSignedIn(page, account.token, '/account');
      await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
      // The signed-in menu is in place (on a phone it sits folded behind the Menu button).
      await expect(page.getByRole('button', { name: 'Log out', includeHidden: true })).toBeAttached();
      await expectAccessible(page, viewport.width);
    });
  });
}

test.describe('phone menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the opened menu has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/login');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }),
    ).toBeVisible();
    await expectAccessible(page, 375);
  });
});
