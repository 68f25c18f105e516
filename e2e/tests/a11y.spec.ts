// Accessibility: axe-core finds no serious or critical violations on the public screens and the account
// screen, on a desktop and at 375 px wide (a small phone), where the page must also not scroll sideways; and the
// error and empty screens have exactly one h1 (axe's page-has-heading-one, issue 22) and a way on.
import type { Page } from '@playwright/test';
import { type AxeViolation, axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { navigateInApp, openSignedIn, registerViaApi, shoot } from './helpers.ts';

// The server's CSP forbids inline scripts; axe is injected by the test, not by the app.
test.use({ bypassCSP: true });

/** Rules whose every violation counts, whatever impact axe gives it. */
const ALWAYS = new Set(['page-has-heading-one']);

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS.has(v.id),
  );
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

// One page per width: the landing is loaded, the other screens are opened inside the app as its links open them, so
// axe-core is injected once (a page and an injection per screen took 4 to 8 s each); each screen is its own step.
for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`the public screens (${PUBLIC_SCREENS.map(([name]) => name).join(', ')}) and the account (signed in) have no serious or critical accessibility violations`, async ({
      page,
      request,
    }) => {
      for (const [index, [name, path, heading]] of PUBLIC_SCREENS.entries()) {
        await test.step(`${name} has no serious or critical accessibility violations`, async () => {
          if (index === 0) await page.goto(path);
          else await navigateInApp(page, path);
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await expectAccessible(page, viewport.width);
        });
      }

      await test.step('account (signed in) has no serious or critical accessibility violations', async () => {
        const account = await registerViaApi(request);
        await openSignedIn(page, account.token, '/account');
        await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
        // The signed-in menu is in place (on a phone it sits folded behind the Menu button).
        await expect(page.getByRole('button', { name: 'Log out', includeHidden: true })).toBeAttached();
        await expectAccessible(page, viewport.width);
      });
    });
  });
}

test.describe('phone menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the opened menu has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/login');
    // The shell (and its Menu button) draws before the screen's own code has loaded: the page is checked whole.
    await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }),
    ).toBeVisible();
    await expectAccessible(page, 375);
  });
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A screen that did not load or has nothing: its one h1, no field name from the API, no useless Try again. */
async function expectHelpfulPanel(page: Page, heading: string | RegExp, width: number) {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText(/\b(id|id2|profile_id|token): /);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectAccessible(page, width);
}

for (const viewport of VIEWPORTS) {
  test.describe(`error and empty screens, ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('signed out: a profile that is not there and a consent link that does not work', async ({
      page,
    }) => {
      await page.goto(`/public/athlete/${UNKNOWN}`);
      await expectHelpfulPanel(page, 'This profile is not public', viewport.width);
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible();
      await navigateInApp(page, `/consent/${'a'.repeat(43)}`);
      await expectHelpfulPanel(page, 'This consent link does not work', viewport.width);
      await expect(page.getByRole('link', { name: /Write to support@podium.app/ })).toBeVisible();
    });

    test('an athlete: an unknown receiver’s contact form, and a contact form before their profile', async ({
      page,
      request,
    }) => {
      const athlete = await registerViaApi(request);
      // Before the athlete made a profile: the form says to make it first, and links there.
      await openSignedIn(page, athlete.token, `/AthleteProfile/contact-form/coach/0/${UNKNOWN}`);
      await expectHelpfulPanel(page, 'Create your athlete profile first', viewport.width);
      await expect(page.getByRole('link', { name: 'Create your profile' })).toBeVisible();
      await shoot(page, 'contact-form-no-profile');
      await navigateInApp(page, '/notifications');
      await expect(page.getByRole('heading', { name: 'You have no notifications', level: 2 })).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('link', { name: 'Create your profile' })).toBeVisible();
      await expectAccessible(page, viewport.width);

      const created = await request.post('/api/athleteProfile', {
        headers: { 'x-auth-token': athlete.token },
        data: { sportingCred: [{ sport: 'Athletics', main: true }] },
      });
      expect(created.status()).toBe(201);
      // The example: /profile/{athleteId}/contact-form named no coach or organisation. Loaded afresh: the
      // app learns of the new profile as it starts.
      const { profile } = await created.json();
      await page.goto(`/profile/${profile._id}/contact-form`);
      await expectHelpfulPanel(page, 'No such coach or organisation', viewport.width);
      await expect(page.getByRole('link', { name: 'Find coaches and organisations' })).toBeVisible();
      await shoot(page, 'contact-form-unknown-receiver');
      await navigateInApp(page, `/timeline/${UNKNOWN}`);
      await expectHelpfulPanel(page, 'Profile not found', viewport.width);
    });

    test('a coach: a profile not found, and the empty watchlist', async ({ page, request }) => {
      const coach = await registerViaApi(request, { userType: 2, sportsArray: [] });
      await openSignedIn(page, coach.token, `/profile/${UNKNOWN}`);
      await expectHelpfulPanel(page, 'Athlete not found', viewport.width);
      await navigateInApp(page, '/CoachProfile/watchlist');
      await expect(
        page.getByRole('heading', { name: 'No athletes on your watchlist yet', level: 2 }),
      ).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expectAccessible(page, viewport.width);
    });
  });
}
