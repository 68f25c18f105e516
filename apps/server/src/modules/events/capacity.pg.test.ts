// Capacity is never oversold (issue 25): 50 athletes sign up at once for the last 10 places of a free event, over
// HTTP on PostgreSQL's pool of connections, and exactly 10 get a ticket. PostgreSQL only: PGlite has one connection,
// so it never runs two sign-ups together, which would prove nothing here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { SOLD_OUT } from './seats.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  if (t.db.kind !== 'postgres') throw new Error('capacity.pg.test.ts needs TEST_DB=postgres');
});
afterAll(async () => {
  await t.close();
});

describe('sign-ups at the same time', () => {
  it('sell exactly the last 10 places to 50 athletes signing up at once', async () => {
    const admin = await registerUser(t, { userType: 2, birthDate: '1980-01-01' });
    const org = await t.app.inject({
      method: 'POST',
      url: '/api/organisation',
      headers: auth(admin.token),
      payload: { name: 'Busy Combine' },
    });
    const orgId: string = org.json().organisation._id;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: auth(admin.token),
      payload: {
        name: 'Sold Out Combine',
        startsAt: '2027-05-01T09:00:00Z',
        timeZone: 'Europe/London',
        place: 'Track',
        capacity: 12,
        tests: ['dash40'],
      },
    });
    const { promoCode, _id: eventId } = made.json().event;
    const join = (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/promo/${orgId}/join-event`,
        headers: auth(token),
        payload: { code: promoCode },
      });
    const athletes = [];
    for (let n = 0; n < 52; n += 1) athletes.push(await createAthlete(t));
    for (const early of athletes.slice(0, 2)) expect((await join(early.token)).statusCode).toBe(200);

    const answers = await Promise.all(athletes.slice(2).map((athlete) => join(athlete.token)));
    const sold = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) expect(messages(answer.body)).toEqual([SOLD_OUT]);

    const counted = await t.db.query<{ seats: number; taken: number }>(
      `select (select count(*)::int from event_seats where event_id = $1) as seats, seats_taken as taken
         from events where id = $1`,
      [eventId],
    );
    expect(counted).toEqual([{ seats: 12, taken: 12 }]);
  });
});
