// Events in Chromium (issue 25, the organisation's side): an organisation's admin makes a free event with the 40-yard
// dash (a very long name, a long unbroken place), an athlete signs up through the API with its promo code, the admin
// adds staff by email; the staff member types the ticket's code and checks the athlete in, a second entry says they
// already were, and enters a 40-yard dash timed electronically, which lands verified on the athlete's profile. Every
// new screen passes axe and fits a 390 px phone.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, newContext, test } from './fixtures.ts';
import {
  openSignedIn,
  registerOrganisationAdmin,
  registerViaApi,
  registerWithAthleteProfile,
  shoot,
  uniqueEmail,
} from './helpers.ts';

test.describe.configure({ timeout: 150_000 });
test.use({ bypassCSP: true });

const NAME =
  'The Munster Schools Summer Speed and Power Combine for Every Sprinter Jumper and Thrower in Cork';
const PLACE = 'MardykeArenaIndoorAthleticsTrackUniversityCollegeCorkWesternRoadCork';

async function expectAccessibleAndNarrow(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (before) await page.setViewportSize(before);
}

test('an organisation runs a free event: staff check an athlete in by code and enter a verified 40-yard dash', async ({
  page,
  request,
  browser,
}) => {
  const admin = await registerOrganisationAdmin(
    request,
    { name: 'Orla Admin', emailPrefix: 'org' },
    'Cork Harriers',
  );
  const orgId = admin.orgId;

  await openSignedIn(page, admin.token, '/organisation/events');
  await expect(page.getByText('No events yet')).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await shoot(page, 'events-manage-empty');
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Name').fill(NAME);
  await form.getByLabel('Date and time').fill('2099-06-01T10:00');
  await form.getByLabel('Time zone').fill('Europe/Dublin');
  await form.getByLabel('Place').fill(PLACE);
  await form.getByLabel('Test', { exact: true }).selectOption('dash40');
  await form.getByRole('button', { name: 'Add test' }).click();
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText('Nobody has signed up yet')).toBeVisible();

  const listed = await request.get('/api/events', { headers: { 'x-auth-token': admin.token } });
  const event = (await listed.json()).events[0] as { _id: string; promoCode: string };
  await expect(page.getByText(`/register/promo/${event.promoCode}`)).toBeVisible();

  const athlete = await registerWithAthleteProfile(request, { name: 'Aoife Byrne' });
  const joined = await request.put(`/api/promo/${orgId}/join-event`, {
    headers: { 'x-auth-token': athlete.token },
    data: { code: event.promoCode },
  });
  expect(joined.status()).toBe(200);
  const ticketCode = String((await joined.json()).ticket.code);

  const staff = await registerViaApi(request, {
    userType: 2,
    name: 'Sam Staff',
    email: uniqueEmail('staff'),
    birthDate: '1990-01-01',
  });
  await page.reload();
  await expect(page.getByText('Aoife Byrne')).toBeVisible();
  await page.getByRole('form', { name: 'Add staff' }).getByLabel('Email').fill(staff.email);
  await page.getByRole('button', { name: 'Add staff' }).click();
  await expect(page.getByRole('list', { name: 'Staff' })).toContainText('Sam Staff');
  await expectAccessibleAndNarrow(page);
  await shoot(page, 'events-manage-event');
  await page.goto('/organisation/events');
  await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText('1 of 50 signed up');
  await expectAccessibleAndNarrow(page);
  await shoot(page, 'events-manage-list');

  const staffPage = await (await newContext(browser, { bypassCSP: true })).newPage();
  await openSignedIn(staffPage, staff.token, '/events/staffing');
  await staffPage.getByRole('link', { name: `Open ${NAME}` }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expectAccessibleAndNarrow(staffPage);
  await staffPage.getByLabel('Ticket code').fill(ticketCode);
  await staffPage.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(staffPage.getByText(/^Aoife Byrne checked in at \d\d:\d\d$/)).toBeVisible();
  await staffPage.getByLabel('Ticket code').fill(ticketCode);
  await staffPage.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(staffPage.getByText(/^Aoife Byrne: already checked in at \d\d:\d\d$/)).toBeVisible();

  const entry = staffPage.getByRole('form', { name: 'Enter a result' });
  await entry.getByLabel('Athlete').selectOption({ label: 'Aoife Byrne' });
  await entry.getByLabel('Score').fill('4.71');
  await entry.getByLabel('Timing').selectOption('electronic');
  await entry.getByRole('button', { name: 'Save result' }).click();
  await expect(staffPage.getByRole('list', { name: 'Results entered' })).toContainText('4.71');
  await expectAccessibleAndNarrow(staffPage);
  await shoot(staffPage, 'events-staff-event');

  const profile = await request.get('/api/athleteProfile/me', { headers: { 'x-auth-token': athlete.token } });
  const shown = JSON.stringify(await profile.json());
  expect(shown).toContain('4.71');
  expect(shown).toMatch(/"verifiedBy":\{[^}]*"name":"Sam Staff"/);
});
