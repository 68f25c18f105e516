// No screen scrolls sideways on a phone (issue 8, "Screens that hold up"): every screen, filled with the longest
// names and unbroken words the API accepts (a pasted URL in a bio), and empty, at 390 px wide.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { buyPublicLink, openSignedIn, registerViaApi, shoot, uniqueEmail } from './helpers.ts';

const PHONE = { width: 390, height: 844 };

/** An unbroken word of `length` characters, as a pasted address is. */
const word = (length: number) => `https://example.com/${'x'.repeat(length)}`.slice(0, length);
const LONG_NAME = `Maximiliana ${word(88)}`;

/** Whatever sticks out past the right edge of the window: the page's width, and each element past the edge. */
async function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
    }
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Clipped on purpose by an ancestor that hides or scrolls its overflow: reported only if it is a control.
      const isControl = element.matches('button, a, input, select, textarea');
      let clipped = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1)
          clipped = true;
      }
      if (clipped && !isControl) continue;
      const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
      problems.push(
        `${name} reaches ${Math.round(box.right)} px: "${(element.textContent ?? '').slice(0, 40)}"`,
      );
    }
    return problems.slice(0, 8);
  });
}

/** The page's requests still on their way (socket.io's long poll aside, which waits on purpose), per page. */
const pending = new WeakMap<Page, Set<Request>>();

