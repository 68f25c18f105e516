// Seats held for a checkout (issue 25): purchases holds a seat with an expiry and confirms it with its checkout's
// reference; an expired hold is not counted by reads, is freed by the next sign-up that needs its place, and by the
// sweep; confirming twice (a replayed webhook) gives the same ticket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { confirmSeat, freeExpiredHolds, holdSeat, SOLD_OUT } from './seats.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function paidEvent(capacity: number) {
  const admin = await registerUser(t, { userType: 2, birthDate: '1980-01-01' });
  await t.app.inject({
    method: 'POST',
    url: '/api/organisation',
    headers: auth(admin.token),
    payload: { name: 'Paid Combine' },
  });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: auth(admin.token),
    payload: {
      name: 'Paid',
      startsAt: '2027-05-01T09:00:00Z',
      timeZone: 'UTC',
      place: 'Track',
      capacity,
      tests: [],
      price: { amount: 1500, currency: 'EUR' },
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().event as { _id: string; promoCode: string };
}

const placesLeft = async (code: string, token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/events/promo/${code}`, headers: auth(token) })).json()
    .placesLeft;

describe('holding a seat for a checkout', () => {
  it('frees an expired hold for the next buyer and by the sweep, and confirms a hold once', async () => {
    const event = await paidEvent(1);
    const [first, second, third] = [await createAthlete(t), await createAthlete(t), await createAthlete(t)];
    const past = new Date(Date.now() - 1000);
    const soon = new Date(Date.now() + 60_000);

    await t.db.transaction((tx) => holdSeat(tx, event._id, first.profileId, past));
    expect(await placesLeft(event.promoCode, first.token)).toBe(1);

    const hold = await t.db.transaction((tx) => holdSeat(tx, event._id, second.profileId, soon));
    expect(await placesLeft(event.promoCode, first.token)).toBe(0);
    await expect(
      t.db.transaction((tx) => holdSeat(tx, event._id, third.profileId, soon)),
    ).rejects.toMatchObject({
      statusCode: 409,
      messages: [SOLD_OUT],
    });

    const ticket = await t.db.transaction((tx) => confirmSeat(tx, hold.holdId, 'cs_test_1'));
    const replayed = await t.db.transaction((tx) => confirmSeat(tx, hold.holdId, 'cs_test_1'));
    expect(ticket?.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(replayed).toEqual(ticket);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/athleteProfile/events/${event.promoCode}`,
      headers: auth(second.token),
    });
    expect(mine.json().ticket.code).toBe(ticket?.code);
  });

  it('lets the sweep free expired holds so their places come back', async () => {
    const event = await paidEvent(2);
    const athlete = await createAthlete(t);
    await t.db.transaction((tx) => holdSeat(tx, event._id, athlete.profileId, new Date(Date.now() - 1000)));
    expect(await t.db.transaction((tx) => freeExpiredHolds(tx))).toBeGreaterThanOrEqual(1);
    const left = await t.db.query<{ seats_taken: number }>('select seats_taken from events where id = $1', [
      event._id,
    ]);
    expect(left).toEqual([{ seats_taken: 0 }]);
    expect(await t.db.transaction((tx) => confirmSeat(tx, '00000000-0000-4000-8000-000000000000', 'x'))).toBe(
      undefined,
    );
  });
});
