// Ticket refunds as people read them (issue 25) through HTTP: a buyer's refund of a payment that found no seat, for
// the buyer only; an event's refunds for its organisation's admins only (403 another organisation, 404 none), each
// buyer named by the one rule (a minor without consent is not), its state (pending, done, failed) and pages of 50.
import { randomUUID } from 'node:crypto';
import { REFUNDS_PAGE } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMinor } from '../../test/consent-helpers.ts';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recordFailedTry } from './refund-store.ts';
import { REFUND_RETRIES } from './ticket-refund-job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

async function paidEvent(token: string, capacity = 5) {
  const made = await call('POST', '/api/events', token, {
    name: 'Galway Combine',
    startsAt: '2027-07-01T10:00:00+01:00',
    timeZone: 'Europe/Dublin',
    place: 'Dangan',
    capacity,
    tests: ['dash40'],
    price: { amount: 2500, currency: 'EUR' },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().event as { _id: string; promoCode: string };
}

const buy = (token: string, eventCode: string) =>
  call('POST', '/api/subs/purchase-event-ticket', token, {
    eventCode,
    priceId: 'price_local_event_ticket',
    location: `${SITE}/register/promo/${eventCode}`,
  });

async function pay(url: string) {
  await t.app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  await t.app.jobs.settled();
}

const myRefunds = (token: string | undefined, code: string) =>
  call('GET', `/api/athleteProfile/events/${code}/refunds`, token);
const eventRefunds = (token: string | undefined, eventId: string, cursor?: number) =>
  call('GET', `/api/events/${eventId}/refunds${cursor === undefined ? '' : `?cursor=${cursor}`}`, token);

describe('a payment that found no seat', () => {
  it('is explained to its buyer alone and listed for the organisation, named', async () => {
    const org = await organisation('Leinster Harriers');
    const late = await createAthlete(t, { name: 'Late Payer' });
    const quick = await createAthlete(t, { name: 'Quick Payer' });
    const event = await paidEvent(org.token, 1);
    const slow = await buy(late.token, event.promoCode);
    await t.db.query(`update event_seats set held_until = now() - interval '1 second' where state = 'held'`);
    await pay((await buy(quick.token, event.promoCode)).json().data.url);
    await pay(slow.json().data.url);

    const mine = await myRefunds(late.token, event.promoCode);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().refunds).toEqual([
      {
        amount: 2500,
        currency: 'EUR',
        reason: 'full',
        state: 'done',
        paidAt: expect.any(String),
        refundedAt: expect.any(String),
        sessionId: new URL(slow.json().data.url).pathname.split('/').pop(),
      },
    ]);
    expect((await myRefunds(quick.token, event.promoCode)).json().refunds).toEqual([]);
    expect((await myRefunds(undefined, event.promoCode)).statusCode).toBe(401);
    expect((await myRefunds(org.token, event.promoCode)).statusCode).toBe(403);
    expect((await myRefunds(late.token, 'NoSuchEvent123')).statusCode).toBe(404);

    const listed = await eventRefunds(org.token, event._id);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      refunds: [
        {
          athlete: { profileId: late.profileId, name: 'Late Payer' },
          amount: 2500,
          currency: 'EUR',
          reason: 'full',
          state: 'done',
        },
      ],
      total: 1,
      nextCursor: null,
    });
  });
});

