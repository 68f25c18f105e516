// The leaked-password rule in the browser (issue 7, defect 9): loaded only by a password form, never by the landing
// page, and said before the form moves on.
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './helpers.ts';

const PASSWORD_CHUNK = /\/assets\/passwords-[^/]*\.js$/;

test('the landing page never loads the leaked-password list; the registration form does, and uses it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Log in/i }).first()).toBeVisible();
  expect(scripts.filter((path) => PASSWORD_CHUNK.test(path))).toEqual([]);

  await page.goto('/register?as=athlete');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Kai Mensah');
  await page.getByLabel('Email').fill(uniqueEmail('kai'));
  await page.getByLabel('Password', { exact: true }).fill('password1');
  await page.getByLabel('Birth date').fill('2000-03-04');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('This password is too common: it appears in lists of leaked passwords'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  expect(scripts.filter((path) => PASSWORD_CHUNK.test(path))).toHaveLength(1);
});
