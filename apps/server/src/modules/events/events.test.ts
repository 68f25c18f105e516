// Issue 25, events (server): an organisation's admins make, edit, cancel and list events; an athlete signs up for a free
// one by its promo code (the organisation told), sees their tickets and QR code; staff named for one event check in by
// code (a second scan says when), a minor without consent is refused and not listed; results entered at the event land
// verified on the profile and a correction keeps the old one as history.
import type { AnyNotification } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMinor } from '../../test/consent-helpers.ts';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { NEEDS_CONSENT } from './attendance.ts';
import { NOT_THIS_ORGANISATION, ONLY_STAFF } from './policy.ts';
import { ALREADY_CORRECTED } from './results.ts';
import { PAID_EVENT } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

async function organisation(name: string) {
  const admin = await registerUser(t, { userType: 2, name: `${name} Admin`, birthDate: '1980-01-01' });
  const made = await call('POST', '/api/organisation', admin.token, { name });
  expect(made.statusCode, made.body).toBe(201);
  return { ...admin, orgId: made.json().organisation._id as string };
}

const EVENT = {
  name: 'Cork Combine',
  startsAt: '2027-06-01T10:00:00+01:00',
  timeZone: 'Europe/Dublin',
  place: 'Mardyke Arena',
  capacity: 3,
  tests: ['dash40', 'Vertical Jump'],
};

async function makeEvent(token: string, extra: object = {}) {
  const made = await call('POST', '/api/events', token, { ...EVENT, ...extra });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().event as { _id: string; promoCode: string; organisation: { _id: string } };
}

async function notificationsOf(token: string, profileId: string, profileType: string) {
  const read = await call(
    'GET',
    `/api/notifications?profile_id=${profileId}&profile_type=${profileType}`,
    token,
  );
  expect(read.statusCode, read.body).toBe(200);
  return read.json<{ notifications: AnyNotification[] }>().notifications;
}