describe("an event's refunds for its organisation", () => {
  it('refuses anyone but its admins: no session, an athlete, another organisation, no such event', async () => {
    const org = await organisation('Kerry Harriers');
    const other = await organisation('Cork Harriers');
    const athlete = await createAthlete(t);
    const event = await paidEvent(org.token);
    expect((await eventRefunds(undefined, event._id)).statusCode).toBe(401);
    expect((await eventRefunds(athlete.token, event._id)).statusCode).toBe(403);
    expect((await eventRefunds(other.token, event._id)).statusCode).toBe(403);
    expect((await eventRefunds(org.token, randomUUID())).statusCode).toBe(404);
    expect((await eventRefunds(org.token, 'not-an-id')).statusCode).toBe(400);
    expect((await eventRefunds(org.token, event._id, -1)).statusCode).toBe(400);
    const empty = await eventRefunds(org.token, event._id);
    expect(empty.json()).toEqual({ refunds: [], total: 0, nextCursor: null });
  });

  it("lists a cancelled event's refunds, a hidden minor unnamed, and says when every try failed", async () => {
    const org = await organisation('Sligo Harriers');
    const adult = await createAthlete(t, { name: 'Ann Adult' });
    const minor = await createMinor(t, { name: 'Young One' });
    const event = await paidEvent(org.token);
    for (const buyer of [adult, minor]) {
      const started = await buy(buyer.token, event.promoCode);
      expect(started.statusCode, started.body).toBe(200);
      await pay(started.json().data.url);
    }
    expect((await call('PUT', `/api/events/${event._id}/cancel`, org.token)).statusCode).toBe(200);
    await t.app.jobs.settled();
    await t.app.jobs.settled();
    const listed = (await eventRefunds(org.token, event._id)).json();
    expect(listed.total).toBe(2);
    const byName = listed.refunds.map((refund: { athlete: { name: string } | null; state: string }) => [
      refund.athlete?.name ?? null,
      refund.state,
    ]);
    expect(byName).toEqual(
      expect.arrayContaining([
        ['Ann Adult', 'done'],
        [null, 'done'],
      ]),
    );
    expect(JSON.stringify(listed)).not.toContain('Young One');
    expect(JSON.stringify(listed)).not.toContain(minor.profileId);
    expect(listed.refunds.every((refund: { reason: string }) => refund.reason === 'event cancelled')).toBe(
      true,
    );

    // A refund the provider refused: pending while tries remain, failed once every try has failed.
    const sessionId = `cs_failing_${randomUUID()}`;
    await t.db.query(
      `insert into ticket_refunds (session_id, user_id, event_id, reason, athlete_profile_id, amount, currency)
       values ($1, $2, $3, 'event cancelled', $4, 2500, 'EUR')`,
      [sessionId, adult.user._id, event._id, adult.profileId],
    );
    const stateOf = async () =>
      (await eventRefunds(org.token, event._id))
        .json()
        .refunds.find((refund: { _id: string }) => refund._id === sessionId)?.state;
    await recordFailedTry(t.db, sessionId);
    expect(await stateOf()).toBe('pending');
    for (let tried = 1; tried <= REFUND_RETRIES; tried++) await recordFailedTry(t.db, sessionId);
    expect(await stateOf()).toBe('failed');
  });

  it('pages newest first, 50 at a time', async () => {
    const org = await organisation('Mayo Harriers');
    const buyer = await createAthlete(t, { name: 'Many Payments' });
    const event = await paidEvent(org.token);
    await t.db.query(
      `insert into ticket_refunds (session_id, user_id, event_id, reason, athlete_profile_id, amount, currency, created_at)
       select 'cs_page_' || n, $1, $2, 'full', $3, 2500, 'EUR', now() - n * interval '1 minute'
         from generate_series(1, 55) n`,
      [buyer.user._id, event._id, buyer.profileId],
    );
    const first = (await eventRefunds(org.token, event._id)).json();
    expect(first.refunds).toHaveLength(REFUNDS_PAGE);
    expect(first).toMatchObject({ total: 55, nextCursor: 50 });
    expect(first.refunds[0]._id).toBe('cs_page_1');
    const second = (await eventRefunds(org.token, event._id, first.nextCursor)).json();
    expect(second.refunds.map((refund: { _id: string }) => refund._id)).toEqual(
      [51, 52, 53, 54, 55].map((n) => `cs_page_${n}`),
    );
    expect(second.nextCursor).toBeNull();
    // The buyer sees their own, at most 20.
    expect((await myRefunds(buyer.token, event.promoCode)).json().refunds).toHaveLength(20);
  });
});
