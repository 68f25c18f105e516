// Accessibility: axe-core finds no serious or critical violations on the landing, login and register screens.
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';

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

for (const [name, path, heading] of [
  ['landing', '/', 'Show what you can do. Get found.'],
  ['login', '/login', 'Welcome back'],
  ['register', '/register', 'Join Podium'],
] as const) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const violations = await seriousViolations(page);
    expect(
      violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}
