// A paid event in Chromium (issue 25): an organisation's admin makes an event with a price and the 40-yard dash; an
// athlete opens its promo link, buys a ticket through the local checkout (the server's own checkout page, the same
// signed webhook and job Stripe's payments take) and lands on the confirmation with the ticket; staff check them in by
// the ticket's code and enter a 40-yard dash timed electronically; the athlete sees it, verified, in My events and on
// their profile.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { openSignedIn, registerViaApi, registerWithAthleteProfile, uniqueEmail } from './helpers.ts';

test.describe.configure({ timeout: 180_000 });
test.use({ bypassCSP: true });

const NAME = 'Galway Summer Combine';

async function expectAccessible(page: Page) {
  const violations = await axeViolations(page);
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('an athlete buys a paid event’s ticket, is checked in by staff, and sees the verified 40-yard dash', async ({
  page,
  request,
  browser,
}) => {
  const admin = await registerViaApi(request, {
    userType: 2,
    name: 'Orla Admin',
    email: uniqueEmail('paid-org'),
    birthDate: '1980-01-01',
  });
  const made = await request.post('/api/organisation', {
    headers: { 'x-auth-token': admin.token },
    data: { name: 'Galway Harriers' },
  });
  expect(made.status()).toBe(201);

  // The organisation makes the paid event on its screen.
  await openSignedIn(page, admin.token, '/organisation/events');
  const form = page.getByRole('form', { name: 'New event' });
  await form.getByLabel('Name').fill(NAME);
  await form.getByLabel('Date and time').fill('2099-07-01T10:00');
  await form.getByLabel('Time zone').fill('Europe/Dublin');
  await form.getByLabel('Place').fill('Dangan Sports Ground');
  await form.getByLabel('Test', { exact: true }).selectOption('dash40');
  await form.getByRole('button', { name: 'Add test' }).click();
  await form.getByLabel('A ticket has a price').check();
  await form.getByLabel('Price', { exact: true }).fill('15');
  await form.getByLabel('Currency').fill('EUR');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const listed = await request.get('/api/events', { headers: { 'x-auth-token': admin.token } });
  const event = (await listed.json()).events[0] as { _id: string; promoCode: string };

  // The athlete buys a ticket from the promo page, pays at the local checkout, and lands on the confirmation.
  const athlete = await registerWithAthleteProfile(request, { name: 'Niamh Keane' });
  const athletePage = await (await browser.newContext({ bypassCSP: true })).newPage();
  await openSignedIn(athletePage, athlete.token, `/register/promo/${event.promoCode}`);
  await expect(athletePage.getByText('€15.00')).toBeVisible();
  await athletePage.getByRole('button', { name: 'Buy a ticket' }).click();
  await expect(athletePage.getByRole('heading', { level: 1, name: `Ticket: ${NAME}` })).toBeVisible();
  await expect(athletePage.getByText('€15.00')).toBeVisible();
  await athletePage.getByRole('button', { name: 'Pay' }).click();
  await expect(athletePage).toHaveURL(
    new RegExp(`/AthleteProfile/event-confirmed/${event.promoCode}\\?session_id=`),
  );
  await expect(athletePage.getByRole('heading', { level: 1, name: 'You’re signed up' })).toBeVisible();
  const mine = await request.get(`/api/athleteProfile/events/${event.promoCode}`, {
    headers: { 'x-auth-token': athlete.token },
  });
  const ticketCode = String((await mine.json()).ticket.code);
  await expect(athletePage.getByText(ticketCode)).toBeVisible();
  await expectAccessible(athletePage);

  // Staff, named by email, check the athlete in by the ticket's code and enter the dash.
  const staff = await registerViaApi(request, {
    userType: 2,
    name: 'Sam Staff',
    email: uniqueEmail('paid-staff'),
    birthDate: '1990-01-01',
  });
  const named = await request.post(`/api/events/${event._id}/staff`, {
    headers: { 'x-auth-token': admin.token },
    data: { email: staff.email },
  });
  expect(named.status()).toBe(201);
  const staffPage = await (await browser.newContext({ bypassCSP: true })).newPage();
  await openSignedIn(staffPage, staff.token, '/events/staffing');
  await staffPage.getByRole('link', { name: `Open ${NAME}` }).click();
  await staffPage.getByLabel('Ticket code').fill(ticketCode);
  await staffPage.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(staffPage.getByText(/^Niamh Keane checked in at \d\d:\d\d$/)).toBeVisible();
  const entry = staffPage.getByRole('form', { name: 'Enter a result' });
  await entry.getByLabel('Athlete').selectOption({ label: 'Niamh Keane' });
  await entry.getByLabel('Score').fill('4.68');
  await entry.getByLabel('Timing').selectOption('electronic');
  await entry.getByRole('button', { name: 'Save result' }).click();
  await expect(staffPage.getByRole('list', { name: 'Results entered' })).toContainText('4.68');

  // The athlete sees the result from the event, verified, in My events and on their profile.
  await athletePage.goto('/AthleteProfile/my-events');
  await expect(athletePage.getByText(/4\.68/)).toBeVisible();
  await athletePage.goto('/AthleteProfile');
  await expect(athletePage.getByText(/4\.68/).first()).toBeVisible();
  const profile = await request.get('/api/athleteProfile/me', { headers: { 'x-auth-token': athlete.token } });
  expect(JSON.stringify(await profile.json())).toMatch(/"verifiedBy":\{[^}]*"name":"Sam Staff"/);
});