test.beforeEach(({ page }) => {
  const requests = new Set<Request>();
  pending.set(page, requests);
  page.on('request', (request) => {
    if (!request.url().includes('/socket.io/')) requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
});

/**
 * Fonts and late data settle the layout: no request on its way for 150 ms (Playwright's 'networkidle' waits 500 ms
 * after the last one, every time, about 35 times in this file), the fonts loaded and two frames drawn.
 */
async function settled(page: Page): Promise<void> {
  const requests = pending.get(page);
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (requests && requests.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 150;
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBe(true);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function expectNoOverflow(page: Page, screen: string) {
  await settled(page);
  expect(await overflowOf(page), `${screen} at ${PHONE.width} px`).toEqual([]);
}

async function put(request: APIRequestContext, token: string, url: string, data: object) {
  const response = await request.put(url, { headers: { 'x-auth-token': token }, data });
  expect(response.status(), url).toBe(200);
  return response.json();
}

/** An athlete whose every text is as long as the API allows, with a result, a video and a public link. */
async function longAthlete(request: APIRequestContext) {
  const account = await registerViaApi(request, {
    name: LONG_NAME,
    city: word(80),
    country: word(80),
  });
  const created = await request.post('/api/athleteProfile', {
    headers: { 'x-auth-token': account.token },
    data: {
      sportingCred: [
        { sport: 'Football (soccer)', main: true, position: word(60), level: word(60), team: word(120) },
        { sport: 'Athletics', position: word(60) },
      ],
      bio: `Highlights: ${word(600)} and more`,
      desiredDestinations: [word(120), word(119)],
      quickStats: { [word(40)]: word(80), Height: '183 cm' },
    },
  });
  expect(created.status()).toBe(201);
  const { profile } = await created.json();
  await put(request, account.token, '/api/athleteProfile/physical-tests', {
    attribute: 'Run Tests',
    test: '40 Yard Dash',
    results: { score: '4.95', unitOfMeasurement: 'sec' },
  });
  await put(request, account.token, '/api/athleteProfile/desired-destination-public', { public: true });
  await buyPublicLink(request, account.token);
  const link = await put(request, account.token, '/api/users/public-link', { enabled: true });
  return { ...account, profileId: String(profile._id), linkCode: String(link.code) };
}

test.use({ viewport: PHONE });

test('public screens do not scroll sideways at 390 px', async ({ page }) => {
  for (const path of ['/', '/about', '/login', '/register', '/reset', '/privacy', '/support', '/terms']) {
    await page.goto(path);
    await expectNoOverflow(page, path);
  }
  await page.goto('/no-such-page');
  await expectNoOverflow(page, 'not found');
  await page.goto('/public/athlete/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This profile is not public' })).toBeVisible();
  await expectNoOverflow(page, 'a profile that is not public');
  await page.goto(`/consent/${'a'.repeat(43)}`);
  await expectNoOverflow(page, 'an unknown consent link');
});

test('an athlete with the longest names and words fits at 390 px, dialogs included', async ({
  page,
  request,
}) => {
  const athlete = await longAthlete(request);
  await openSignedIn(page, athlete.token, '/AthleteProfile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tour = page.getByRole('dialog', { name: 'Welcome to your profile' });
  await expect(tour).toBeVisible();
  await expectNoOverflow(page, 'the tour');
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await expect(page.getByRole('article', { name: '40 Yard Dash' })).toBeVisible();
  await expectNoOverflow(page, '/AthleteProfile');
  // Every edit and remove control stays on screen.
  for (const button of await page.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    expect(box && box.x + box.width <= PHONE.width, await button.innerText()).toBe(true);
  }

  const dialogs: [string, string][] = [
    ['Edit bio', 'About you'],
    ['Edit stats', 'Quick stats'],
    ['Add result', 'Add a test result'],
    ['Share profile', 'Share your profile'],
  ];
  for (const [button, dialog] of dialogs) {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await expectNoOverflow(page, `the ${dialog} dialog`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page.getByRole('button', { name: 'See result for 40 Yard Dash' }).click();
  await expect(page.getByRole('dialog', { name: '40 Yard Dash' })).toBeVisible();
  await expectNoOverflow(page, 'the history dialog');
  await page.keyboard.press('Escape');

  for (const path of ['/account', '/notifications', '/groups']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoOverflow(page, path);
  }
});

test('another athlete’s and the public profile fit at 390 px', async ({ page, request }) => {
  const athlete = await longAthlete(request);
  const coach = await registerViaApi(request, { name: LONG_NAME, userType: 2, sportsArray: [] });
  await openSignedIn(page, coach.token, `/profile/${athlete.profileId}`);
  await expect(page.getByRole('article', { name: '40 Yard Dash' })).toBeVisible();
  await expectNoOverflow(page, '/profile/{id}');

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/public/athlete/${athlete.profileId}`);
  await expect(page.getByRole('article', { name: '40 Yard Dash' })).toBeVisible();
  await expectNoOverflow(page, '/public/athlete/{id}');
  await page.goto(`/public/link/${athlete.linkCode}`);
  await expect(page.getByRole('article', { name: '40 Yard Dash' })).toBeVisible();
  await expectNoOverflow(page, '/public/link/{code}');
});

test('empty screens and the coach and organisation homes fit at 390 px', async ({ page, request }) => {
  const athlete = await registerViaApi(request, { name: LONG_NAME });
  await openSignedIn(page, athlete.token, '/AthleteProfile');
  await expect(page.getByRole('link', { name: 'Create your profile' })).toBeVisible();
  await expectNoOverflow(page, '/AthleteProfile without a profile');
  await page.goto('/create-profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoOverflow(page, '/create-profile');

  const coach = await registerViaApi(request, { name: LONG_NAME, userType: 2, sportsArray: [] });
  await openSignedIn(page, coach.token, '/CoachProfile');
  // Issue 10: a coach without a coach profile is asked to create one.
  await expect(page.getByRole('link', { name: 'Create your coach profile' })).toBeVisible();
  await expectNoOverflow(page, '/CoachProfile without a coach profile');
  for (const path of ['/CoachProfile/watchlist', '/CoachProfile/collaborations', '/CoachProfile/search']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
    await expectNoOverflow(page, `${path} empty`);
  }

  const org = await registerViaApi(request, {
    name: LONG_NAME,
    email: uniqueEmail('org'),
    userType: 2,
    orgAdmin: true,
    activeProfile: 'org',
    organisation: word(120),
    sportsArray: [],
  });
  await openSignedIn(page, org.token, '/organisation');
  await expect(
    page.getByRole('heading', { level: 1 }).or(page.getByRole('link', { name: 'Create your organisation' })),
  ).toBeVisible();
  await expectNoOverflow(page, '/organisation');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoOverflow(page, '/account of an organisation admin');
});

/** A coach whose every text is as long as the API allows, with a coach profile and an organisation they run. */
async function longCoach(request: APIRequestContext) {
  const account = await registerViaApi(request, {
    name: LONG_NAME,
    email: uniqueEmail('coach'),
    userType: 2,
    sportsArray: [],
  });
  const headers = { 'x-auth-token': account.token };
  const profile = await request.post('/api/coachProfile', {
    headers,
    data: {
      bio: `Coaching ${word(990)}`,
      sports: ['Football (soccer)', word(60)],
      // Where they coach (issue 22, 19), as long as registration allows.
      position: word(120),
      organisation: word(120),
      team: word(120),
    },
  });
  expect(profile.status()).toBe(201);
  const me = await (await request.get('/api/auth', { headers })).json();
  return { ...account, coachId: String(me._id) };
}

test('the coach, organisation, search, watchlist, timeline and pitch screens fit at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const athlete = await longAthlete(request);
  const coach = await longCoach(request);
  const asCoach = { 'x-auth-token': coach.token };
  const asAthlete = { 'x-auth-token': athlete.token };
  // What the athlete sees: the coach's profile and the pitch form, before pitching.
  await openSignedIn(page, athlete.token, `/profile/${coach.coachId}?profileType=coach`);
  await expect(page.getByRole('heading', { name: LONG_NAME, level: 1 })).toBeVisible();
  await expectNoOverflow(page, 'a coach’s profile');
  await page.goto(`/AthleteProfile/contact-form/coach/0/${coach.coachId}`);
  await expect(page.getByRole('button', { name: 'Send pitch' })).toBeVisible();
  await expectNoOverflow(page, 'the pitch form');
  await page.goto(`/timeline/${athlete.profileId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoOverflow(page, '/timeline/{id}');

  // The athlete pitches (a CV the coach opens) and invites the coach; the coach associates and watches them.
  const pitch = await request.post(`/api/athleteProfile/coach/${coach.coachId}`, {
    headers: asAthlete,
    data: { formData: { message: word(1000), position: word(100) }, athAgeCheck: true, promo: false },
  });
  expect(pitch.status(), 'pitch').toBe(200);
  await put(request, athlete.token, `/api/collaborators/invite/${coach.coachId}`, {});
  const associated = await request.post('/api/associated', {
    headers: asCoach,
    data: { profileId: athlete.profileId, profileType: 'athlete' },
  });
  expect(associated.ok(), 'associate').toBe(true);
  await put(request, coach.token, `/api/watchlist/${athlete.profileId}`, {
    note: word(2000),
    tags: [word(30), word(30)],
  });

  // What the coach sees.
  await openSignedIn(page, coach.token, '/CoachProfile');
  await expect(page.getByRole('heading', { name: LONG_NAME, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Associated athletes' })).toContainText('Maximiliana');
  await expectNoOverflow(page, '/CoachProfile');
  await shoot(page, 'coach-profile-long');
  await page.goto('/create-coach-profile');
  await expect(page.getByRole('group', { name: 'Where you coach' }).getByLabel(/Organisation/)).toHaveValue(
    word(120),
  );
  await expectNoOverflow(page, '/create-coach-profile');
  await page.goto('/notifications');
  await page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'sent you their CV' })
    .getByRole('button', { name: /Maximiliana/ })
    .click();
  const cv = page.getByRole('dialog', { name: 'Athlete CV' });
  await expect(cv).toContainText(word(100));
  await expectNoOverflow(page, 'the Athlete CV detail');
  // The receiver's reply (issue 22, 20), as long as it may be, and the reply it leaves on the pitch.
  await cv.getByRole('button', { name: 'Reply' }).click();
  await cv.getByLabel(/Your reply to/).fill(word(500));
  await expectNoOverflow(page, 'the reply form');
  await cv.getByRole('button', { name: 'Send reply' }).click();
  await expect(cv.getByRole('region', { name: 'Your replies' })).toContainText(word(500));
  await expectNoOverflow(page, 'the Athlete CV detail with a reply');
  await shoot(page, 'athlete-cv-reply');
  await page.keyboard.press('Escape');

  await page.goto('/CoachProfile/search');
  await page.getByLabel('Find someone by name').fill('Maximiliana');
  await expect(page.getByRole('search').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Athletes found' })).toBeVisible();
  await expectNoOverflow(page, '/CoachProfile/search');
  for (const [path, text] of [
    ['/CoachProfile/watchlist', 'Maximiliana'],
    [`/CoachProfile/watchlist/profile/${athlete.profileId}`, 'Maximiliana'],
    ['/CoachProfile/collaborations', 'Maximiliana'],
    [`/timeline/${coach.coachId}`, ''],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(text);
    await expectNoOverflow(page, path);
  }

  // The organisation the coach runs, once they act as it.
  const created = await request.post('/api/organisation', {
    headers: asCoach,
    data: {
      name: `Academy ${word(90)}`,
      bio: word(1000),
      sport: 'Football (soccer)',
      country: word(100),
      state: word(100),
      city: word(100),
    },
  });
  expect(created.status(), 'organisation').toBe(201);
  await put(request, coach.token, '/api/users/active-profile', { activeProfile: 'org' });
  await page.goto('/organisation');
  await expect(page.getByRole('heading', { name: /^Academy/, level: 1 })).toBeVisible();
  await expectNoOverflow(page, '/organisation');

  // Their public pages, as someone not signed in sees them.
  await put(request, coach.token, '/api/coachProfile', { publicPage: true });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/public/coach/${coach.coachId}`);
  await expect(page.getByRole('heading', { name: LONG_NAME, level: 1 })).toBeVisible();
  await expectNoOverflow(page, '/public/coach/{id}');
  await page.goto(`/public/org/${(await created.json()).organisation._id}`);
  await expect(page.getByRole('heading', { name: /^Academy/, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'About' }).getByRole('link', { name: LONG_NAME }),
  ).toBeVisible();
  await expectNoOverflow(page, '/public/org/{id}');
  if (process.env.PODIUM_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.PODIUM_SCREENSHOTS}/public-org-long.png`, fullPage: true });
  }
});
