// Registering, signing out, signing in, a wrong password, and the private route redirect.
import { expect, test } from './fixtures.ts';
import { logInWithForm, PASSWORD, registerViaApi, uniqueEmail } from './helpers.ts';

test('an athlete registers in three steps and lands on their home', async ({ page }) => {
  const email = uniqueEmail('kai');
  await page.goto('/register');
  await page.getByRole('radio', { name: /Athlete/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Full name').fill('Kai Mensah');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Birth date').fill('2012-03-04');
  await expect(page.getByLabel('Parent or caregiver email')).toBeVisible();
  await page.getByLabel('Parent or caregiver email').fill('parent@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByLabel('Country').fill('United Kingdom');
  await page.getByLabel(/Your sports/).fill('Athletics');
  await page.keyboard.press('Enter');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/AthleteProfile$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userRegistered'))).toBe('true');
});

test('registration says when the email already has an account', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await page.goto('/register?as=coach');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Dana Reid');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Birth date').fill('1985-01-01');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
});

test('a user signs out, and signs back in with their password', async ({ page, request }) => {
  const account = await registerViaApi(request, { name: 'Dana Reid', userType: 2, birthDate: '1985-01-01' });
  await page.goto('/login');
  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/CoachProfile$/);
  await expect(page.getByRole('heading', { name: 'Create your coach profile' })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The server ended the session: a copy of the token no longer opens it (issue 7, defect 8).
  const copied = await request.get('/api/auth', { headers: { 'x-auth-token': token ?? '' } });
  expect(copied.status()).toBe(401);
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();

  await logInWithForm(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Create your coach profile' })).toBeVisible();
});

test('a wrong password shows Invalid credentials', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await page.goto('/login');
  await logInWithForm(page, account.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  await expect(page).toHaveURL(/\/login$/);
});

test('a private page sends a signed-out visitor to log in, then back', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Log in to continue where you were going.')).toBeVisible();
  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});

test('an unknown address gets the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page is off the track' })).toBeVisible();
});
