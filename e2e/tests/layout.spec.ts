// Layout that held up badly in issue 8: fields side by side line up, and a phone's alert leaves the heading clear.
import { expect, test } from './fixtures.ts';
import { openSignedIn, registerViaApi } from './helpers.ts';

test('the Unit select lines up with the Score input in "Add a test result"', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await registerViaApi(request, { name: 'Rowan Hale' });
  const headers = { 'x-auth-token': account.token };
  const created = await request.post('/api/athleteProfile', {
    headers,
    data: { sportingCred: [{ sport: 'Football (soccer)', main: true }] },
  });
  expect(created.status()).toBe(201);
  await request.put('/api/athleteProfile/me/tour-modal', { headers });
  await openSignedIn(page, account.token, '/AthleteProfile');
  await page.getByRole('button', { name: 'Add your first result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a test result' });
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Run Tests' });
  await dialog.getByLabel('Test', { exact: true }).selectOption({ label: '40 Yard Dash' });
  const unit = await dialog.getByLabel('Unit', { exact: true }).boundingBox();
  const score = await dialog.getByLabel('Score', { exact: true }).boundingBox();
  expect(unit && score).toBeTruthy();
  // Side by side at this width, with the same top and height.
  expect(Math.abs((unit?.y ?? 0) - (score?.y ?? 0))).toBeLessThanOrEqual(1);
  expect(Math.abs((unit?.height ?? 0) - (score?.height ?? 0))).toBeLessThanOrEqual(1);
  expect(unit?.x).toBeLessThan(score?.x ?? 0);
});

test('on a phone, a sign-in error leaves the "Welcome back" heading and the form in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Invalid credentials' });
  await expect(alert).toBeVisible();
  const alertBox = await alert.boundingBox();
  for (const covered of [
    page.getByRole('heading', { name: 'Welcome back' }),
    page.getByLabel('Email'),
    page.getByLabel('Password', { exact: true }),
    page.getByRole('button', { name: 'Log in', exact: true }),
  ]) {
    const box = await covered.boundingBox();
    const overlaps =
      alertBox !== null &&
      box !== null &&
      box.y < alertBox.y + alertBox.height &&
      alertBox.y < box.y + box.height &&
      box.x < alertBox.x + alertBox.width &&
      alertBox.x < box.x + box.width;
    expect(overlaps, await covered.evaluate((node) => node.outerHTML.slice(0, 60))).toBe(false);
  }
});
