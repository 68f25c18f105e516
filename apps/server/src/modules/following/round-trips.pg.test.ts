// Issue 22, item 26: the round trips of a follow request, from the request to its delivery on the socket, are what
// the fan-out benchmark spends most of its time on (each costs node-postgres a write to the database's socket). This
// keeps them counted: every statement the app sends through node-postgres, with the list shown when it grows.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOBS_SCHEMA } from '../../jobs/queue.ts';
import { auth, createAthlete } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements this app sent to its own database while fn runs (their first words). */
async function statementsDuring(fn: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const database = t.databaseUrl ? new URL(t.databaseUrl).pathname.slice(1) : undefined;
  const original = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    // Only this file's database: a client of another file's app in this worker, or an admin connection, is not this app.
    if (this.database !== database) return Reflect.apply(original, this, args);
    const [first] = args;
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    // The job system's own polling (jobs/queue.ts, every few seconds whatever happens) is no part of the request.
    if (!text.includes(`${JOBS_SCHEMA}.`)) sent.push(text.replace(/\s+/g, ' ').trim().slice(0, 80));
    return Reflect.apply(original, this, args);
  };
  pg.Client.prototype.query = counting as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}

it('asks and delivers a follow request in at most 10 statements', async () => {
  const ann = await createAthlete(t, { name: 'Ann Asker' });
  const bob = await createAthlete(t, { name: 'Bob Asked' });
  // The first request of a process prepares what it keeps; the second is the one counted.
  const carl = await createAthlete(t, { name: 'Carl Asked' });
  const socket = t.app.deliveries.deliverers.socket;
  if (!socket) throw new Error('no socket deliverer');
  /** Asks, and waits for the delivery the commit wakes (not a drain, which looks again for more). */
  const ask = async (to: { profileId: string }) => {
    const delivered = new Promise<void>((resolve) => {
      t.app.deliveries.deliverers.socket = {
        async deliver(delivery) {
          const outcome = await socket.deliver(delivery);
          resolve();
          return outcome;
        },
      };
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/following/request',
      headers: auth(ann.token),
      payload: { profileId: to.profileId, profileType: 'athlete' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await delivered;
    // The batch is marked done after its deliveries.
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  await ask(carl);
  const sent = await statementsDuring(() => ask(bob));
  // The request: the session, the asked profile, how the two stand (a request already waiting among it), then the rule's
  // lock, its record and history, and the notification with its deliveries, in a transaction; no settle. The
  // delivery, handed over on commit: its sender, then done (gathered with others under load); no lease, no read
  // back (an organisation's admins only when one receives).
  expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(10);
  expect(
    sent.some((sql) => sql.startsWith('with due as')),
    sent.join('\n'),
  ).toBe(false);
  expect(
    sent.some((sql) => sql.includes('pg_notify')),
    sent.join('\n'),
  ).toBe(false);
  const [request] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from notifications where type = 'follow_request' and receiver_profile_id = $1`,
    [bob.profileId],
  );
  expect(request?.n).toBe(1);
  t.app.deliveries.deliverers.socket = socket;
});
