// Screens that update on their own (issue 22, item 14): the live socket connects as soon as a new athlete has a
// profile, and a notification that reports a change makes what it changed fresh on the receiver's screen, without a
// reload: the follow button, the endorsement's state, the consent banner. Each person has a browser of their own.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, newContext, test } from './fixtures.ts';
import {
  newestMailTo,
  openSignedIn,
  registerViaApi,
  registerWithAthleteProfile,
  socketRegistered,
  uniqueEmail,
} from './helpers.ts';

// Two or three browsers a test, each loading the app: more than the suite's 30 s when the machine is busy.
test.describe.configure({ timeout: 60_000 });

/** A browser of one's own, signed in with `token`, open at `path` once its socket listens for `profileId`. */
async function liveBrowser(browser: Browser, token: string, profileId: string, path: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  const listening = socketRegistered(page, profileId);
  await openSignedIn(page, token, path);
  await listening;
  return page;
}

/** A coach account made through the API, with its profile id (a coach's is their user id). */
async function registerCoach(request: APIRequestContext, name: string) {
  const coach = await registerViaApi(request, { name, userType: 2, birthDate: '1980-02-02' });
  const me = await request.get('/api/auth', { headers: { 'x-auth-token': coach.token } });
  return { ...coach, profileId: String((await me.json())._id) };
}

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
  // Registered through the API (auth.spec.ts registers through the form): what matters here is the first profile.
  const newcomer = await registerViaApi(request, { name: 'Nia Newcomer', birthDate: '2001-06-07' });
  await openSignedIn(page, newcomer.token, '/AthleteProfile');

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

test('the coach’s Requested turns to Unfollow when the athlete accepts', async ({ browser, request }) => {
  const athlete = await registerWithAthleteProfile(request, { name: 'Ama Athlete' });
  const coach = await registerCoach(request, 'Cole Coach');
  const coachPage = await liveBrowser(browser, coach.token, coach.profileId, `/profile/${athlete.profileId}`);
  await coachPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(coachPage.getByRole('button', { name: 'Requested' })).toBeVisible();

  const athletePage = await (await newContext(browser)).newPage();
  await openSignedIn(athletePage, athlete.token, '/notifications');
  const item = athletePage.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await item.getByRole('button', { name: 'Accept' }).click();
  await expect(athletePage.getByText('You have no notifications')).toBeVisible();

  await expect(coachPage.getByRole('button', { name: 'Unfollow' })).toBeVisible();
});

test('the athlete’s endorsement stops waiting for the coach once the coach writes it', async ({
  browser,
  request,
}) => {
  const athlete = await registerWithAthleteProfile(request, { name: 'Esi Endorsed' });
  const coach = await registerCoach(request, 'Wes Writer');
  const asked = await request.put(`/api/athleteProfile/${coach.profileId}/request-endorsement`, {
    headers: { 'x-auth-token': athlete.token },
  });
  expect(asked.ok()).toBe(true);

  const athletePage = await liveBrowser(browser, athlete.token, athlete.profileId, '/AthleteProfile');
  const endorsements = athletePage.getByRole('region', { name: 'Endorsements' });
  await expect(endorsements.getByText('Waiting for the coach')).toBeVisible();

  const coachPage = await (await newContext(browser)).newPage();
  await openSignedIn(coachPage, coach.token, '/notifications');
  await coachPage.getByRole('button', { name: /Esi Endorsed asked you for an endorsement/ }).click();
  const detail = coachPage.getByRole('dialog', { name: 'Endorsement request' });
  await detail.getByLabel('Your endorsement of Esi Endorsed').fill('Quick off the mark, and listens.');
  await detail.getByRole('button', { name: 'Submit endorsement' }).click();
  await expect(coachPage.getByRole('status').filter({ hasText: 'Endorsement Submitted' })).toBeVisible();

  await expect(endorsements.getByText('Written: accept to add it')).toBeVisible();
  await expect(endorsements.getByText('Waiting for the coach')).toBeHidden();
});

test('the consent banner goes when the caregiver consents, and the athlete is told', async ({
  browser,
  request,
}) => {
  const caregiverEmail = uniqueEmail('caregiver');
  const birth = new Date();
  birth.setUTCFullYear(birth.getUTCFullYear() - 14);
  const minor = await registerWithAthleteProfile(request, {
    name: 'Mia Minor',
    birthDate: birth.toISOString().slice(0, 10),
    caregiverEmail,
  });
  const minorPage = await liveBrowser(browser, minor.token, minor.profileId, '/AthleteProfile');
  const banner = minorPage.getByText(
    "Waiting for your caregiver's consent: your profile is hidden from others.",
  );
  await expect(banner).toBeVisible();

  let link = '';
  await expect(async () => {
    link = /\/consent\/[A-Za-z0-9_-]{43}/.exec(newestMailTo(caregiverEmail).text)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 5_000 });
  const caregiverPage = await (await newContext(browser)).newPage();
  await caregiverPage.goto(link);
  await caregiverPage.getByRole('button', { name: 'Give consent' }).click();
  await expect(caregiverPage.getByRole('button', { name: 'Withdraw consent' })).toBeVisible();

  await expect(banner).toBeHidden();
  await expect(minorPage.getByTestId('notification-badge')).toHaveText(/1/);
  await minorPage.goto('/notifications');
  await expect(minorPage.getByRole('list', { name: 'Notifications' })).toContainText(
    'your caregiver gave their consent',
  );
});
