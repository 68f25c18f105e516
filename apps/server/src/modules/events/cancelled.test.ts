// Issue 25, events (server gaps found at review): cancelling an event tells each ticket holder once, by a job after the
// answer (Event Cancelled, from the organisation), counts nobody and offers no place wherever the event is read, and
// refuses check-in and results; "Events I staff" lists an account's staffed events only.
import type { AnyNotification } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

async function organisation(name: string) {
  const admin = await registerUser(t, { userType: 2, name: `${name} Admin`, birthDate: '1980-01-01' });
  const made = await call('POST', '/api/organisation', admin.token, { name });
  expect(made.statusCode, made.body).toBe(201);
  return { ...admin, orgId: made.json().organisation._id as string };
}

async function makeEvent(token: string, name: string) {
  const made = await call('POST', '/api/events', token, {
    name,
    startsAt: '2027-06-01T10:00:00+01:00',
    timeZone: 'Europe/Dublin',
    place: 'Mardyke Arena',
    capacity: 10,
    tests: ['dash40'],
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().event as { _id: string; promoCode: string };
}

async function cancelledNotices(token: string, profileId: string) {
  await t.app.jobs.settled();
  const read = await call('GET', `/api/notifications?profile_id=${profileId}&profile_type=athlete`, token);
  expect(read.statusCode, read.body).toBe(200);
  return read
    .json<{ notifications: AnyNotification[] }>()
    .notifications.filter((n) => n.type === 'Event Cancelled');
}

describe('cancelling an event', () => {
  it('tells each ticket holder once, from the organisation, and nobody who did not sign up', async () => {
    const org = await organisation('Clare Athletics');
    const event = await makeEvent(org.token, 'Ennis Combine');
    const [ann, bob, outsider] = await Promise.all([createAthlete(t), createAthlete(t), createAthlete(t)]);
    for (const athlete of [ann, bob]) {
      const joined = await call('PUT', `/api/promo/${org.orgId}/join-event`, athlete.token, {
        code: event.promoCode,
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }

    expect((await call('PUT', `/api/events/${event._id}/cancel`, org.token)).statusCode).toBe(200);
    // A second cancel changes nothing and tells nobody again.
    expect((await call('PUT', `/api/events/${event._id}/cancel`, org.token)).statusCode).toBe(200);

    for (const athlete of [ann, bob]) {
      const told = await cancelledNotices(athlete.token, athlete.profileId);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        body: 'cancelled Ennis Combine',
        data: { eventId: event._id, eventName: 'Ennis Combine', promoCode: event.promoCode, _id: org.orgId },
      });
    }
    expect(await cancelledNotices(outsider.token, outsider.profileId)).toEqual([]);
  });
});

describe("a cancelled event's counts", () => {
  it('answers nobody signed up, checked in or places left, wherever the event is read, and refuses check-in', async () => {
    const org = await organisation('Kildare Athletics');
    const event = await makeEvent(org.token, 'Naas Combine');
    const athletes = await Promise.all([createAthlete(t), createAthlete(t), createAthlete(t)]);
    for (const athlete of athletes) {
      const joined = await call('PUT', `/api/promo/${org.orgId}/join-event`, athlete.token, {
        code: event.promoCode,
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const [first, second] = athletes;
    if (!first || !second) throw new Error('three athletes expected');
    const codeOf = async (token: string) =>
      (await call('GET', `/api/athleteProfile/events/${event.promoCode}`, token)).json().ticket
        .code as string;
    const checkIn = async (token: string) =>
      call('POST', `/api/events/${event._id}/check-in`, org.token, { code: await codeOf(token) });
    expect((await checkIn(first.token)).statusCode).toBe(200);

    const orgEvent = async () =>
      (await call('GET', '/api/events', org.token))
        .json()
        .events.find((each: { _id: string }) => each._id === event._id);
    const promo = async () => (await t.app.inject({ url: `/api/events/promo/${event.promoCode}` })).json();
    const athleteView = async () =>
      (await call('GET', '/api/athleteProfile/events', first.token)).json().events[0].event;
    expect(await orgEvent()).toMatchObject({ signedUp: 3, checkedIn: 1, placesLeft: 7, cancelled: false });
    expect(await promo()).toMatchObject({ placesLeft: 7, cancelled: false });

    expect((await call('PUT', `/api/events/${event._id}/cancel`, org.token)).statusCode).toBe(200);
    await t.app.jobs.settled();
    expect(await orgEvent()).toMatchObject({ signedUp: 0, checkedIn: 0, placesLeft: 0, cancelled: true });
    expect(await promo()).toMatchObject({ placesLeft: 0, cancelled: true });
    expect(await athleteView()).toMatchObject({ placesLeft: 0, cancelled: true });
    const cancelledAnswer = await call('PUT', `/api/events/${event._id}/cancel`, org.token);
    expect(cancelledAnswer.json().event).toMatchObject({ signedUp: 0, checkedIn: 0, placesLeft: 0 });
    // Nobody attends a cancelled event: check-in is refused, and counts nothing.
    const refused = await checkIn(second.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [{ msg: 'This event has been cancelled' }] });
    expect(await orgEvent()).toMatchObject({ signedUp: 0, checkedIn: 0 });
    // Each holder still reads their ticket, the check-in it had kept.
    const ticket = (await call('GET', `/api/athleteProfile/events/${event.promoCode}`, first.token)).json();
    expect(ticket.ticket.checkedInAt).toEqual(expect.any(String));
    // And no result is entered for it, not even for the athlete checked in before the event was cancelled.
    const result = await call('POST', `/api/events/${event._id}/results`, org.token, {
      ticketId: ticket.ticket._id,
      test: 'dash40',
      score: 4.61,
      unitOfMeasurement: 'sec',
      timing: 'hand',
    });
    expect(result.statusCode).toBe(409);
    expect(result.json()).toEqual({ errors: [{ msg: 'This event has been cancelled' }] });
  });
});

describe('events I staff', () => {
  it('lists the events an account was named staff of, and only those', async () => {
    const org = await organisation('Mayo Runners');
    const staffed = await makeEvent(org.token, 'Castlebar Combine');
    await makeEvent(org.token, 'Westport Combine');
    const staff = await registerUser(t, { userType: 2, name: 'Sean Staff', birthDate: '1990-01-01' });
    const nobody = await registerUser(t, { userType: 2, name: 'Nora None', birthDate: '1990-01-01' });
    const added = await call('POST', `/api/events/${staffed._id}/staff`, org.token, { email: staff.email });
    expect(added.statusCode, added.body).toBe(201);

    const mine = await call('GET', '/api/events/staffed', staff.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().events.map((e: { name: string }) => e.name)).toEqual(['Castlebar Combine']);
    expect((await call('GET', '/api/events/staffed', nobody.token)).json().events).toEqual([]);
    // The organisation's admin is not named staff: its events are under GET /api/events.
    expect((await call('GET', '/api/events/staffed', org.token)).json().events).toEqual([]);
  });
});
