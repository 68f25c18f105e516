// A coach's search can ask for athletes "verified at an event" (issue 25): only athletes with a current result that
// an event's staff entered are found, whatever their other results; a corrected result still counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResult, auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
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

describe('searching for athletes verified at an event', () => {
  it('finds only athletes with a result entered at an event, and refuses a value that is no boolean', async () => {
    const admin = await registerUser(t, { userType: 2, birthDate: '1980-01-01' });
    const org = await call('POST', '/api/organisation', admin.token, { name: 'Search Combine' });
    const orgId: string = org.json().organisation._id;
    const made = await call('POST', '/api/events', admin.token, {
      name: 'Search Day',
      startsAt: '2027-04-01T09:00:00Z',
      timeZone: 'UTC',
      place: 'Track',
      capacity: 10,
      tests: ['dash40'],
    });
    const event = made.json().event;
    const atEvent = await createAthlete(t, { name: 'Eve Event' });
    const atHome = await createAthlete(t, { name: 'Hal Home' });
    await addResult(t, atHome.token, {
      attribute: 'Run Tests',
      test: '40 Yard Dash',
      score: '4.5',
      unitOfMeasurement: 'sec',
    });
    await call('PUT', `/api/promo/${orgId}/join-event`, atEvent.token, { code: event.promoCode });
    const ticket = (await call('GET', `/api/athleteProfile/events/${event.promoCode}`, atEvent.token)).json()
      .ticket;
    await call('POST', `/api/events/${event._id}/check-in`, admin.token, { code: ticket.code });
    const entered = await call('POST', `/api/events/${event._id}/results`, admin.token, {
      ticketId: ticket._id,
      test: 'dash40',
      score: 4.9,
      unitOfMeasurement: 'sec',
      timing: 'electronic',
    });
    expect(entered.statusCode, entered.body).toBe(201);

    const found = async (query: string) => {
      const answer = await call('GET', `/api/athleteProfile/search?${query}`, admin.token);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json<{ profiles: { name: string }[] }>()
        .profiles.map((card) => card.name)
        .sort();
    };
    expect(await found('')).toEqual(['Eve Event', 'Hal Home']);
    expect(await found('verifiedAtEvent=true')).toEqual(['Eve Event']);
    expect(await found('verifiedAtEvent=true&tests=dash40:under:5:sec')).toEqual(['Eve Event']);
    expect(await found('verifiedAtEvent=false')).toEqual(['Eve Event', 'Hal Home']);

    await call('PUT', `/api/events/${event._id}/results/${entered.json().result._id}`, admin.token, {
      score: 4.95,
      unitOfMeasurement: 'sec',
      timing: 'hand',
    });
    expect(await found('verifiedAtEvent=true')).toEqual(['Eve Event']);

    const bad = await call('GET', '/api/athleteProfile/search?verifiedAtEvent=yes', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.body).join(' ')).toMatch(/verifiedAtEvent/);
  });
});
