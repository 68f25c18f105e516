// Screens that update on their own (issue 22, item 14): the live socket connects as soon as a new athlete has a
// profile, and a notification that reports a change makes what it changed fresh on the receiver's screen, without a
// reload: the follow button, the endorsement's state, the consent banner. Each person has a browser of their own.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { PASSWORD, registerWithAthleteProfile, uniqueEmail } from './helpers.ts';

async function follow(request: APIRequestContext, token: string, profileId: string) {
  const response = await request.post('/api/following/request', {
    headers: { 'x-auth-token': token },
    data: { profileId, profileType: 'athlete' },
  });
  expect(response.ok()).toBe(true);
}

test('a new athlete’s socket connects once they make their profile: a follow request arrives live', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await page.getByRole('radio', { name: /Athlete/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Nia Newcomer');
  await page.getByLabel('Email').fill(uniqueEmail('nia'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Birth date').fill('2001-06-07');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/Your sports/).fill('Athletics');
  await page.keyboard.press('Enter');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.getByRole('link', { name: 'Create your profile' }).click();
  await page.getByRole('button', { name: 'Create my profile' }).click();
  await expect(page.getByRole('heading', { name: 'Nia Newcomer', level: 1 })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const mine = await request.get('/api/athleteProfile/me', { headers: { 'x-auth-token': token ?? '' } });
  const profileId = String((await mine.json())._id);

  // No reload: the socket is already listening for the new profile.
  const asker = await registerWithAthleteProfile(request, { name: 'Omar Asker' });
  await follow(request, asker.token, profileId);
  await expect(page.getByTestId('notification-badge')).toHaveText(/1/);
});
