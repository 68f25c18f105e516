// Recruiting end to end (issue 10): an athlete pitches to a coach; the coach finds the athlete by name with a typo
// and by a test threshold, saves them to the watchlist, is invited as a collaborator and adds a verified result (which
// search cards then mark), and endorses them; the athlete accepts the endorsement and sees it, and the verified
// badge, on their profile.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, newContext, test } from './fixtures.ts';
import { type Account, openSignedIn, registerViaApi, shoot, uniqueEmail } from './helpers.ts';

// Every other spec's athletes share this server: a name of our own, unique per run of this test.
const SURNAME = 'Quillfeather';

async function athleteWithResult(request: APIRequestContext, name: string) {
  const account = await registerViaApi(request, { name });
  const headers = { 'x-auth-token': account.token };
  const created = await request.post('/api/athleteProfile', {
    headers,
    data: { sportingCred: [{ sport: 'Football (soccer)', main: true, position: 'Winger' }] },
  });
  expect(created.ok()).toBe(true);
  const { profile } = await created.json();
  // The athlete's own 40 yard dash: what the coach's threshold finds.
  const result = await request.put('/api/athleteProfile/physical-tests', {
    headers,
    data: {
      attribute: 'Run Tests',
      test: '40 Yard Dash',
      results: { score: '4.40', unitOfMeasurement: 'sec' },
    },
  });
  expect(result.ok()).toBe(true);
  return { ...account, profileId: String(profile._id) };
}

async function coachWithProfile(
  request: APIRequestContext,
  name: string,
): Promise<Account & { coachId: string }> {
  const account = await registerViaApi(request, { name, userType: 2, email: uniqueEmail('coach') });
  const headers = { 'x-auth-token': account.token };
  const created = await request.post('/api/coachProfile', {
    headers,
    data: { bio: 'Sprint coach', sports: ['Football (soccer)'], position: 'Head coach' },
  });
  expect(created.status()).toBe(201);
  const me = await request.get('/api/auth', { headers });
  const { _id } = await me.json();
  // Decided in design-choices: a coach's profile id is the coach's user id.
  return { ...account, coachId: String(_id) };
}

async function signedIn(browser: Browser, token: string, path: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await openSignedIn(page, token, path);
  return page;
}

/** The success alert with `text` (alerts stay a few seconds, so an earlier one may still show). */
const alert = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).last();

async function openNotification(page: Page, from: string, body: string, title: string) {
  await page.goto('/notifications');
  const item = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: `${from} ${body}` });
  await item.getByRole('button', { name: new RegExp(from) }).click();
  return page.getByRole('dialog', { name: title });
}

