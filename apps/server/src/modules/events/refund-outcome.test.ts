// Issue 25: the organisation hears how its event's refunds end, on its admins' sockets and in its notifications, so
// an open refunds list reads itself again: `Event Refunds Done` once no refund of the event is pending, `Event Refund
// Failed` when one has failed every try; a refund still pending tells nobody, and the buyers are told only of theirs.
import { randomUUID } from 'node:crypto';
import type { AnyNotification } from '@podium/core/api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../events/bus.ts';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ask, closeSockets, collect, connect, listen } from '../../test/sockets.ts';
import type { PaymentProvider } from '../purchases/provider.ts';
import { registerEventHandlers } from './handlers.ts';
import { REFUND_RETRIES } from './ticket-refund-job.ts';
import { ticketJobs } from './ticket-sessions.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => closeSockets());
afterAll(() => t.close());

const SITE = 'http://podium.test';
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, path: string, token: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: auth(token), ...(payload ? { payload } : {}) });

async function organisation(name: string) {
  const admin = await registerUser(t, { userType: 2, name: `${name} Admin`, birthDate: '1980-01-01' });
  const made = await call('POST', '/api/organisation', admin.token, { name });
  expect(made.statusCode, made.body).toBe(201);
  return { ...admin, orgId: made.json().organisation._id as string };
}

