// The delivery worker (issue 9): what a change commits is delivered after a restart, exactly once; retries back
// off and stop at the cap; a crashed worker's lease runs out; a channel without a deliverer waits; a failing
// deliverer never fails the request that caused the notification.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadMessages } from '../modules/notifications/service.ts';
import { auth, createAthlete } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { recordingDeliverer } from '../test/recording-deliverers.ts';
import { sweepDeliveries } from './delivery-store.ts';
import { createDeliveryWorker, DEFAULT_DELIVERY_SETTINGS, retryDelay } from './delivery-worker.ts';

let t: TestApp;
/** The app of the current process: replaced by a new one on the same database when a test restarts it. */
let app: App;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ log: { level: 'warn', lines } });
  app = t.app;
  unplug(app);
});

/** The app's own deliverers (socket, push) taken away: tests hand in recording ones, or none. */
function unplug(target: App) {
  delete target.deliveries.deliverers.socket;
  delete target.deliveries.deliverers.push;
}
afterAll(async () => {
  if (app !== t.app) await app.close();
  await t.close();
});

/** The test app as the factories see it, with the current process's app. */
const current = (): TestApp => ({ ...t, app });
const deliverers = () => app.deliveries.deliverers;
afterEach(() => {
  delete deliverers().socket;
  delete deliverers().push;
});

