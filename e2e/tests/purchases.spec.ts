// Purchases in the browser (issue 25): an athlete buys the public link through the local checkout and lands back on
// their profile with the share dialog open and the link switchable; a cancel returns there with nothing bought; the
// plans of each kind of account, and the return screens, have no serious axe-core violations.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openSignedIn, registerViaApi, registerWithAthleteProfile, shoot, uniqueEmail } from './helpers.ts';

// The server's CSP forbids inline scripts; axe is injected by the test, not by the app.
test.use({ bypassCSP: true });

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const serious = (await axeViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Share profile' }).click();
  return page.getByRole('dialog', { name: 'Share your profile' });
}

test('an athlete buys the public link at the local checkout and lands back with it ready to switch on', async ({
  page,
  request,
}) => {
  const athlete = await registerWithAthleteProfile(request);
  await request.put('/api/athleteProfile/me/tour-modal', { headers: { 'x-auth-token': athlete.token } });
  await openSignedIn(page, athlete.token, '/AthleteProfile');

  // Cancelled first: back on the profile, nothing charged, still no link.
  let dialog = await openShareDialog(page);
  await expect(dialog.getByText(/yours for good as a one-off purchase for £4\.99/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'share-dialog-offer');
  await dialog.getByRole('button', { name: 'Buy the public link' }).click();
  await expect(page.getByRole('heading', { name: 'Public link', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing was charged', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'purchase-cancel');
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/AthleteProfile$/);
  dialog = await openShareDialog(page);
  await expect(dialog.getByRole('button', { name: 'Buy the public link' })).toBeVisible();
  await expect(dialog.getByRole('switch')).toHaveCount(0);

  // Bought: the checkout's Pay, its signed webhook and job, then back to the profile with the dialog open.
  await dialog.getByRole('button', { name: 'Buy the public link' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/AthleteProfile\?openModal=publicLink$/);
  dialog = page.getByRole('dialog', { name: 'Share your profile' });
  await dialog.getByRole('switch', { name: 'Public link off' }).click();
  await expect(dialog.getByRole('switch', { name: 'Public link on' })).toBeChecked();
  await expect(dialog.getByLabel('Your public link')).toHaveValue(/\/public\/link\//);
  await expectNoSeriousViolations(page);
  await shoot(page, 'purchase-public-link-back');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/AthleteProfile$/);

  // The plans show it held.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('article', { name: 'Public link' }).getByText('Your plan')).toBeVisible();
});

test('the confirming screen waits for the purchase, and every kind of account sees its own plans', async ({
  page,
  request,
}) => {
  // Three accounts, each screen checked by axe: past the default 30 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  const long = 'Maximiliana Alexandrovna Featherstonehaugh-Wolfeschlegelsteinhausenbergerdorff';
  const athlete = await registerWithAthleteProfile(request, { name: long });
  await openSignedIn(page, athlete.token, '/subscriptions');
  await expect(page.getByRole('article', { name: 'Athlete Premium (monthly)' })).toContainText(
    '£5.99 a month',
  );
  await expectNoSeriousViolations(page);
  await shoot(page, 'subscriptions-athlete');

  // Nothing bought: the return screen keeps confirming (what a buyer sees while the webhook is on its way).
  await page.goto('/purchase-success?session_id=cs_none&product=public_link&returnPath=%2FAthleteProfile');
  await expect(page.getByRole('heading', { name: 'Confirming your payment', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'purchase-confirming');

  const coach = await registerViaApi(request, { name: long, userType: 2, sportsArray: [] });
  await openSignedIn(page, coach.token, '/subscriptions');
  await expect(page.getByRole('article', { name: 'Coach Premium' })).toContainText('£199.99 a year');
  await expectNoSeriousViolations(page);
  await shoot(page, 'subscriptions-coach');

  const org = await registerViaApi(request, {
    name: long,
    email: uniqueEmail('org'),
    userType: 2,
    orgAdmin: true,
    activeProfile: 'org',
    organisation: 'Northern Lights Athletics Academy',
    sportsArray: [],
  });
  await openSignedIn(page, org.token, '/subscriptions');
  await expect(page.getByRole('article', { name: 'Organisation Pro' })).toContainText('£499.99 a year');
  await expectNoSeriousViolations(page);
  await shoot(page, 'subscriptions-organisation');

  // Signed out: every kind's plans, without prices.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/subscriptions');
  await expect(page.getByRole('link', { name: 'Log in to buy' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'subscriptions-visitor');
});