describe('events', () => {
  it('lets an organisation’s admin make, edit, list and cancel events, and nobody else', async () => {
    const org = await organisation('Munster Athletics');
    const other = await organisation('Leinster Athletics');
    const athlete = await createAthlete(t);
    const event = await makeEvent(org.token);
    expect(event).toMatchObject({
      name: 'Cork Combine',
      startsAt: '2027-06-01T09:00:00.000Z',
      capacity: 3,
      placesLeft: 3,
      price: null,
      tests: [
        { key: 'dash40', name: '40 Yard Dash' },
        { key: 'verticalJump', name: 'Vertical Jump' },
      ],
      cancelled: false,
    });
    expect(event.promoCode).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const bad = await call('POST', '/api/events', org.token, { ...EVENT, capacity: 0, tests: ['juggling'] });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.body).join(' ')).toMatch(/capacity/);
    const taken = await call('POST', '/api/events', other.token, { ...EVENT, promoCode: event.promoCode });
    expect(taken.statusCode).toBe(409);
    expect((await call('POST', '/api/events', athlete.token, EVENT)).statusCode).toBe(403);

    const edited = await call('PUT', `/api/events/${event._id}`, org.token, {
      place: 'UCC Mardyke',
      capacity: 5,
    });
    expect(edited.json().event).toMatchObject({ place: 'UCC Mardyke', capacity: 5, name: 'Cork Combine' });
    const refused = await call('PUT', `/api/events/${event._id}`, other.token, { name: 'Hijacked' });
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([NOT_THIS_ORGANISATION]);
    expect((await call('PUT', `/api/events/${event._id}/cancel`, other.token)).statusCode).toBe(403);

    const listed = await call('GET', '/api/events', org.token);
    expect(listed.json().events.map((e: { _id: string }) => e._id)).toEqual([event._id]);
    expect((await call('GET', '/api/events', other.token)).json().events).toEqual([]);

    const cancelled = await call('PUT', `/api/events/${event._id}/cancel`, org.token);
    expect(cancelled.json().event.cancelled).toBe(true);
    const join = await call('PUT', `/api/promo/${org.orgId}/join-event`, athlete.token, {
      code: event.promoCode,
    });
    expect(join.statusCode).toBe(409);
  });

  it('signs an athlete up for a free event once, tells the organisation, and shows their ticket and its QR code', async () => {
    const org = await organisation('Galway Sprint');
    const athlete = await createAthlete(t, { name: 'Aoife Byrne' });
    const stranger = await createAthlete(t);
    const event = await makeEvent(org.token);

    expect((await call('GET', '/api/events/promo/NoSuchCode123', athlete.token)).statusCode).toBe(404);
    const page = await call('GET', `/api/events/promo/${event.promoCode}`, athlete.token);
    expect(page.json()).toMatchObject({ name: 'Cork Combine', organisation: { name: 'Galway Sprint' } });
    const wrongOrg = await call('PUT', `/api/promo/${athlete.profileId}/join-event`, athlete.token, {
      code: event.promoCode,
    });
    expect(wrongOrg.statusCode).toBe(404);

    const joined = await call('PUT', `/api/promo/${org.orgId}/join-event`, athlete.token, {
      code: event.promoCode,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const ticket = joined.json().ticket;
    expect(ticket.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(joined.json().event.placesLeft).toBe(2);
    const again = await call('PUT', `/api/promo/${org.orgId}/join-event`, athlete.token, {
      code: event.promoCode,
    });
    expect(again.json().ticket._id).toBe(ticket._id);
    expect(again.json().event.placesLeft).toBe(2);

    const told = await notificationsOf(org.token, org.orgId, 'org');
    expect(told.filter((n) => n.type === 'Athlete Event Signup')).toHaveLength(1);
    expect(told[0]).toMatchObject({ body: 'signed up for Cork Combine', data: { eventId: event._id } });

    const mine = await call('GET', '/api/athleteProfile/events', athlete.token);
    expect(mine.json().events).toHaveLength(1);
    const confirmed = await call('GET', `/api/athleteProfile/events/${event.promoCode}`, athlete.token);
    expect(confirmed.json().ticket.code).toBe(ticket.code);
    expect(
      (await call('GET', `/api/athleteProfile/events/${event.promoCode}`, stranger.token)).statusCode,
    ).toBe(404);

    const qr = await call('GET', ticket.qr, athlete.token);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(qr.body).toMatch(/^<svg/);
    expect(ticket.qr).toBe(`/api/tickets/${ticket._id}/qr`);
    expect((await call('GET', ticket.qr, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', ticket.qr, org.token)).statusCode).toBe(404);

    const paid = await makeEvent(org.token, { price: { amount: 2500, currency: 'EUR' } });
    const refused = await call('PUT', `/api/promo/${org.orgId}/join-event`, athlete.token, {
      code: paid.promoCode,
    });
    expect(refused.statusCode).toBe(409);
    expect(messages(refused.body)).toEqual([PAID_EVENT]);
  });

  it('lets the event’s staff only check in by code, once, and refuses a minor without consent', async () => {
    const org = await organisation('Kerry Harriers');
    const staff = await registerUser(t, { userType: 2, name: 'Sam Staff', birthDate: '1990-01-01' });
    const athlete = await createAthlete(t, { name: 'Cian Walsh' });
    const minor = await createMinor(t, { name: 'Young One' });
    const event = await makeEvent(org.token);
    const otherEvent = await makeEvent(org.token);
    for (const who of [athlete, minor]) {
      const joined = await call('PUT', `/api/promo/${org.orgId}/join-event`, who.token, {
        code: event.promoCode,
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const code = (await call('GET', `/api/athleteProfile/events/${event.promoCode}`, athlete.token)).json()
      .ticket.code;
    const minorCode = (await call('GET', `/api/athleteProfile/events/${event.promoCode}`, minor.token)).json()
      .ticket.code;

    // The minor's sign-up is not told to the organisation: they are shown to nobody until consent.
    const told = await notificationsOf(org.token, org.orgId, 'org');
    expect(told.filter((n) => n.type === 'Athlete Event Signup')).toHaveLength(1);

    const before = await call('POST', `/api/events/${event._id}/check-in`, staff.token, { code });
    expect(before.statusCode).toBe(403);
    expect(messages(before.body)).toEqual([ONLY_STAFF]);
    expect(
      (await call('POST', `/api/events/${event._id}/staff`, staff.token, { email: staff.email })).statusCode,
    ).toBe(403);
    const added = await call('POST', `/api/events/${event._id}/staff`, org.token, { email: staff.email });
    expect((await call('GET', `/api/events/${event._id}/staff`, staff.token)).statusCode).toBe(403);
    const notTheirs = await call('DELETE', `/api/events/${event._id}/staff/${staff.user._id}`, staff.token);
    expect(notTheirs.statusCode).toBe(403);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().staff.map((s: { userId: string }) => s.userId)).toEqual([staff.user._id]);
    const nobody = await call('POST', `/api/events/${event._id}/staff`, org.token, {
      email: 'nobody@example.com',
    });
    expect(nobody.statusCode).toBe(404);

    // Staff of this event only: the organisation's other event is not theirs.
    expect((await call('GET', `/api/events/${otherEvent._id}/attendees`, staff.token)).statusCode).toBe(403);
    const wrongEvent = await call('POST', `/api/events/${otherEvent._id}/check-in`, org.token, { code });
    expect(wrongEvent.statusCode).toBe(404);

    const first = await call('POST', `/api/events/${event._id}/check-in`, staff.token, { code });
    expect(first.json()).toMatchObject({ again: false, athlete: { name: 'Cian Walsh' } });
    const second = await call('POST', `/api/events/${event._id}/check-in`, staff.token, { code });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ again: true, checkedInAt: first.json().checkedInAt });

    const young = await call('POST', `/api/events/${event._id}/check-in`, staff.token, { code: minorCode });
    expect(young.statusCode).toBe(409);
    expect(messages(young.body)).toEqual([NEEDS_CONSENT]);

    const list = await call('GET', `/api/events/${event._id}/attendees`, staff.token);
    expect(list.json()).toMatchObject({
      attendees: [{ name: 'Cian Walsh', checkedInAt: first.json().checkedInAt }],
      hidden: 1,
    });

    const removed = await call('DELETE', `/api/events/${event._id}/staff/${staff.user._id}`, org.token);
    expect(removed.statusCode).toBe(200);
    expect((await call('POST', `/api/events/${event._id}/check-in`, staff.token, { code })).statusCode).toBe(
      403,
    );
  });

  it('puts staff’s results on the profile as verified, and keeps a corrected one as history', async () => {
    const org = await organisation('Clare Combine');
    const staff = await registerUser(t, { userType: 2, name: 'Tim Timer', birthDate: '1985-01-01' });
    const athlete = await createAthlete(t, { name: 'Niamh Ryan' });
    const late = await createAthlete(t);
    const event = await makeEvent(org.token);
    await call('POST', `/api/events/${event._id}/staff`, org.token, { email: staff.email });
    const ticketOf = async (who: { token: string }) => {
      await call('PUT', `/api/promo/${org.orgId}/join-event`, who.token, { code: event.promoCode });
      return (await call('GET', `/api/athleteProfile/events/${event.promoCode}`, who.token)).json().ticket;
    };
    const ticket = await ticketOf(athlete);
    const lateTicket = await ticketOf(late);
    await call('POST', `/api/events/${event._id}/check-in`, staff.token, { code: ticket.code });

    const dash = {
      ticketId: ticket._id,
      test: 'dash40',
      score: 4.61,
      unitOfMeasurement: 'sec',
      timing: 'hand',
    };
    const notIn = await call('POST', `/api/events/${event._id}/results`, staff.token, {
      ...dash,
      ticketId: lateTicket._id,
    });
    expect(notIn.statusCode).toBe(409);
    const notTest = await call('POST', `/api/events/${event._id}/results`, staff.token, {
      ...dash,
      test: 'benchPress1',
    });
    expect(notTest.statusCode).toBe(400);
    expect((await call('POST', `/api/events/${event._id}/results`, athlete.token, dash)).statusCode).toBe(
      403,
    );

    const entered = await call('POST', `/api/events/${event._id}/results`, staff.token, dash);
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json().result).toMatchObject({
      score: '4.61',
      timing: 'hand',
      enteredBy: { name: 'Tim Timer' },
    });

    const profileResults = async () => {
      const profile = await call('GET', '/api/athleteProfile/me', athlete.token);
      return JSON.stringify(profile.json());
    };
    expect(await profileResults()).toContain('4.61');
    expect(await profileResults()).toContain('Tim Timer');

    const resultId = entered.json().result._id;
    const corrected = await call('PUT', `/api/events/${event._id}/results/${resultId}`, staff.token, {
      score: 4.71,
      unitOfMeasurement: 'sec',
      timing: 'electronic',
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const twice = await call('PUT', `/api/events/${event._id}/results/${resultId}`, staff.token, {
      score: 4.8,
      timing: 'hand',
    });
    expect(twice.statusCode).toBe(409);
    expect(messages(twice.body)).toEqual([ALREADY_CORRECTED]);

    expect((await call('GET', `/api/events/${event._id}/results`, athlete.token)).statusCode).toBe(403);
    const byAthlete = await call('PUT', `/api/events/${event._id}/results/${resultId}`, athlete.token, {
      score: 4.2,
      timing: 'hand',
    });
    expect(byAthlete.statusCode).toBe(403);
    const history = (await call('GET', `/api/events/${event._id}/results`, staff.token)).json().results;
    expect(history).toMatchObject([
      { _id: resultId, score: '4.61', timing: 'hand', supersededBy: corrected.json().result._id },
      { score: '4.71', timing: 'electronic', supersededBy: null },
    ]);
    const shown = await profileResults();
    expect(shown).toContain('4.71');
    expect(shown).not.toContain('4.61');
  });
});
