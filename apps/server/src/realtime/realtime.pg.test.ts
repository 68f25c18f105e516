// Issue 9, several server processes on one PostgreSQL: two apps, each with its own pool and its own socket.io
// server on its own port, as two processes behind one address would be. The postgres adapter (LISTEN/NOTIFY)
// carries a notification emitted by one to a socket on the other, and a revocation through one to the other.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Db, openPostgres } from '../db/connection.ts';
import type { NotificationMessage } from '../jobs/delivery.ts';
import { auth, createAthlete } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  ask,
  closeSockets,
  connect,
  deliverTo,
  disconnection,
  listen,
  nextEvent,
  notificationFor,
} from '../test/sockets.ts';

let base: TestApp;
const nodes: { app: App; db: Db; url: string }[] = [];

async function startNode(databaseUrl: string) {
  const db = await openPostgres(databaseUrl, 2);
  // Same configuration (so the same signing key, as JWT_SECRET shared by several servers), own pool and port.
  const app = await buildApp({
    config: { ...base.config, DATABASE_URL: databaseUrl },
    db,
    mailer: base.mailer,
    logger: false,
  });
  nodes.push({ app, db, url: await listen(app) });
}

/** Each adapter has heard the other's heartbeat: both listen, so a message either way arrives. */
async function untilTheySeeEachOther() {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const counts = await Promise.all(nodes.map((node) => node.app.realtime.io.of('/').adapter.serverCount()));
    if (counts.every((count) => count === nodes.length)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the two processes never saw each other');
}

beforeAll(async () => {
  base = await createTestApp();
  if (!base.databaseUrl) throw new Error('realtime.pg.test.ts runs on PostgreSQL only');
  // base only makes the database and the accounts: its sockets are in memory (no DATABASE_URL in its config), so a
  // socket delivery its lane took (every lane on the database is woken on commit) would reach nobody on A or B.
  await base.app.deliveries.stop();
  await startNode(base.databaseUrl);
  await startNode(base.databaseUrl);
  await untilTheySeeEachOther();
});
afterEach(() => closeSockets());
afterAll(async () => {
  for (const node of nodes) {
    await node.app.close();
    await node.db.close();
  }
  await base.close();
});

const node = (index: number) => {
  const found = nodes[index];
  if (!found) throw new Error(`no node ${index}`);
  return found;
};

/** An athlete registered through node A, listening on a socket of node B. */
async function athleteOnB() {
  const athlete = await createAthlete(base);
  const socket = await connect(node(1).url, { token: athlete.token });
  await ask(socket, 'registerUser', { userId: athlete.user._id, profileId: athlete.profileId });
  return { ...athlete, socket, receiver: { profileId: athlete.profileId, profileType: 'athlete' as const } };
}

describe('two server processes on one PostgreSQL', () => {
  it('share sockets through the postgres adapter', () => {
    expect(nodes.map(({ app }) => app.realtime.adapterKind)).toEqual(['postgres', 'postgres']);
  });

  it('deliver a notification emitted by one process to a socket on the other, large ones too', async () => {
    const athlete = await athleteOnB();
    for (const body of ['Someone wants to follow you', 'x'.repeat(20_000)]) {
      // Over NOTIFY's 8000-byte limit the adapter goes through its attachments table.
      const notification = notificationFor(athlete.receiver, { body });
      const arrived = nextEvent(athlete.socket, 'new-notification');
      await deliverTo(node(0).app.realtime.deliverer, athlete.user._id, notification);
      expect(await arrived).toEqual(notification);
    }
  });

  it("deliver a notification made through one process's API to a socket on the other", async () => {
    const athlete = await athleteOnB();
    const fan = await createAthlete(base);
    const arrived = nextEvent<NotificationMessage>(athlete.socket, 'new-notification');
    const asked = await node(0).app.inject({
      method: 'POST',
      url: '/api/following/request',
      headers: auth(fan.token),
      payload: athlete.receiver,
    });
    expect(asked.statusCode).toBe(200);
    await node(0).app.deliveries.drain();
    expect(await arrived).toMatchObject({ type: 'follow_request', receiver: athlete.receiver, seen: false });
  });

  it('disconnect the sockets of a session ended through the other process', async () => {
    const athlete = await athleteOnB();
    const gone = disconnection(athlete.socket);
    const out = await node(0).app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth(athlete.token),
    });
    expect(out.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