/** Ann asks to follow Bob; with `pushDevice`, Bob has a device to push to (else no push delivery is made). */
async function followRequest(options: { pushDevice?: boolean } = {}) {
  const ann = await createAthlete(current());
  const bob = await createAthlete(current());
  if (options.pushDevice) {
    await t.db.query(`insert into push_tokens (user_id, kind, token) values ($1, 'native', $2)`, [
      bob.user._id,
      `device-of-${bob.user._id}`,
    ]);
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/following/request',
    headers: auth(ann.token),
    payload: { profileId: bob.profileId, profileType: 'athlete' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ann, bob };
}

const deliveryRows = () =>
  t.db.query<{
    channel: string;
    state: string;
    attempts: number;
    last_error: string | null;
    wait_ms: number;
  }>(
    `select channel, state, attempts, last_error,
            (extract(epoch from (next_attempt_at - now())) * 1000)::int as wait_ms
       from notification_deliveries order by created_at desc, channel`,
  );

describe('the delivery worker', () => {
  it('is woken by the commit: a follow request reaches the deliverer without waiting for a poll', async () => {
    const socket = recordingDeliverer();
    deliverers().socket = socket.deliverer;
    const { bob } = await followRequest();
    await vi.waitFor(() => expect(socket.delivered).toHaveLength(1), { timeout: 2000 });
    expect(socket.delivered[0]).toMatchObject({
      channel: 'socket',
      attempt: 1,
      userIds: [bob.user._id],
      notification: { type: 'follow_request', receiver: { profileId: bob.profileId } },
    });
  });

  it('delivers after a restart what was committed before it, exactly once', async () => {
    await app.deliveries.drain();
    // The first process commits and stops before delivering (it has no deliverer for either channel).
    const { bob } = await followRequest({ pushDevice: true });
    await app.close();
    // A new process on the same database, its deliverers in place before it starts.
    const second = await buildApp({ config: t.config, db: t.db, mailer: t.mailer, logger: false });
    const socket = recordingDeliverer();
    const push = recordingDeliverer();
    second.deliveries.deliverers.socket = socket.deliverer;
    second.deliveries.deliverers.push = push.deliverer;
    await second.ready();
    try {
      await second.deliveries.drain();
      await second.deliveries.drain();
      const forBob = (list: typeof socket.delivered) => list.filter((d) => d.userIds.includes(bob.user._id));
      expect(forBob(socket.delivered)).toHaveLength(1);
      expect(forBob(push.delivered)).toHaveLength(1);
      expect((await deliveryRows()).every((row) => row.state === 'done')).toBe(true);
    } finally {
      await second.close();
      // Every later test uses a fresh app on the same database.
      app = await rebuild();
    }
  });

  it('retries with exponential back-off, then gives up at the cap; a throwing deliverer is retried too', async () => {
    const worker = createDeliveryWorker({
      loadMessages,
      db: t.db,
      deliverers: {},
      log: app.log,
      settings: { retryBaseMs: 10_000, maxAttempts: 3 },
    });
    let calls = 0;
    worker.deliverers.socket = recordingDeliverer(() => {
      calls += 1;
      if (calls === 2) throw new Error('socket layer down');
      return { kind: 'retry', reason: 'busy' };
    }).deliverer;
    // The app's own worker must not take the rows: it has no deliverer.
    await followRequest();
    await worker.drain();
    let [socket] = (await deliveryRows()).filter((row) => row.channel === 'socket');
    expect(socket).toMatchObject({ state: 'pending', attempts: 1, last_error: 'busy' });
    expect(socket?.wait_ms).toBeGreaterThan(9_000);
    expect(socket?.wait_ms).toBeLessThanOrEqual(10_000);

    const due = () =>
      t.db.query(`update notification_deliveries set next_attempt_at = now() where state = 'pending'`);
    await due();
    await worker.drain();
    [socket] = (await deliveryRows()).filter((row) => row.channel === 'socket');
    expect(socket).toMatchObject({ state: 'pending', attempts: 2, last_error: 'socket layer down' });
    expect(socket?.wait_ms).toBeGreaterThan(19_000);

    await due();
    await worker.drain();
    [socket] = (await deliveryRows()).filter((row) => row.channel === 'socket');
    expect(socket).toMatchObject({ state: 'failed', attempts: 3, last_error: 'busy' });
    await due();
    expect(await worker.drain()).toBe(0);
    expect(calls).toBe(3);
    await worker.stop();
  });

  it('doubles the wait per try up to its cap', () => {
    const settings = { ...DEFAULT_DELIVERY_SETTINGS, retryBaseMs: 1000, maxRetryDelayMs: 5000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(settings, attempt))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('takes over a crashed worker’s delivery once its lease has run out', async () => {
    await t.db.query(`update notification_deliveries set state = 'done' where state = 'pending'`);
    const stuck = createDeliveryWorker({
      loadMessages,
      db: t.db,
      deliverers: {},
      log: app.log,
      settings: { leaseMs: 300 },
    });
    stuck.deliverers.socket = { deliver: () => new Promise(() => {}) };
    const { bob } = await followRequest();
    stuck.wake();
    await vi.waitFor(async () => {
      const [row] = await t.db.query<{ leased_by: string | null }>(
        `select leased_by from notification_deliveries where channel = 'socket' and state = 'pending'`,
      );
      expect(row?.leased_by).toBe(stuck.workerId);
    });
    const rescuer = createDeliveryWorker({ db: t.db, loadMessages, deliverers: {}, log: app.log });
    const socket = recordingDeliverer();
    rescuer.deliverers.socket = socket.deliverer;
    expect(await rescuer.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await rescuer.drain()).toBe(1);
    expect(socket.delivered).toMatchObject([{ attempt: 2, userIds: [bob.user._id] }]);
    await rescuer.stop();
  });

  it('leaves a channel without a deliverer pending, said once in the log, and never fails the request', async () => {
    // A fresh process: its worker has said nothing yet.
    await app.close();
    lines.length = 0;
    app = await rebuild();
    deliverers().socket = recordingDeliverer(() => {
      throw new Error('deliverer exploded');
    }).deliverer;
    await followRequest({ pushDevice: true });
    await followRequest({ pushDevice: true });
    await app.deliveries.drain();
    const waiting = lines.filter(
      (line) => line.includes('no deliverer for this channel') && line.includes('"channel":"push"'),
    );
    expect(waiting).toHaveLength(1);
    const push = (await deliveryRows()).filter((row) => row.channel === 'push' && row.state === 'pending');
    expect(push.length).toBeGreaterThanOrEqual(2);
  });
});

describe('what a notification is delivered on', () => {
  it('makes a push delivery only for a receiver with a device to push to, and a socket one for everyone', async () => {
    const channelsOf = async (receiverUserId: string) =>
      (
        await t.db.query<{ channel: string }>(
          `select d.channel from notification_deliveries d join notifications n on n.id = d.notification_id
            where n.receiver_user_id = $1 order by d.channel`,
          [receiverUserId],
        )
      ).map((row) => row.channel);
    const { bob: withoutDevice } = await followRequest();
    const { bob: withDevice } = await followRequest({ pushDevice: true });
    expect(await channelsOf(withoutDevice.user._id)).toEqual(['socket']);
    expect(await channelsOf(withDevice.user._id)).toEqual(['push', 'socket']);
  });
});

describe('the sweep of finished deliveries', () => {
  it('removes delivered rows after a week and failed ones after a month, never pending ones', async () => {
    await t.db.query('delete from notification_deliveries');
    await followRequest({ pushDevice: true });
    const [first, second] = await t.db.query<{ id: string }>(
      'select id from notification_deliveries order by channel',
    );
    expect(first && second).toBeTruthy();
    // One delivered eight days ago, one failed 31 days ago; the rest of a fresh request stays pending.
    await t.db.query(
      `update notification_deliveries set state = 'done', done_at = now() - interval '8 days' where id = $1`,
      [first?.id],
    );
    await t.db.query(
      `update notification_deliveries set state = 'failed', created_at = now() - interval '31 days' where id = $1`,
      [second?.id],
    );
    await followRequest({ pushDevice: true });
    await t.db.query(`update notification_deliveries set next_attempt_at = now() + interval '1 day'
                       where state = 'pending'`);
    const before = await deliveryRows();
    await sweepDeliveries(t.db, 7, 30);
    const after = await deliveryRows();
    expect(before).toHaveLength(4);
    expect(after.map((row) => row.state)).toEqual(['pending', 'pending']);

    // A delivery finished yesterday is kept.
    await t.db.query(`update notification_deliveries set state = 'done', done_at = now() - interval '1 day'`);
    await sweepDeliveries(t.db, 7, 30);
    expect(await deliveryRows()).toHaveLength(2);
  });
});

async function rebuild() {
  const app = await buildApp({
    config: t.config,
    db: t.db,
    mailer: t.mailer,
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
  });
  unplug(app);
  await app.ready();
  return app;
}
