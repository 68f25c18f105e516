// Events, the athlete's side, in Chromium (issue 25): an organisation makes a free event through the API; a visitor
// opens its promo link, reads the event above the registration form, registers as an athlete, makes their profile and
// comes back to the event, signs up, sees the confirmation with the ticket's QR code, and finds the ticket with its
// QR code and code on my events. Each of the three screens passes axe.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { PASSWORD, registerViaApi, shoot, uniqueEmail } from './helpers.ts';

// Registration, a profile and three screens on a busy machine.
test.describe.configure({ timeout: 90_000 });
// axe is injected by the test; the server's CSP forbids inline scripts.
test.use({ bypassCSP: true });

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('a visitor registers from a promo link, signs up for the free event and finds the ticket’s QR code', async ({
  page,
  request,
}) => {
  const admin = await registerViaApi(request, {
    name: 'Orla Organiser',
    userType: 2,
    birthDate: '1980-02-02',
    orgAdmin: true,
    organisation: 'Munster Athletics',
    activeProfile: 'org',
  });
  const made = await request.post('/api/events', {
    headers: { 'x-auth-token': admin.token },
    data: {
      name: 'Cork Combine',
      startsAt: '2027-06-01T10:00:00+01:00',
      timeZone: 'Europe/Dublin',
      place: 'Mardyke Arena',
      capacity: 20,
      tests: ['dash40'],
    },
  });
  expect(made.status()).toBe(201);
  const { promoCode } = (await made.json()).event;

  await page.goto(`/register/promo/${promoCode}`);
  const invite = page.getByRole('region', { name: 'Cork Combine' });
  await expect(invite).toContainText('Munster Athletics');
  await expect(invite).toContainText('Tuesday, 1 June 2027, 10:00');
  await expect(invite).toContainText('Mardyke Arena');
  await expect(invite).toContainText('Free');
  await expect(invite).toContainText('40 Yard Dash');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Podium' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'events-promo-visitor');

  await page.getByRole('radio', { name: /Athlete/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full name').fill('Aoife Byrne');
  await page.getByLabel('Email').fill(uniqueEmail('aoife'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Birth date').fill('2004-03-04');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByLabel(/Your sports/).fill('Athletics');
  await page.keyboard.press('Enter');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back on the event, signed in: the profile first, then back here to sign up.
  await expect(page.getByRole('heading', { level: 1, name: 'Cork Combine' })).toBeVisible();
  await page.getByRole('link', { name: 'Make your profile' }).click();
  await page.getByRole('button', { name: 'Create my profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/register/promo/${promoCode}$`));
  await expectNoAxeViolations(page);
  await shoot(page, 'events-promo-athlete');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(new RegExp(`/AthleteProfile/event-confirmed/${promoCode}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'You’re signed up' })).toBeVisible();
  const qr = page.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  // Large enough to scan from a phone held up to a camera.
  const box = await qr.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(200);
  await expectNoAxeViolations(page);
  await shoot(page, 'events-confirmed');

  await page.getByRole('link', { name: 'See all my events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const ticket = upcoming.getByRole('article').filter({ hasText: 'Cork Combine' });
  await expect(ticket.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(ticket).toContainText('Not checked in yet');
  await expect(ticket.locator('code')).toHaveText(/^[A-Za-z0-9_-]{24}$/);
  await expectNoAxeViolations(page);
  await shoot(page, 'events-my-events');
});
