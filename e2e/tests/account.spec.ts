// Account settings against the real server: editing details and deleting the account.
import { expect, test } from './fixtures.ts';
import { logInWithForm, openSignedIn, registerViaApi } from './helpers.ts';

test('editing details says Account Updated! and keeps them', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await openSignedIn(page, account.token, '/account');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('City').fill('Leeds');
  await details.getByLabel('Phone').fill('+44 7700 900123');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Account Updated!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('City')).toHaveValue('Leeds');
});

test('changing the password keeps this device signed in', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await openSignedIn(page, account.token, '/account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill(account.password);
  await form.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await form.getByLabel('Confirm new password', { exact: true }).fill('brand-new-secret');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Account Updated!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

test('deleting the account signs out and the account is gone', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await openSignedIn(page, account.token, '/account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await dialog.getByLabel('Your password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  await expect(page.getByText('Account Deleted!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logInWithForm(page, account.email, account.password);
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
});
