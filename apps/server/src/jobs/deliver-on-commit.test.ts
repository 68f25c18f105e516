// The socket delivery handed over on commit (issue 22, item 26; jobs/delivery.ts SocketHandoff): a process whose
// worker runs the socket lane writes a notification's socket delivery leased to that worker and hands it over once
// the transaction commits, so the database wakes nobody for it and nothing is leased or read back; a transaction
// that rolls back hands nothing; a process that dies before delivering leaves the row to any worker once the lease
// runs out; a process without a socket deliverer writes it unleased, for whichever process has one. Both databases.
import { FollowRequestNotificationSchema } from '@podium/core/api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db, Transaction } from '../db/connection.ts';
import { notify } from '../modules/notifications/service.ts';
import { auth, createAthlete } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { recordingDeliverer } from '../test/recording-deliverers.ts';
import { DUE_SIGNALS, type SocketHandoff, socketHandoff } from './delivery.ts';

let t: TestApp;
/** The database the app's transactions run on (on PostgreSQL t.db is a wrapper that waits for the app's events). */
let appDb: Db;
beforeAll(async () => {
  t = await createTestApp();
  appDb = await t.db.transaction(async (tx) => (tx as Transaction).database);
});
afterAll(() => t.close());

const deliverers = () => t.app.deliveries.deliverers;
const original = { socket: undefined as ReturnType<typeof deliverers>['socket'] };
beforeAll(() => {
  original.socket = deliverers().socket;
});
afterEach(() => {
  deliverers().socket = original.socket;
});

/** What the database said on the socket lane's channel while fn ran (its wake for unleased socket deliveries). */
async function wakesDuring(fn: () => Promise<void>): Promise<number> {
  let wakes = 0;
  const listening = await t.db.listen(
    [DUE_SIGNALS.socket],
    () => {
      wakes += 1;
    },
    () => undefined,
  );
  try {
    await fn();
    // A NOTIFY reaches a PostgreSQL listener a moment after its commit.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await listening.close();
  }
  return wakes;
}

async function pair() {
  const ann = await createAthlete(t, { name: 'Ann Asker' });
  const bob = await createAthlete(t, { name: 'Bob Asked' });
  return { ann, bob };
}

const ask = (from: { token: string }, to: { profileId: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/following/request',
    headers: auth(from.token),
    payload: { profileId: to.profileId, profileType: 'athlete' },
  });

const socketRows = (profileId: string) =>
  t.db.query<{ state: string; attempts: number; leased_by: string | null }>(
    `select d.state, d.attempts, d.leased_by from notification_deliveries d
       join notifications n on n.id = d.notification_id
      where d.channel = 'socket' and n.receiver_profile_id = $1`,
    [profileId],
  );

describe('a socket delivery handed over on commit', () => {
  it('reaches the deliverer with its message, wakes no lane, and is recorded done', async () => {
    const { ann, bob } = await pair();
    const socket = recordingDeliverer();
    deliverers().socket = socket.deliverer;
    const wakes = await wakesDuring(async () => {
      expect((await ask(ann, bob)).statusCode).toBe(200);
      await vi.waitFor(() => expect(socket.delivered).toHaveLength(1), { timeout: 2_000 });
    });
    expect(wakes).toBe(0);
    expect(socket.delivered[0]).toMatchObject({
      channel: 'socket',
      attempt: 1,
      userIds: [bob.user._id],
      notification: {
        type: 'follow_request',
        body: 'wants to follow you',
        sender: { profileId: ann.profileId, name: 'Ann Asker' },
        receiver: { profileId: bob.profileId, profileType: 'athlete' },
        seen: false,
      },
    });
    await t.app.deliveries.drain();
    expect(await socketRows(bob.profileId)).toEqual([
      { state: 'done', attempts: 1, leased_by: t.app.deliveries.workerId },
    ]);
  });

  it('gives each of a burst its own sender when their senders are read together', async () => {
    const bob = await createAthlete(t, { name: 'Bob Popular' });
    const askers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createAthlete(t, { name: `Asker ${index}` })),
    );
    const socket = recordingDeliverer();
    deliverers().socket = socket.deliverer;
    const answers = await Promise.all(askers.map((asker) => ask(asker, bob)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(askers.map(() => 200));
    await t.app.deliveries.drain();
    expect(
      socket.delivered
        .map((delivery) => [delivery.notification.sender?.profileId, delivery.notification.sender?.name])
        .sort(),
    ).toEqual(askers.map((asker, index) => [asker.profileId, `Asker ${index}`]).sort());
    expect(socket.delivered.every((delivery) => delivery.userIds.join() === bob.user._id)).toBe(true);
  });

  it('is written unleased for another process while this one has no socket deliverer', async () => {
    const { ann, bob } = await pair();
    delete deliverers().socket;
    const wakes = await wakesDuring(async () => {
      expect((await ask(ann, bob)).statusCode).toBe(200);
    });
    expect(wakes).toBeGreaterThan(0);
    expect(await socketRows(bob.profileId)).toEqual([
      expect.objectContaining({ state: 'pending', leased_by: null }),
    ]);
    // A process with a deliverer takes it as any pending row.
    const socket = recordingDeliverer();
    deliverers().socket = socket.deliverer;
    await t.app.deliveries.drain();
    expect(socket.delivered.map((delivery) => delivery.userIds)).toEqual([[bob.user._id]]);
  });

  it('hands nothing over when the transaction rolls back', async () => {
    const { ann, bob } = await pair();
    const socket = recordingDeliverer();
    deliverers().socket = socket.deliverer;
    const refs = {
      ann: { profileId: ann.profileId, profileType: 'athlete' as const, userId: ann.user._id },
      bob: { profileId: bob.profileId, profileType: 'athlete' as const, userId: bob.user._id },
    };
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, {
          kind: FollowRequestNotificationSchema,
          body: 'wants to follow you',
          data: { _id: ann.profileId, senderType: 'athlete', userType: 'athlete' },
          sender: refs.ann,
          receiver: refs.bob,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.deliveries.drain();
    expect(socket.delivered).toEqual([]);
    expect(await socketRows(bob.profileId)).toEqual([]);
  });

  it('is delivered by any worker once its lease runs out when the process died before delivering it', async () => {
    const { ann, bob } = await pair();
    const socket = recordingDeliverer();
    deliverers().socket = socket.deliverer;
    const handoff = socketHandoff.of(appDb);
    if (!handoff) throw new Error('the app hands socket deliveries over on commit');
    // A process that leases the row for 300 ms and dies before it is handed anything.
    const dying: SocketHandoff = {
      lease: () => ({ workerId: 'a-process-that-died', leaseMs: 300 }),
      take: () => undefined,
    };
    socketHandoff.set(appDb, dying);
    try {
      expect((await ask(ann, bob)).statusCode).toBe(200);
    } finally {
      socketHandoff.set(appDb, handoff);
    }
    await t.app.deliveries.drain();
    expect(socket.delivered).toEqual([]);
    expect(await socketRows(bob.profileId)).toEqual([
      { state: 'pending', attempts: 1, leased_by: 'a-process-that-died' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await t.app.deliveries.drain();
    expect(socket.delivered).toEqual([expect.objectContaining({ attempt: 2, userIds: [bob.user._id] })]);
    expect(await socketRows(bob.profileId)).toEqual([
      { state: 'done', attempts: 2, leased_by: t.app.deliveries.workerId },
    ]);
  });
});
