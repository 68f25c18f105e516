// A server killed between a commit and its delivery (issue 9): the real server runs as a child process on the test's
// PostgreSQL; a follow request commits through it; its push is on the wire when the process is killed (SIGKILL,
// nothing runs on the way out). Started again, the server delivers the notification, once, and never again.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, createAthlete } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { startPushService } from '../test/push-service.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_ALLOW_LOCAL: '1' } });
  if (!t.databaseUrl) throw new Error('delivery-crash.pg.test.ts runs on PostgreSQL only');
  // The test's own app only sets the scene: its worker delivers nothing.
  delete t.app.deliveries.deliverers.socket;
  delete t.app.deliveries.deliverers.push;
  service = await startPushService();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await service.close();
  await t.close();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `npm start`'s server (apps/server/src/main.ts) in a process of its own, on the test's database and data folder. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: t.databaseUrl,
      // The same folder: the same token secret and VAPID keys as the test's app.
      DATA_DIR: t.dataDir,
      PUBLIC_URL: 'http://podium.test',
      WEB_DIST: t.config.WEB_DIST,
      PUSH_ALLOW_LOCAL: '1',
      REALTIME_ADAPTER: 'memory',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    async () => {
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
    },
    { timeout: 30_000, interval: 200 },
  );
  return { url, child };
}

async function kill(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const pushRow = async () =>
  (
    await t.db.query<{ state: string; attempts: number }>(
      `select state, attempts from notification_deliveries where channel = 'push'`,
    )
  )[0];

describe('a server killed between commit and delivery', () => {
  it('delivers the notification once it is started again, and never twice', async () => {
    const asker = await createAthlete(t, { name: 'Kim Asker' });
    const receiver = await createAthlete(t, { name: 'Ravi Receiver' });
    const { path, subscription } = service.subscribe();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/update-user-token',
      headers: auth(receiver.token),
      payload: { notificationToken: subscription },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The push service takes the first push and goes quiet: the process is killed with it on the wire.
    service.respondWith(() => (service.pushesTo(path).length === 1 ? 'hang' : 201));

    const first = await startServer();
    const asked = await fetch(`${first.url}/api/following/request`, {
      method: 'POST',
      headers: { ...auth(asker.token), 'content-type': 'application/json' },
      body: JSON.stringify({ profileId: receiver.profileId, profileType: 'athlete' }),
    });
    expect(asked.status).toBe(200);
    await vi.waitFor(() => expect(service.pushesTo(path)).toHaveLength(1), { timeout: 10_000 });
    await kill(first.child);
    // Committed, not delivered: the row waits, leased by a process that is gone.
    expect(await pushRow()).toEqual({ state: 'pending', attempts: 1 });

    // The lease (60 s) has run out by the time anyone looks again; the test moves the row's clock, not its own.
    await t.db.query(
      `update notification_deliveries set lease_until = now() - interval '1 second' where state = 'pending'`,
    );
    const second = await startServer();
    await vi.waitFor(async () => expect(await pushRow()).toEqual({ state: 'done', attempts: 2 }), {
      timeout: 15_000,
    });
    const pushes = service.pushesTo(path);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]?.payload).toMatchObject({ title: 'Kim Asker', body: 'wants to follow you' });

    // Acknowledged once: a later look (a poll, another restart) sends nothing more.
    await kill(second.child);
    await startServer();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(service.pushesTo(path)).toHaveLength(2);
    expect(service.failures).toEqual([]);
  }, 90_000);
});
