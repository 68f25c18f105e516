// Where notification delivery runs with a worker process (docs/design-choices.md, "where delivery runs"): an API
// process started with RUN_JOBS=0 delivers to sockets itself, at once after its commit, and leaves push to the worker,
// which the database wakes on that commit (migration 0041). PostgreSQL only.
import { afterEach, expect, it, vi } from 'vitest';
import { auth, createAthlete } from '../test/factories.ts';
import { createTestApp, startWorker, type TestApp } from '../test/harness.ts';
import { recordingDeliverer } from '../test/recording-deliverers.ts';

const closeAfter: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closeAfter.splice(0).reverse()) await close();
});

/** An API process without jobs, Ann, and Bob with a phone to push to; what each of the API's lanes was handed. */
async function apiWithoutJobs() {
  const api = await createTestApp({ runJobs: false });
  closeAfter.push(() => api.close());
  const ann = await createAthlete(api, { name: 'Ann Asker' });
  const bob = await createAthlete(api, { name: 'Bob Asked' });
  await api.db.query(`insert into push_tokens (user_id, kind, token) values ($1, 'native', 'phone-of-bob')`, [
    bob.user._id,
  ]);
  const socket = recordingDeliverer();
  const push = recordingDeliverer();
  api.app.deliveries.deliverers.socket = socket.deliverer;
  api.app.deliveries.deliverers.push = push.deliverer;
  const follow = async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/following/request',
      headers: auth(ann.token),
      payload: { profileId: bob.profileId, profileType: 'athlete' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  return { api, follow, socket: socket.delivered, push: push.delivered };
}

const statesOf = async (api: TestApp) =>
  api.db.query<{ channel: string; state: string }>(
    'select channel, state from notification_deliveries order by channel',
  );

it('delivers to the socket in the API process and pushes from the worker, woken by the commit', async () => {
  const { api, follow, socket, push } = await apiWithoutJobs();
  // The worker's own poll would come only after a minute: the database's word on commit is what wakes it.
  const worker = await startWorker(api, { delivery: { pollMs: 60_000 } });
  closeAfter.push(() => worker.close());
  const pushedByWorker = recordingDeliverer();
  worker.worker.deliveries.deliverers.push = pushedByWorker.deliverer;
  await follow();
  await vi.waitFor(() => expect(pushedByWorker.delivered).toHaveLength(1), { timeout: 5_000, interval: 20 });
  expect(pushedByWorker.delivered[0]?.notification.type).toBe('follow_request');
  await vi.waitFor(() =>
    expect(socket.map((delivery) => delivery.notification.type)).toEqual(['follow_request']),
  );
  expect(push).toEqual([]);
  await vi.waitFor(async () =>
    expect(await statesOf(api)).toEqual([
      { channel: 'push', state: 'done' },
      { channel: 'socket', state: 'done' },
    ]),
  );
});

it('leaves push deliveries waiting in the database while no worker runs, and delivers the socket', async () => {
  const { api, follow, socket, push } = await apiWithoutJobs();
  await follow();
  await vi.waitFor(() => expect(socket).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(push).toEqual([]);
  expect(await statesOf(api)).toEqual([
    { channel: 'push', state: 'pending' },
    { channel: 'socket', state: 'done' },
  ]);
  // A worker started later pushes it.
  const worker = await startWorker(api);
  closeAfter.push(() => worker.close());
  const pushedByWorker = recordingDeliverer();
  worker.worker.deliveries.deliverers.push = pushedByWorker.deliverer;
  // Its first look ran as it started, before the recording deliverer was set: the next one is a wake.
  worker.worker.deliveries.wake(['push']);
  await vi.waitFor(async () =>
    expect(await statesOf(api)).toEqual([
      { channel: 'push', state: 'done' },
      { channel: 'socket', state: 'done' },
    ]),
  );
});
