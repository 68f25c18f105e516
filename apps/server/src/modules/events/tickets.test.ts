// Event tickets bought by card through HTTP (issue 25, spec 7's purchase-event-ticket): the seat held before paying,
// the local checkout's page priced at the event's own amount, the ticket made once by the webhook's job (the
// organisation told once), an unpaid session's seat given back, a payment whose hold lapsed into a full event
// refunded, and each refusal.
import type { AnyNotification } from '@podium/core/api';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadOrCreateSecret } from '../auth/tokens.ts';
import { findLocalSession } from '../purchases/local-provider.ts';
import { localWebhookSecret } from '../purchases/select.ts';
import { EVENT_CANCELLED } from './seats.ts';
import { FREE_EVENT, HAS_TICKET, NOT_A_TICKET } from './ticket-checkout.ts';
import { refundTicket } from './ticket-refund-job.ts';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = localWebhookSecret(loadOrCreateSecret(t.dataDir));
});
afterAll(() => t.close());

const SITE = 'http://podium.test';
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

async function organisation(name: string) {
  const admin = await registerUser(t, { userType: 2, name: `${name} Admin`, birthDate: '1980-01-01' });
  const made = await call('POST', '/api/organisation', admin.token, { name });
  expect(made.statusCode, made.body).toBe(201);
  return { ...admin, orgId: made.json().organisation._id as string };
}

