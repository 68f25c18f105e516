// Issue 22, item 6: a stranger rotating addresses slows an account; its owner on a new device is offered a sign-in
// link, gets in with it, and that browser is known from then on: its password gets in while strangers still guess.
import { expect, test } from './fixtures.ts';
import { logInWithForm, newestMailTo, registerViaApi, shoot } from './helpers.ts';

test('a new device gets in by a mailed sign-in link while strangers slow the account', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const account = await registerViaApi(request);
  // The stranger's own client: `request` registered the account and holds its device cookie.
  const stranger = await playwright.request.newContext({ baseURL });
  const guess = (n: number) =>
    stranger.post('/api/auth', {
      data: { email: account.email, password: `guess number ${n}` },
      headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
    });
  for (let n = 0; n < 12; n += 1) await guess(n);

  await page.goto('/login');
  await logInWithForm(page, account.email, account.password);
  await expect(page.getByRole('alert').first()).toContainText('have a sign-in link mailed to you');
  await shoot(page, 'sign-in-link-offer');
  await page.getByRole('button', { name: 'Mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${account.email}`);
  await shoot(page, 'sign-in-link-sent');

  let link = '';
  await expect(async () => {
    link = /\/login\/link\/[A-Za-z0-9_-]+/.exec(newestMailTo(account.email).text)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 5_000 });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in with your link', level: 1 })).toBeVisible();
  await shoot(page, 'sign-in-link-page');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/AthleteProfile$/);

  // Strangers guess on; this browser is known now, so its password still gets in.
  for (let n = 12; n < 14; n += 1) await guess(n);
  await page.getByRole('button', { name: 'Log out' }).click();
  // Logging out ends the session on the server first, then lands on /login: leaving earlier would keep the token.
  await expect(page).toHaveURL(/\/login$/);
  await logInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/AthleteProfile$/);

  await stranger.dispose();

  // The link worked once.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This sign-in link no longer works');
  await shoot(page, 'sign-in-link-used');
});
