// Password reset through the mail outbox: ask, open the mailed link, choose a password, log in with it.
import { expect, test } from './fixtures.ts';
import { logInWithForm, newestMailTo, registerViaApi } from './helpers.ts';

test('a user resets a forgotten password with the mailed link', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login screen, which has an Email field too, stays until the reset screen's code has arrived.
  await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${account.email}`)).toBeVisible();

  let link = '';
  await expect(async () => {
    const mail = newestMailTo(account.email);
    link = /\/reset\/[^\s"'<>]+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 5_000 });

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('fresh-start-789');
  await page.getByLabel('Confirm new password', { exact: true }).fill('fresh-start-789');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  await logInWithForm(page, account.email, 'fresh-start-789');
  await expect(page).toHaveURL(/\/AthleteProfile$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('Invalid or expired reset link.')).toBeVisible();
});

test('an unknown email gets the same confirmation', async ({ page }) => {
  await page.goto('/reset');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for nobody-here@example.com')).toBeVisible();
});
