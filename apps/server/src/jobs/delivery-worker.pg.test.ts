// Two server processes on one PostgreSQL (issue 9): their delivery workers, each with its own pool, lease from
// one table at once and never hand the same delivery to two deliverers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../db/connection.ts';
import { registerNotificationKinds } from '../modules/notifications/kinds.ts';
import { loadMessages, notify } from '../modules/notifications/service.ts';
import { createAthlete } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { PingNotificationSchema } from '../test/ping-feature/kinds.ts';
import { recordingDeliverer } from '../test/recording-deliverers.ts';
import { createDeliveryWorker } from './delivery-worker.ts';

let t: TestApp;
let otherDb: Db;
beforeAll(async () => {
  t = await createTestApp();
  registerNotificationKinds([PingNotificationSchema]);
  if (!t.databaseUrl) throw new Error('delivery-worker.pg.test.ts runs on PostgreSQL only');
  otherDb = await openPostgres(t.databaseUrl, 4);
  // The app's own worker stays out of it.
  delete t.app.deliveries.deliverers.socket;
  delete t.app.deliveries.deliverers.push;
});
afterAll(async () => {
  await otherDb.close();
  await t.close();
});

describe('two delivery workers on one database', () => {
  it('deliver every row exactly once between them', async () => {
    const ann = await createAthlete(t);
    const receiver = { profileId: ann.profileId, profileType: 'athlete' as const, userId: ann.user._id };
    // A device to push to, so every notification has a push delivery beside its socket one.
    await t.db.query(
      `insert into push_tokens (user_id, kind, token) values ($1, 'native', 'device-of-ann')`,
      [ann.user._id],
    );
    const count = 60;
    for (let n = 0; n < count; n += 1) {
      await t.db.transaction((tx) =>
        notify(tx, {
          kind: PingNotificationSchema,
          body: `${n}`,
          data: { n, note: '' },
          sender: null,
          receiver,
        }),
      );
    }
    // A little wait per delivery, so both workers are busy at once.
    const slow = () =>
      new Promise<{ kind: 'done' }>((resolve) => setTimeout(() => resolve({ kind: 'done' }), 5));
    const workers = [t.db, otherDb].map((db) => {
      const worker = createDeliveryWorker({
        db,
        loadMessages,
        deliverers: {},
        log: t.app.log,
        settings: { batchSize: { socket: 7, push: 7 } },
      });
      const socket = recordingDeliverer(slow);
      const push = recordingDeliverer(slow);
      worker.deliverers.socket = socket.deliverer;
      worker.deliverers.push = push.deliverer;
      return { worker, delivered: () => [...socket.delivered, ...push.delivered] };
    });
    await Promise.all([...workers, ...workers].map(({ worker }) => worker.drain()));
    const ids = workers.flatMap(({ delivered }) => delivered().map((delivery) => delivery.id));
    expect(ids).toHaveLength(count * 2);
    expect(new Set(ids).size).toBe(count * 2);
    // Both took part.
    for (const { delivered } of workers) expect(delivered().length).toBeGreaterThan(0);
    const states = await t.db.query<{ state: string; n: number }>(
      'select state, count(*)::int as n from notification_deliveries group by state',
    );
    expect(states).toEqual([{ state: 'done', n: count * 2 }]);
    await Promise.all(workers.map(({ worker }) => worker.stop()));
  });
});