async function paidEvent(token: string, extra: object = {}) {
  const made = await call('POST', '/api/events', token, {
    name: 'Galway Combine',
    startsAt: '2027-07-01T10:00:00+01:00',
    timeZone: 'Europe/Dublin',
    place: 'Dangan',
    capacity: 5,
    tests: ['dash40'],
    price: { amount: 2500, currency: 'EUR' },
    ...extra,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().event as { _id: string; promoCode: string };
}

const buy = (token: string, eventCode: string, extra: object = {}) =>
  call('POST', '/api/subs/purchase-event-ticket', token, {
    eventCode,
    priceId: 'price_local_event_ticket',
    location: `${SITE}/register/promo/${eventCode}`,
    eventData: { name: 'Galway Combine', price: 25, online: false, note: null },
    ...extra,
  });

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

async function pay(url: string) {
  const paid = await t.app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  await t.app.jobs.settled();
  return paid;
}

const placesLeft = async (code: string, token: string) =>
  (await call('GET', `/api/events/promo/${code}`, token)).json().placesLeft as number;

const myTicket = async (token: string, code: string) =>
  call('GET', `/api/athleteProfile/events/${code}`, token);

async function refundNotices(athlete: { token: string; profileId: string }) {
  const read = await call(
    'GET',
    `/api/notifications?profile_id=${athlete.profileId}&profile_type=athlete`,
    athlete.token,
  );
  return read
    .json<{ notifications: AnyNotification[] }>()
    .notifications.filter((notification) => notification.type === 'Ticket Refunded');
}

async function signups(org: { token: string; orgId: string }) {
  const read = await call('GET', `/api/notifications?profile_id=${org.orgId}&profile_type=org`, org.token);
  return read
    .json<{ notifications: AnyNotification[] }>()
    .notifications.filter((notification) => notification.type === 'Athlete Event Signup');
}

function deliver(type: string, sessionId: string, id: string) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session' } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/subs/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

describe('buying an event ticket', () => {
  it('holds a seat, sells it at the event’s price, and makes the ticket once when paid', async () => {
    const org = await organisation('Connacht Athletics');
    const athlete = await createAthlete(t, { name: 'Aoife Byrne' });
    const event = await paidEvent(org.token);

    const started = await buy(athlete.token, event.promoCode);
    expect(started.statusCode, started.body).toBe(200);
    const url: string = started.json().data.url;
    expect(await placesLeft(event.promoCode, athlete.token)).toBe(4);
    const page = await call('GET', new URL(url).pathname);
    expect(page.body).toContain('Ticket: Galway Combine');
    expect(page.body).toContain('€25.00');
    expect((await myTicket(athlete.token, event.promoCode)).statusCode).toBe(404);

    const paid = await pay(url);
    expect(paid.statusCode, paid.body).toBe(200);
    const sessionId = sessionIdOf(url);
    expect(paid.body).toContain(
      `${SITE}/AthleteProfile/event-confirmed/${event.promoCode}?session_id=${sessionId}`,
    );
    const mine = await myTicket(athlete.token, event.promoCode);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().ticket.code).toMatch(/^[\w-]{24}$/);
    expect(await placesLeft(event.promoCode, athlete.token)).toBe(4);
    expect(await signups(org)).toHaveLength(1);

    // Stripe's retries and a replay of the same payment: still one ticket, one signup told.
    for (let round = 0; round < 5; round++) {
      expect((await deliver('checkout.session.completed', sessionId, `evt_again_${round}`)).statusCode).toBe(
        200,
      );
    }
    await t.app.jobs.settled();
    expect((await myTicket(athlete.token, event.promoCode)).json().ticket.code).toBe(mine.json().ticket.code);
    expect(await signups(org)).toHaveLength(1);

    const again = await buy(athlete.token, event.promoCode);
    expect(again.statusCode).toBe(409);
    expect(messages(again.body)).toEqual([HAS_TICKET]);
  });

  it('gives the seat back when the session expires unpaid', async () => {
    const org = await organisation('Ulster Athletics');
    const athlete = await createAthlete(t);
    const event = await paidEvent(org.token, { capacity: 1 });
    const started = await buy(athlete.token, event.promoCode);
    expect(await placesLeft(event.promoCode, athlete.token)).toBe(0);
    const sessionId = sessionIdOf(started.json().data.url);
    await t.db.query(`update local_checkout_sessions set status = 'expired' where id = $1`, [sessionId]);
    expect(
      (await deliver('checkout.session.expired', sessionId, `evt_expired_${sessionId}`)).statusCode,
    ).toBe(200);
    await t.app.jobs.settled();
    expect(await placesLeft(event.promoCode, athlete.token)).toBe(1);
    expect((await myTicket(athlete.token, event.promoCode)).statusCode).toBe(404);
  });

  it('refunds a payment whose hold lapsed while someone else took the last seat', async () => {
    const org = await organisation('Leinster Harriers');
    const late = await createAthlete(t, { name: 'Late Payer' });
    const quick = await createAthlete(t, { name: 'Quick Payer' });
    const event = await paidEvent(org.token, { capacity: 1 });
    const slow = await buy(late.token, event.promoCode);
    // The late payer's hold lapses (the sweep has not run), and the quick one buys and pays the seat.
    await t.db.query(`update event_seats set held_until = now() - interval '1 second' where state = 'held'`);
    const fast = await buy(quick.token, event.promoCode);
    expect(fast.statusCode, fast.body).toBe(200);
    await pay(fast.json().data.url);
    expect((await myTicket(quick.token, event.promoCode)).statusCode).toBe(200);

    // The session still takes payment at the provider (Stripe's lasts a little less than the hold; this one is late).
    const paid = await pay(slow.json().data.url);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await myTicket(late.token, event.promoCode)).statusCode).toBe(404);
    const sessionId = sessionIdOf(slow.json().data.url);
    expect((await findLocalSession(t.db, sessionId))?.refunded_at).toBeTruthy();
    const [refund] = await t.db.query<{ reason: string; refunded_at: Date | null }>(
      'select reason, refunded_at from ticket_refunds where session_id = $1',
      [sessionId],
    );
    expect(refund).toMatchObject({ reason: 'full' });
    expect(refund?.refunded_at).toBeTruthy();
    expect(await signups(org)).toHaveLength(1);
    // The late payer is told their money went back, once; the one who holds the seat is told nothing.
    const told = await refundNotices(late);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      body: 'refunded your ticket for Galway Combine',
      data: {
        eventId: event._id,
        promoCode: event.promoCode,
        amount: 2500,
        currency: 'EUR',
        reason: 'full',
        _id: org.orgId,
      },
    });
    expect(await refundNotices(quick)).toEqual([]);
  });

  it('refunds each paid ticket of a cancelled event once, shows it on the ticket and tells the buyer once', async () => {
    const org = await organisation('Kerry Harriers');
    const [ann, bob] = [
      await createAthlete(t, { name: 'Ann Paid' }),
      await createAthlete(t, { name: 'Bob Paid' }),
    ];
    const event = await paidEvent(org.token);
    const sessions: string[] = [];
    for (const athlete of [ann, bob]) {
      const started = await buy(athlete.token, event.promoCode);
      expect(started.statusCode, started.body).toBe(200);
      await pay(started.json().data.url);
      sessions.push(sessionIdOf(started.json().data.url));
      expect((await myTicket(athlete.token, event.promoCode)).json().ticket.refund).toBeNull();
    }

    expect((await call('PUT', `/api/events/${event._id}/cancel`, org.token)).statusCode).toBe(200);
    await t.app.jobs.settled();
    await t.app.jobs.settled();
    // A second cancel, and the refund's job run again for one ticket: nothing is refunded or told twice.
    expect((await call('PUT', `/api/events/${event._id}/cancel`, org.token)).statusCode).toBe(200);
    const firstRefundAt = (await findLocalSession(t.db, sessions[0] ?? ''))?.refunded_at;
    await t.db.transaction((tx) => t.app.jobs.enqueue(tx, refundTicket, { sessionId: sessions[0] ?? '' }));
    await t.app.jobs.settled();

    for (const [index, athlete] of [ann, bob].entries()) {
      const mine = (await myTicket(athlete.token, event.promoCode)).json();
      expect(mine.event.cancelled).toBe(true);
      expect(mine.ticket.refund).toMatchObject({ amount: 2500, currency: 'EUR' });
      expect(mine.ticket.refund.refundedAt).toEqual(expect.any(String));
      expect((await findLocalSession(t.db, sessions[index] ?? ''))?.refunded_at).toBeTruthy();
      const told = await refundNotices(athlete);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        data: { eventId: event._id, amount: 2500, currency: 'EUR', reason: 'event cancelled' },
      });
    }
    expect((await findLocalSession(t.db, sessions[0] ?? ''))?.refunded_at).toEqual(firstRefundAt);
    const refunds = await t.db.query<{ reason: string }>(
      'select reason from ticket_refunds where event_id = $1',
      [event._id],
    );
    expect(refunds.map((row) => row.reason)).toEqual(['event cancelled', 'event cancelled']);
  });

  it('refunds nothing for a cancelled free event: its ticket shows the event cancelled and no refund', async () => {
    const org = await organisation('Sligo Harriers');
    const athlete = await createAthlete(t);
    const free = await paidEvent(org.token, { price: undefined });
    const joined = await call('PUT', `/api/promo/${org.orgId}/join-event`, athlete.token, {
      code: free.promoCode,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await call('PUT', `/api/events/${free._id}/cancel`, org.token)).statusCode).toBe(200);
    await t.app.jobs.settled();
    await t.app.jobs.settled();
    const mine = (await myTicket(athlete.token, free.promoCode)).json();
    expect(mine.event.cancelled).toBe(true);
    expect(mine.ticket.refund).toBeNull();
    expect(await refundNotices(athlete)).toEqual([]);
    expect(await t.db.query('select 1 from ticket_refunds where event_id = $1', [free._id])).toEqual([]);
  });

  it('refuses without a session, a coach, another price, a free, unknown, cancelled or full event, and addresses off this site', async () => {
    const org = await organisation('Munster Harriers');
    const athlete = await createAthlete(t);
    const other = await createAthlete(t);
    const coach = await registerUser(t, { userType: 2, name: 'Coach Carter', birthDate: '1975-01-01' });
    const event = await paidEvent(org.token, { capacity: 1 });
    const free = await paidEvent(org.token, { price: undefined });

    expect((await buy('', event.promoCode)).statusCode).toBe(401);
    expect((await buy(coach.token, event.promoCode)).statusCode).toBe(403);
    const wrongPrice = await buy(athlete.token, event.promoCode, { priceId: 'price_local_public_link' });
    expect(wrongPrice.statusCode).toBe(400);
    expect(messages(wrongPrice.body)).toEqual([NOT_A_TICKET]);
    const freeOne = await buy(athlete.token, free.promoCode);
    expect(freeOne.statusCode).toBe(409);
    expect(messages(freeOne.body)).toEqual([FREE_EVENT]);
    expect((await buy(athlete.token, 'NoSuchEvent123')).statusCode).toBe(404);
    const offSite = await buy(athlete.token, event.promoCode, { location: 'https://evil.example/phish' });
    expect(offSite.statusCode).toBe(400);
    const tooMuch = await buy(athlete.token, event.promoCode, {
      eventData: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, 'v'])),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect((await buy(athlete.token, event.promoCode, { amount: 1 })).statusCode).toBe(200);

    // The one seat is held by the athlete's checkout: another athlete finds it full.
    const full = await buy(other.token, event.promoCode);
    expect(full.statusCode).toBe(409);
    expect(messages(full.body)).toEqual(['This event is full']);

    expect((await call('PUT', `/api/events/${event._id}/cancel`, org.token)).statusCode).toBe(200);
    const cancelled = await buy(other.token, event.promoCode);
    expect(cancelled.statusCode).toBe(409);
    expect(messages(cancelled.body)).toEqual([EVENT_CANCELLED]);
  });
});
