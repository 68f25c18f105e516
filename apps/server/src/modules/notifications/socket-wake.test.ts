// A notification reaches its receiver's socket as soon as it commits, whoever wrote it: a request here, a plain
// transaction, a job in the worker (modules/groups/worker.pg.test.ts). The database wakes every process's socket lane
// on commit (migration 0046, jobs/delivery-wake.ts); the lane's poll is set far too long to matter here, so only that
// wake can deliver.
import { FollowRequestNotificationSchema } from '@podium/core/api';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createAthlete } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ask, closeSockets, connect, listen, nextEvent } from '../../test/sockets.ts';
import { notify } from './service.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ delivery: { pollMs: 600_000 } });
  url = await listen(t.app);
});
afterEach(() => closeSockets());
afterAll(() => t.close());

async function listening(name: string) {
  const athlete = await createAthlete(t, { name });
  const socket = await connect(url, { token: athlete.token });
  await ask(socket, 'registerUser', { userId: athlete.user._id, profileId: athlete.profileId });
  const ref = { profileId: athlete.profileId, profileType: 'athlete' as const, userId: athlete.user._id };
  return { socket, ref };
}

it('reaches the socket when written outside any request, in a transaction of its own', async () => {
  const ann = await listening('Ann Awake');
  const bob = await listening('Bob Sender');
  const arrived = nextEvent<{ type: string; receiver: { profileId: string } }>(
    ann.socket,
    'new-notification',
    3000,
  );
  await t.db.transaction((tx) =>
    notify(tx, {
      kind: FollowRequestNotificationSchema,
      body: 'wants to follow you',
      data: { _id: bob.ref.profileId, senderType: 'athlete', userType: 'athlete' },
      sender: bob.ref,
      receiver: ann.ref,
    }),
  );
  expect(await arrived).toMatchObject({ type: 'follow_request', receiver: { profileId: ann.ref.profileId } });
});
