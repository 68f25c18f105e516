// No screen scrolls sideways on a phone (issue 8, "Screens that hold up"): every screen, filled with the longest
// names and unbroken words the API accepts (a pasted URL in a bio), and empty, at 390 px wide.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openSignedIn, registerViaApi, uniqueEmail } from './helpers.ts';

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

async function expectNoOverflow(page: Page, screen: string) {
  // Fonts and late data settle the layout.
  await page.waitForLoadState('networkidle');
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
        { sport: 'Football', main: true, position: word(60), level: word(60), team: word(120) },
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
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoOverflow(page, '/CoachProfile');

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
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoOverflow(page, '/organisation');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoOverflow(page, '/account of an organisation admin');
});
