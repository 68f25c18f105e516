// Accessibility of the athlete screens: axe-core finds no serious or critical violations, dialogs included.
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { buyPublicLink, DASH_POOL_FILLERS, fillDashPool, openSignedIn, registerViaApi } from './helpers.ts';

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

/** An athlete with a profile, two results of one test and a destination, made through the API. */
async function athleteWithResults(request: APIRequestContext) {
  // Others with the test, so the profile shows a rank and its distribution chart (issue 22).
  await fillDashPool(request, DASH_POOL_FILLERS);
  const account = await registerViaApi(request, { name: 'Rowan Hale' });
  const headers = { 'x-auth-token': account.token };
  const created = await request.post('/api/athleteProfile', {
    headers,
    data: {
      sportingCred: [{ sport: 'Football (soccer)', main: true, position: 'Striker' }],
      desiredDestinations: ['NCAA Division I'],
      quickStats: { Height: '180 cm' },
    },
  });
  expect(created.status()).toBe(201);
  const { profile } = await created.json();
  for (const score of ['5.10', '4.95']) {
    const added = await request.put('/api/athleteProfile/physical-tests', {
      headers,
      data: { attribute: 'Run Tests', test: '40 Yard Dash', results: { score, unitOfMeasurement: 'sec' } },
    });
    expect(added.status()).toBe(200);
  }
  await request.put('/api/athleteProfile/me/tour-modal', { headers });
  return { token: account.token, profileId: String(profile._id) };
}

test('the own profile, its history and the add-result form have no serious violations', async ({
  page,
  request,
}) => {
  const athlete = await athleteWithResults(request);
  await openSignedIn(page, athlete.token, '/AthleteProfile');
  await expect(page.getByRole('article', { name: '40 Yard Dash' }).locator('.rank__line')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: /History and progress/ }).click();
  await expect(page.getByRole('dialog', { name: '40 Yard Dash' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a test result' });
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Anthropometric' });
  await dialog.getByLabel('Test', { exact: true }).selectOption({ label: 'Hand Span' });
  await expectNoSeriousViolations(page);
});

test('creating a profile and the public view have no serious violations', async ({ page, request }) => {
  const athlete = await athleteWithResults(request);
  const newcomer = await registerViaApi(request);
  await openSignedIn(page, newcomer.token, '/create-profile');
  await expect(page.getByRole('form', { name: 'Create your athlete profile' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A profile is public only while its owner has the public link on (issue 7, defect 15).
  await buyPublicLink(request, athlete.token);
  const shared = await request.put('/api/users/public-link', {
    headers: { 'x-auth-token': athlete.token },
    data: { enabled: true },
  });
  expect(shared.status()).toBe(200);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/public/athlete/${athlete.profileId}`);
  await expect(page.getByRole('heading', { name: 'Rowan Hale', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the profile is usable by keyboard with a visible focus', async ({ page, request }) => {
  const athlete = await athleteWithResults(request);
  await openSignedIn(page, athlete.token, '/AthleteProfile');
  const share = page.getByRole('button', { name: 'Share profile' });
  await share.focus();
  await expect(share).toBeFocused();
  const outline = await share.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Share your profile' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
});