test('an athlete pitches a coach, who finds, watches, verifies and endorses them', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const athleteName = `John ${SURNAME}`;
  const coachName = `Cora Whitfield ${Date.now().toString(36)}`;
  const athlete = await athleteWithResult(request, athleteName);
  const coach = await coachWithProfile(request, coachName);
  const athleteLink = `a[href="/profile/${athlete.profileId}"]`;

  // The athlete pitches from the coach's contact form.
  const athletePage = await signedIn(
    browser,
    athlete.token,
    `/AthleteProfile/contact-form/coach/0/${coach.coachId}`,
  );
  await expect(athletePage.getByRole('heading', { name: coachName, level: 1 })).toBeVisible();
  const pitch = athletePage.getByRole('region', { name: 'Pitch yourself' });
  await pitch
    .getByLabel('Message')
    .fill('Winger, 4.40 s over 40 yards: I would like to train with your squad.');
  await pitch.getByRole('button', { name: 'Send pitch' }).click();
  await expect(alert(athletePage, 'Pitch Sent!')).toBeVisible();

  // The coach reads the pitch: the athlete's card with their best result.
  const coachPage = await signedIn(browser, coach.token, '/CoachProfile');
  await expect(coachPage.getByRole('heading', { name: coachName, level: 1 })).toBeVisible();
  const cv = await openNotification(coachPage, athleteName, 'sent you their CV', 'Athlete CV');
  await expect(cv.getByRole('heading', { name: athleteName })).toBeVisible();
  await expect(cv.getByRole('list', { name: 'Best results' })).toContainText('40 Yard Dash');
  await cv.getByRole('button', { name: 'Close' }).click();

  // Search: by name with a typo, then by a test threshold.
  await coachPage.goto('/CoachProfile');
  await coachPage.getByRole('link', { name: 'Find athletes' }).click();
  await expect(coachPage).toHaveURL(/\/CoachProfile\/search$/);
  await coachPage.getByLabel('Find someone by name').fill(`Jonh ${SURNAME}`);
  await expect(coachPage.getByRole('search').locator(athleteLink)).toHaveText(athleteName);
  const filters = coachPage.getByRole('form', { name: 'Search filters' });
  await filters.getByRole('button', { name: 'Add a test threshold' }).click();
  await filters.getByLabel('Test', { exact: true }).selectOption({ label: '40 Yard Dash' });
  await filters.getByLabel('Is', { exact: true }).selectOption('under');
  await filters.getByLabel('Score', { exact: true }).fill('4.5');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(coachPage).toHaveURL(/4\.5/);
  const found = coachPage.getByRole('list', { name: 'Athletes found' });
  await expect(found.locator(athleteLink)).toHaveText(athleteName);

  // The watchlist, from the athlete's profile.
  await found.locator(athleteLink).click();
  await expect(coachPage.getByRole('heading', { name: athleteName, level: 1 })).toBeVisible();
  await coachPage.getByRole('button', { name: 'Add to watchlist' }).click();
  await expect(alert(coachPage, 'Added to watchlist')).toBeVisible();
  await expect(coachPage.getByRole('link', { name: 'On your watchlist' })).toBeVisible();
  await coachPage.goto('/CoachProfile');
  await coachPage.getByRole('link', { name: 'Your watchlist' }).click();
  await expect(coachPage).toHaveURL(/\/CoachProfile\/watchlist$/);
  await expect(coachPage.getByRole('main')).toContainText(athleteName);

  // The athlete invites the coach as a collaborator.
  await athletePage.goto('/AthleteProfile');
  // The first visit shows the profile tour.
  await athletePage
    .getByRole('dialog', { name: 'Welcome to your profile' })
    .getByRole('button', { name: 'Skip tour' })
    .click();
  const collaborators = athletePage.getByRole('region', { name: 'Collaborators' });
  await collaborators.getByLabel('Invite a coach by name').fill(coachName);
  await collaborators
    .getByRole('listitem')
    .filter({ hasText: coachName })
    .getByRole('button', { name: 'Invite' })
    .click();
  await expect(alert(athletePage, 'Invite Sent!')).toBeVisible();
  await expect(collaborators.getByText('Invited', { exact: true }).first()).toBeVisible();

  // The coach accepts and adds a result, which is verified.
  await coachPage.goto('/CoachProfile');
  await coachPage.getByRole('link', { name: 'Athletes you collaborate for' }).click();
  const row = coachPage.getByRole('listitem').filter({ hasText: athleteName });
  await row.getByRole('button', { name: 'Accept' }).click();
  await expect(row.getByText('Collaborating')).toBeVisible();
  await row.getByRole('button', { name: 'Add result' }).click();
  const addResult = coachPage.getByRole('dialog', { name: `Add a result for ${athleteName}` });
  await addResult.getByLabel('Category', { exact: true }).selectOption({ label: 'Run Tests' });
  await addResult.getByLabel('Test', { exact: true }).selectOption({ label: '40 Yard Dash' });
  await addResult.getByLabel('Score', { exact: true }).fill('4.35');
  await addResult.getByRole('button', { name: 'Add result' }).click();
  await expect(alert(coachPage, 'Test Added')).toBeVisible();
  await expect(addResult).toBeHidden();

  // Coaches searching see it verified on the athlete's card.
  await coachPage.goto(`/CoachProfile/search?name=${SURNAME}&tests=dash40:under:4.5:sec`);
  const card = coachPage
    .getByRole('list', { name: 'Athletes found' })
    .getByRole('listitem')
    .filter({ hasText: athleteName });
  await expect(card).toContainText('4.35 sec');
  await expect(card.getByText(new RegExp(`Verified by ${coachName} on`))).toBeVisible();
  await shoot(coachPage, 'search-card-verified');

  // The athlete asks the coach for an endorsement; the coach writes it from the notification.
  await athletePage.reload();
  const endorsements = athletePage.getByRole('region', { name: 'Endorsements' });
  await endorsements.getByLabel('Ask a coach for an endorsement').fill(coachName);
  await endorsements
    .getByRole('listitem')
    .filter({ hasText: coachName })
    .getByRole('button', { name: 'Ask' })
    .click();
  await expect(alert(athletePage, 'Endorsement requested!')).toBeVisible();

  const request_ = await openNotification(
    coachPage,
    athleteName,
    'asked you for an endorsement',
    'Endorsement request',
  );
  const words = `${athleteName} is the quickest winger I have timed this season.`;
  await request_.getByLabel(`Your endorsement of ${athleteName}`).fill(words);
  await request_.getByRole('button', { name: 'Submit endorsement' }).click();
  await expect(alert(coachPage, 'Endorsement Submitted')).toBeVisible();

  // The athlete accepts it from their notification and sees it, and the verified result, on their profile.
  const submitted = await openNotification(athletePage, coachName, 'endorsed you', 'Endorsement submitted');
  await expect(submitted).toContainText(words);
  await submitted.getByRole('button', { name: 'Accept' }).click();
  await expect(alert(athletePage, 'Added to Profile!')).toBeVisible();

  await athletePage.goto('/AthleteProfile');
  await expect(athletePage.getByRole('heading', { name: athleteName, level: 1 })).toBeVisible();
  const onProfile = athletePage.getByRole('region', { name: 'Endorsements' });
  await expect(onProfile.getByText('On your profile', { exact: true }).first()).toBeVisible();
  await expect(onProfile).toContainText(words);
  const dash = athletePage.getByRole('article', { name: '40 Yard Dash' });
  await expect(dash.getByText('4.35 sec')).toBeVisible();
  await expect(dash.getByText(new RegExp(`Verified by ${coachName} on`))).toBeVisible();
});
