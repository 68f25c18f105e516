// A paid event in Chromium (issue 25): an organisation's admin makes an event with a price and the 40-yard dash; an
// athlete opens its promo link, buys a ticket through the local checkout (the server's own checkout page, the same
// signed webhook and job Stripe's payments take) and lands on the confirmation with the ticket; staff check them in by
// the ticket's code and enter a 40-yard dash timed electronically; the athlete sees it, verified, in My events and on
// their profile. Then: a cancelled event's paid ticket refunded on My events as it happens (Ticket Refunded), a free
// one only cancelled, a live ticket's calendar file, and staff finding their event from the menu.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, newContext, test } from './fixtures.ts';
import {
  openSignedIn,
  registerOrganisationAdmin,
  registerViaApi,
  registerWithAthleteProfile,
  shoot,
  socketRegistered,
  uniqueEmail,
} from './helpers.ts';

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
  const admin = await registerOrganisationAdmin(
    request,
    { name: 'Orla Admin', emailPrefix: 'paid-org' },
    'Galway Harriers',
  );

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
  const athletePage = await (await newContext(browser, { bypassCSP: true })).newPage();
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
  const staffPage = await (await newContext(browser, { bypassCSP: true })).newPage();
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

async function buyAndPay(request: APIRequestContext, token: string, code: string) {
  const started = await request.post('/api/subs/purchase-event-ticket', {
    headers: { 'x-auth-token': token },
    data: { eventCode: code, priceId: 'event_ticket' },
  });
  expect(started.status()).toBe(200);
  const url = new URL(String((await started.json()).data.url));
  expect((await request.post(`${url.pathname}/pay`, { form: {} })).status()).toBeLessThan(400);
  await expect
    .poll(async () =>
      (
        await request.get(`/api/athleteProfile/events/${code}`, { headers: { 'x-auth-token': token } })
      ).status(),
    )
    .toBe(200);
}

test('a cancelled event’s paid ticket is refunded on screen as it happens; a live one goes to the calendar; staff find their events', async ({
  page,
  request,
  browser,
}) => {
  const admin = await registerOrganisationAdmin(
    request,
    { name: 'Ciara Admin', emailPrefix: 'refund-org' },
    'Kerry Harriers',
  );
  const orgId = admin.orgId;
  const makeEvent = async (name: string, price?: { amount: number; currency: string }) => {
    const made = await request.post('/api/events', {
      headers: { 'x-auth-token': admin.token },
      data: {
        name,
        startsAt: '2099-06-01T10:00:00+01:00',
        timeZone: 'Europe/Dublin',
        place: 'Fitzgerald Stadium, Killarney',
        capacity: 20,
        tests: ['dash40'],
        ...(price ? { price } : {}),
      },
    });
    expect(made.status()).toBe(201);
    return (await made.json()).event as { _id: string; promoCode: string };
  };
  const refunded = await makeEvent('Killarney Speed Camp', { amount: 1500, currency: 'EUR' });
  const live = await makeEvent('Tralee Summer Combine and Open Trials Day', {
    amount: 2000,
    currency: 'EUR',
  });
  const free = await makeEvent('Dingle Open Day');

  const athlete = await registerWithAthleteProfile(request, { name: 'Aoife Brennan' });
  await buyAndPay(request, athlete.token, refunded.promoCode);
  await buyAndPay(request, athlete.token, live.promoCode);
  const joined = await request.put(`/api/promo/${orgId}/join-event`, {
    headers: { 'x-auth-token': athlete.token },
    data: { code: free.promoCode },
  });
  expect(joined.status()).toBe(200);
  const cancel = async (id: string) =>
    expect(
      (await request.put(`/api/events/${id}/cancel`, { headers: { 'x-auth-token': admin.token } })).status(),
    ).toBe(200);
  await cancel(free._id);

  // My events is open when the organisation cancels: the refund shows when it lands, with no reload.
  const registered = socketRegistered(page, athlete.profileId);
  await openSignedIn(page, athlete.token, '/AthleteProfile/my-events');
  await registered;
  const card = (name: string) => page.getByRole('article').filter({ hasText: name });
  await expect(card('Killarney Speed Camp').getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await cancel(refunded._id);
  await expect(card('Killarney Speed Camp')).toContainText('€15.00 refunded to how you paid');
  await expect(card('Killarney Speed Camp').getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(card('Dingle Open Day')).toContainText('The organiser cancelled this event.');
  await expect(card('Dingle Open Day')).not.toContainText('refund');
  await expectAccessible(page);
  await shoot(page, 'events-my-events-refund');

  // The live ticket's calendar file: one VEVENT for this ticket, in UTC.
  const download = page.waitForEvent('download');
  await card('Tralee Summer Combine').getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tralee-summer-combine-and-open-trials-day.ics');
  const text = readFileSync(String(await file.path()), 'utf8');
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toContain('DTSTART:20990601T090000Z');

  await page.goto(`/AthleteProfile/event-confirmed/${refunded.promoCode}`);
  await expect(page.getByText('€15.00 refunded to how you paid')).toBeVisible();
  await shoot(page, 'events-confirmed-refunded');
  await page.goto(`/AthleteProfile/event-confirmed/${live.promoCode}`);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'events-confirmed-live');
  const told = await request.get(`/api/notifications?profile_id=${athlete.profileId}&profile_type=athlete`, {
    headers: { 'x-auth-token': athlete.token },
  });
  const kinds = ((await told.json()).notifications as { type: string }[]).map((n) => n.type);
  expect(kinds.filter((kind) => kind === 'Ticket Refunded')).toHaveLength(1);

  // Staff of the live event find it from the menu; an account that staffs nothing has no such link.
  const staff = await registerViaApi(request, {
    userType: 2,
    name: 'Padraig Staff',
    email: uniqueEmail('refund-staff'),
    birthDate: '1990-01-01',
  });
  const staffPage = await (await newContext(browser, { bypassCSP: true })).newPage();
  await openSignedIn(staffPage, staff.token, '/account');
  await expect(staffPage.getByRole('button', { name: 'Log out' })).toBeAttached();
  await expect(staffPage.getByRole('link', { name: 'Events I staff' })).toHaveCount(0);
  const named = await request.post(`/api/events/${live._id}/staff`, {
    headers: { 'x-auth-token': admin.token },
    data: { email: staff.email },
  });
  expect(named.status()).toBe(201);
  await staffPage.goto('/account');
  await staffPage.getByRole('link', { name: 'Events I staff' }).click();
  await expect(staffPage).toHaveURL(/\/events\/staffing$/);
  await expect(
    staffPage.getByRole('link', { name: `Open ${'Tralee Summer Combine and Open Trials Day'}` }),
  ).toBeVisible();
  await shoot(staffPage, 'events-staff-nav');
  if (process.env.PODIUM_SCREENSHOTS) {
    await staffPage.setViewportSize({ width: 390, height: 844 });
    await staffPage.getByRole('button', { name: 'Menu' }).click();
    await staffPage.screenshot({ path: `${process.env.PODIUM_SCREENSHOTS}/events-staff-nav-menu-phone.png` });
  }
});
