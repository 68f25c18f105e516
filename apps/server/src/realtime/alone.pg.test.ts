// Issue 22, item 26: a process alone on its PostgreSQL emits a notification to its own sockets without telling
// other processes through the adapter (a NOTIFY and its echo on every emit, for nobody); while another process may
// yet be unheard (the first seconds after start), or once one is heard, every emit goes through the adapter.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Db, openPostgres } from '../db/connection.ts';
import { createAthlete } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  ask,
  closeSockets,
  connect,
  deliverTo,
  listen,
  nextEvent,
  notificationFor,
  pause,
} from '../test/sockets.ts';
import { createSocketDeliverer } from './deliverer.ts';

let base: TestApp;
let lone: { app: App; db: Db; url: string };
/** Listens on the adapter's channel, as another process would: what the lone process told the others. */
let listener: pg.Client;
const told: string[] = [];

beforeAll(async () => {
  base = await createTestApp();
  if (!base.databaseUrl) throw new Error('alone.pg.test.ts runs on PostgreSQL only');
  // base only makes the database and the accounts (its sockets are in memory); its lanes stay out of the way.
  await base.app.deliveries.stop();
  const db = await openPostgres(base.databaseUrl, 2);
  const app = await buildApp({
    config: { ...base.config, DATABASE_URL: base.databaseUrl },
    db,
    mailer: base.mailer,
    logger: false,
  });
  await app.deliveries.stop();
  lone = { app, db, url: await listen(app) };
  listener = new pg.Client({ connectionString: base.databaseUrl });
  await listener.connect();
  listener.on('notification', (message) => {
    // Only emits: heartbeats (type 2) say nothing of a notification.
    if (message.payload?.includes('new-notification')) told.push(message.payload);
  });
  await listener.query('LISTEN "socket.io#/"');
});
afterEach(() => {
  closeSockets();
  told.length = 0;
});
afterAll(async () => {
  await listener?.end();
  await lone?.app.close();
  await lone?.db.close();
  await base?.close();
});

async function athleteOnLone() {
  const athlete = await createAthlete(base);
  const socket = await connect(lone.url, { token: athlete.token });
  await ask(socket, 'registerUser', { userId: athlete.user._id, profileId: athlete.profileId });
  return { ...athlete, socket, receiver: { profileId: athlete.profileId, profileType: 'athlete' as const } };
}

/** Delivers a notification to a socket of the lone process's; answers its id once the socket has it. */
async function deliverWith(deliverer: ReturnType<typeof createSocketDeliverer>): Promise<string> {
  const athlete = await athleteOnLone();
  const notification = notificationFor(athlete.receiver);
  const arrived = nextEvent(athlete.socket, 'new-notification');
  await deliverTo(deliverer, athlete.user._id, notification);
  expect(await arrived).toEqual(notification);
  return notification._id;
}

/** Waits until the others have been told of notification `id` (fails after 5 s). */
async function untilTold(id: string) {
  for (let waited = 0; !told.some((payload) => payload.includes(id)); waited += 20) {
    if (waited > 5000) throw new Error(`the others were never told of ${id}`);
    await pause(20);
  }
}

it('runs on the postgres adapter', () => {
  expect(lone.app.realtime.adapterKind).toBe('postgres');
});

it('delivers to its own socket without a NOTIFY once it has heard of no other process since its start', async () => {
  const quiet = await deliverWith(createSocketDeliverer(lone.app.realtime.io, { aloneAfterMs: 0 }));
  // A second emit that does go through the adapter, after it: once the others have heard of that one, a NOTIFY for
  // the first would have come too (no fixed wait that a slow machine could outlast).
  const heard = await deliverWith(createSocketDeliverer(lone.app.realtime.io, { aloneAfterMs: 60_000 }));
  await untilTold(heard);
  expect(told.filter((payload) => payload.includes(quiet))).toEqual([]);
});

it('tells the others of each emit in its first seconds, while one started beside it may be unheard', async () => {
  const heard = await deliverWith(createSocketDeliverer(lone.app.realtime.io, { aloneAfterMs: 60_000 }));
  await untilTold(heard);
  expect(told).toHaveLength(1);
});
