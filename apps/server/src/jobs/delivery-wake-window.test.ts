// A wake is never lost (issue 22, item 26's lane that leases once a wake): however late in a lane's run a commit's
// wake arrives, a lease starts after it. A wake that came after the run's last look and before the run was
// forgotten was taken as "the run in hand will look again" by nobody, and its rows waited for the 5 s poll.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { createDeliveryWorker } from './delivery-worker.ts';

/** A database whose lease finds nothing, a few microtasks after it is asked; counts the leases begun. */
function emptyDatabase() {
  const seen = { leases: 0 };
  const settle = async (ticks: number) => {
    for (let tick = 0; tick < ticks; tick += 1) await Promise.resolve();
  };
  const db = {
    kind: 'pglite',
    async query(sql: unknown) {
      const text = typeof sql === 'string' ? sql : (sql as { text: string }).text;
      if (text.includes('notification_deliveries d')) seen.leases += 1;
      await settle(3);
      return [];
    },
  } as unknown as Db;
  return { db, seen };
}

const microtasks = async (count: number) => {
  for (let tick = 0; tick < count; tick += 1) await Promise.resolve();
};

describe('a delivery lane woken while its run ends', () => {
  it('leases again after every wake, whichever microtask the wake lands on', async () => {
    const { db, seen } = emptyDatabase();
    const worker = createDeliveryWorker({
      db,
      loadMessages: async () => new Map(),
      deliverers: { socket: { deliver: async () => ({ kind: 'done' }) } },
      log: pino({ level: 'silent' }),
      lanes: ['socket'],
    });
    const lost: number[] = [];
    for (let offset = 0; offset < 40; offset += 1) {
      worker.wake(['socket']);
      await microtasks(offset);
      const before = seen.leases;
      worker.wake(['socket']);
      // Long enough for any run the wakes started to end (a few statements of 3 microtasks each).
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (seen.leases === before) lost.push(offset);
    }
    expect(lost).toEqual([]);
    await worker.stop();
  });
});