async function paidEvent(token: string, name: string) {
  const made = await call('POST', '/api/events', token, {
    name,
    startsAt: '2027-07-01T10:00:00+01:00',
    timeZone: 'Europe/Dublin',
    place: 'Dangan',
    capacity: 5,
    tests: ['dash40'],
    price: { amount: 2500, currency: 'EUR' },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().event as { _id: string; promoCode: string };
}

async function buyTicket(token: string, eventCode: string) {
  const started = await call('POST', '/api/subs/purchase-event-ticket', token, {
    eventCode,
    priceId: 'price_local_event_ticket',
    location: `${SITE}/register/promo/${eventCode}`,
  });
  expect(started.statusCode, started.body).toBe(200);
  await t.app.inject({
    method: 'POST',
    url: `${new URL(started.json().data.url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  await t.app.jobs.settled();
}

const REFUND_KINDS = ['Event Refunds Done', 'Event Refund Failed'];

async function inbox(token: string, profileId: string, profileType: 'org' | 'athlete') {
  const read = await call(
    'GET',
    `/api/notifications?profile_id=${profileId}&profile_type=${profileType}`,
    token,
  );
  expect(read.statusCode, read.body).toBe(200);
  return read
    .json<{ notifications: AnyNotification[] }>()
    .notifications.filter((notification) => REFUND_KINDS.includes(notification.type));
}

/** A refund row of the event, as a payment that found no place leaves one (its session the local provider's none). */
async function pendingRefund(eventId: string, buyer: { user: { _id: string }; profileId: string }) {
  const sessionId = `cs_outcome_${randomUUID()}`;
  await t.db.query(
    `insert into ticket_refunds (session_id, user_id, event_id, reason, athlete_profile_id, amount, currency)
     values ($1, $2, $3, 'full', $4, 2500, 'EUR')`,
    [sessionId, buyer.user._id, eventId, buyer.profileId],
  );
  return sessionId;
}

/** The refund job as the worker runs it, on a payment provider that answers as given. */
function refundJob(refund: PaymentProvider['refund']) {
  const events = createEventBus();
  registerEventHandlers(events);
  // Only refund is asked of the provider by this job.
  const payments = { refund } as unknown as PaymentProvider;
  const [job] = ticketJobs({ db: t.db, payments, events });
  if (!job) throw new Error('no ticket-refund job');
  return (sessionId: string) => job.handle({ sessionId });
}

describe("a cancelled event's refunds", () => {
  it("reach the organisation's admin on their socket once, when the last one has gone through", async () => {
    const org = await organisation('Connacht Harriers');
    const event = await paidEvent(org.token, 'Galway Combine');
    const [ann, bob] = await Promise.all([createAthlete(t), createAthlete(t)]);
    await buyTicket(ann.token, event.promoCode);
    await buyTicket(bob.token, event.promoCode);
    const socket = await connect(url, { token: org.token });
    expect(await ask(socket, 'registerUser', { userId: org.user._id, profileId: org.orgId })).toEqual({
      profileId: org.orgId,
      profileType: 'org',
    });
    const heard = collect(socket, 'new-notification');

    expect((await call('PUT', `/api/events/${event._id}/cancel`, org.token)).statusCode).toBe(200);
    await t.app.jobs.settled();
    await t.app.jobs.settled();
    await t.app.deliveries.drain();

    const told = await inbox(org.token, org.orgId, 'org');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'Event Refunds Done',
      body: 'refunded 2 tickets for Galway Combine: every refund went through',
      data: { userType: 'org', eventId: event._id, eventName: 'Galway Combine', refunded: 2, failed: 0 },
      sender: null,
      receiver: { profileId: org.orgId, profileType: 'org' },
    });
    await vi.waitFor(() => expect(heard.some((message) => message.type === 'Event Refunds Done')).toBe(true));
    expect(heard.filter((message) => REFUND_KINDS.includes(message.type))).toEqual([
      expect.objectContaining({ _id: told[0]?._id, type: 'Event Refunds Done' }),
    ]);
    // The buyers hear of their own money only.
    expect(await inbox(ann.token, ann.profileId, 'athlete')).toEqual([]);
    const list = (await call('GET', `/api/events/${event._id}/refunds`, org.token)).json();
    expect(list.refunds.map((refund: { state: string }) => refund.state)).toEqual(['done', 'done']);
  });

  it('tells nobody while a refund is pending, then the organisation when one fails for good', async () => {
    const org = await organisation('Munster Harriers');
    const event = await paidEvent(org.token, 'Cork Combine');
    const buyer = await createAthlete(t);
    const goes = await pendingRefund(event._id, buyer);
    const fails = await pendingRefund(event._id, buyer);

    await refundJob(async () => {})(goes);
    await t.app.deliveries.drain();
    expect(await inbox(org.token, org.orgId, 'org')).toEqual([]);

    const failing = refundJob(async () => {
      throw new Error('the payment provider is down');
    });
    for (let tried = 1; tried <= REFUND_RETRIES; tried++) {
      await expect(failing(fails)).rejects.toThrow('the payment provider is down');
    }
    expect(await inbox(org.token, org.orgId, 'org')).toEqual([]);
    // The last try: failed for good, told once; a try after it (a redelivered job) tells nobody again.
    await expect(failing(fails)).rejects.toThrow();
    await expect(failing(fails)).rejects.toThrow();
    const told = await inbox(org.token, org.orgId, 'org');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'Event Refund Failed',
      body: 'could not refund a ticket for Cork Combine: give the money back from your payment provider',
      data: { userType: 'org', eventId: event._id, eventName: 'Cork Combine', amount: 2500, currency: 'EUR' },
      sender: null,
    });
    const list = (await call('GET', `/api/events/${event._id}/refunds`, org.token)).json();
    expect(list.refunds.map((refund: { state: string }) => refund.state).sort()).toEqual(['done', 'failed']);
  });

  it('says how many failed when the last pending refund goes through after another failed', async () => {
    const org = await organisation('Ulster Harriers');
    const event = await paidEvent(org.token, 'Belfast Combine');
    const buyer = await createAthlete(t);
    const fails = await pendingRefund(event._id, buyer);
    const goes = await pendingRefund(event._id, buyer);
    const failing = refundJob(async () => {
      throw new Error('declined');
    });
    for (let tried = 0; tried <= REFUND_RETRIES; tried++) await expect(failing(fails)).rejects.toThrow();
    await refundJob(async () => {})(goes);
    const told = await inbox(org.token, org.orgId, 'org');
    expect(told.map((notification) => notification.type)).toEqual([
      'Event Refunds Done',
      'Event Refund Failed',
    ]);
    expect(told[0]).toMatchObject({
      body: 'refunded 1 ticket for Belfast Combine; 1 could not be refunded',
      data: { refunded: 1, failed: 1 },
    });
  });
});
