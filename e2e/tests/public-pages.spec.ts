// Coaches' and organisations' public pages end to end (issue 10; /public/{userType}/{id}): a coach turns their page
// on in the edit form; someone not signed in opens it, sees only the public athlete on it, and follows that athlete
// to their own public page; the organisation's page shows without the switch. Screenshots at phone and desktop.
// The athlete's public page arrives drawn by the server and hydrates without a warning (issue 23).
import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, newContext, test } from './fixtures.ts';
import { buyPublicLink, openSignedIn, registerViaApi, shoot, uniqueEmail } from './helpers.ts';

async function athlete(request: APIRequestContext, name: string, isPublic: boolean) {
  const account = await registerViaApi(request, { name });
  const headers = { 'x-auth-token': account.token };
  const created = await request.post('/api/athleteProfile', {
    headers,
    data: { sportingCred: [{ sport: 'Athletics', main: true }] },
  });
  expect(created.status()).toBe(201);
  if (isPublic) {
    await buyPublicLink(request, account.token);
    const link = await request.put('/api/users/public-link', { headers, data: { enabled: true } });
    expect(link.status()).toBe(200);
  }
  return { ...account, profileId: String((await created.json()).profile._id) };
}

test('a coach shares a public page that a visitor opens without signing in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const coach = await registerViaApi(request, {
    name: 'Rowan Ashdown',
    email: uniqueEmail('coach'),
    userType: 2,
    sportsArray: [],
  });
  const asCoach = { 'x-auth-token': coach.token };
  expect(
    (
      await request.post('/api/coachProfile', {
        headers: asCoach,
        data: { bio: 'Sprints and hurdles, Bristol.', sports: ['Athletics'], position: 'Head coach' },
      })
    ).status(),
  ).toBe(201);
  const coachId = String((await (await request.get('/api/auth', { headers: asCoach })).json())._id);
  const shown = await athlete(request, 'Ines Open', true);
  const hidden = await athlete(request, 'Hugo Private', false);
  for (const person of [shown, hidden]) {
    const added = await request.post('/api/associated', {
      headers: asCoach,
      data: { profileId: person.profileId, profileType: 'athlete' },
    });
    const id = String((await added.json()).associated._id);
    const confirmed = await request.put(`/api/athleteProfile/confirmAssociated/${id}`, {
      headers: { 'x-auth-token': person.token },
    });
    expect(confirmed.status()).toBe(200);
  }

  // Created after the athletes are listed: a coach who creates an organisation then acts as it.
  const organisation = await request.post('/api/organisation', {
    headers: asCoach,
    data: { name: 'Bristol Harriers', sport: 'Athletics', city: 'Bristol', country: 'United Kingdom' },
  });
  expect(organisation.status()).toBe(201);
  const orgId = String((await organisation.json()).organisation._id);
  // The coach turns the page on in the edit form, and their profile gives the address.
  await openSignedIn(page, coach.token, '/CoachProfile');
  await expect(page.getByText('Only Podium members see your profile.')).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).first().click();
  await page.getByRole('checkbox', { name: /Public page/ }).check();
  await shoot(page, 'coach-form-public');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/CoachProfile$/);
  const address = page.getByRole('link', { name: new RegExp(`/public/coach/${coachId}$`) });
  await expect(address).toBeVisible();
  await shoot(page, 'coach-home-public');

  // Someone not signed in opens the address: the coach, the public athlete only, and an invitation to join.
  const visitor = await (await newContext(browser)).newPage();
  await visitor.goto(`/public/coach/${coachId}`);
  await expect(visitor.getByRole('heading', { name: 'Rowan Ashdown', level: 1 })).toBeVisible();
  const athletes = visitor.getByRole('region', { name: 'Associated athletes' });
  await expect(athletes.getByRole('link', { name: 'Ines Open' })).toBeVisible();
  await expect(athletes).not.toContainText('Hugo Private');
  await expect(visitor.getByRole('link', { name: 'Create your free profile' })).toBeVisible();
  await shoot(visitor, 'public-coach');
  await athletes.getByRole('link', { name: 'Ines Open' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/public/athlete/${shown.profileId}$`));
  await expect(visitor.getByRole('heading', { name: 'Ines Open', level: 1 })).toBeVisible();

  // The organisation's page shows to anyone; its admin is listed now that the coach's page is public.
  await visitor.goto(`/public/org/${orgId}`);
  await expect(visitor.getByRole('heading', { name: 'Bristol Harriers', level: 1 })).toBeVisible();
  await expect(
    visitor.getByRole('region', { name: 'About' }).getByRole('link', { name: 'Rowan Ashdown' }),
  ).toHaveAttribute('href', `/public/coach/${coachId}`);
  await shoot(visitor, 'public-org');

  // Turned off again, the page answers as if there were no such coach.
  await page.getByRole('link', { name: 'Edit profile' }).first().click();
  await page.getByRole('checkbox', { name: /Public page/ }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Only Podium members see your profile.')).toBeVisible();
  await visitor.goto(`/public/coach/${coachId}`);
  await expect(visitor.getByRole('heading', { name: 'This coach has no public page' })).toBeVisible();
});

test('a shared athlete page arrives drawn by the server, readable without scripts, and hydrates without a warning', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const shared = await athlete(request, 'Orla Quickpage', true);
  for (const score of ['5.10', '4.95']) {
    const added = await request.put('/api/athleteProfile/physical-tests', {
      headers: { 'x-auth-token': shared.token },
      data: { attribute: 'Run Tests', test: '40 Yard Dash', results: { score, unitOfMeasurement: 'sec' } },
    });
    expect(added.status()).toBe(200);
  }
  const address = `/public/athlete/${shared.profileId}`;

  await test.step('the server’s HTML alone shows the profile', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Orla Quickpage', level: 1 })).toBeVisible();
    await expect(page.getByText('4.95 sec')).toBeVisible();
    await shoot(page, 'public-athlete-server-html');
    await context.close();
  });

  await test.step('the browser hydrates it: the same elements, no call for the profile, nothing in the console', async () => {
    // The server's CSP forbids inline scripts; axe is injected by the test, not by the app.
    const context = await newContext(browser, { bypassCSP: true });
    // Marks the server's h1 before the app's code runs: hydrated, the same element is still there.
    await context.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        const heading = document.querySelector('h1');
        if (heading && document.readyState === 'interactive') Reflect.set(heading, 'drawnByServer', true);
      }),
    );
    const page = await context.newPage();
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
    });
    page.on('pageerror', (error) => said.push(error.message));
    const profileCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/public/athlete/')) profileCalls.push(sent.url());
    });
    await page.goto(address);
    const heading = page.getByRole('heading', { name: 'Orla Quickpage', level: 1 });
    await expect(heading).toBeVisible();
    // A control the server drew works once the tree is live (a click before that is lost): the results' history opens.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /History and progress/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await heading.evaluate((element) => Reflect.get(element, 'drawnByServer'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const serious = (await axeViolations(page)).filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(profileCalls).toEqual([]);
    expect(said).toEqual([]);
    await shoot(page, 'public-athlete-hydrated');
    await context.close();
  });
});
