// Issue 24: a notice posted to an API process started with RUN_JOBS=0 is told by the worker process (npm run worker),
// whose job has no API event bus and makes its own with the groups' handlers; the members' sockets on the API process
// have it at once, woken by the database on the job's commit (migration 0046): the API's delivery poll is set far too
// long to matter. PostgreSQL only.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { groupCalls } from '../../test/groups.ts';
import { createTestApp, startWorker, type TestApp } from '../../test/harness.ts';
import { ask, closeSockets, connect, listen } from '../../test/sockets.ts';

const FAST = { pollSeconds: 0.2, cronSeconds: 1 };

let api: TestApp;
let worker: Awaited<ReturnType<typeof startWorker>>;
let url: string;
beforeAll(async () => {
  api = await createTestApp({ runJobs: false, jobs: FAST, delivery: { pollMs: 600_000 } });
  worker = await startWorker(api, { jobs: FAST });
  url = await listen(api.app);
});
afterEach(() => closeSockets());
afterAll(async () => {
  await worker.close();
  await api.close();
});

it('tells a notice from the worker process, as each member’s setting says', async () => {
  const g = groupCalls(api);
  const cora = await g.coach('Cora Coach');
  const groupId = await g.makeGroup(cora, 'Worker Squad');
  const al = await g.athlete('Al Told');
  const mu = await g.athlete('Mu Muted');
  await g.addMember(groupId, cora, al);
  await g.addMember(groupId, cora, mu);
  await g.call('PUT', `/api/groups/${groupId}/settings`, mu, { type: 'athlete', notifications: 'muted' });
  const posted = await g.call('POST', `/api/groups/${groupId}/noticeboard`, cora, {
    type: 'coach',
    text: 'From afar',
  });
  expect(posted.statusCode).toBe(201);
  await worker.worker.jobs.settled();
  const notices = async (who: typeof al) =>
    (await g.call('GET', `/api/notifications?profile_id=${who.profileId}&profile_type=athlete`, who))
      .json()
      .notifications.filter((n: { type: string }) => n.type === 'Group Notice');
  expect(await notices(al)).toEqual([
    expect.objectContaining({
      body: 'posted a notice in the Worker Squad group',
      data: expect.objectContaining({ groupId }),
    }),
  ]);
  expect(await notices(mu)).toEqual([]);
});

it('reaches a member’s socket on the API process within a second of the worker’s commit', async () => {
  const g = groupCalls(api);
  const cora = await g.coach('Cora Sockets');
  const groupId = await g.makeGroup(cora, 'Socket Squad');
  const al = await g.athlete('Al Listening');
  await g.addMember(groupId, cora, al);
  const socket = await connect(url, { token: al.token });
  await ask(socket, 'registerUser', { userId: al.userId, profileId: al.profileId });
  // The job starts within milliseconds of the post (the jobs' own wake); a second is ample for the rest, where the
  // API's delivery poll (600 s here) would never come in time.
  // Al's invitation may still be on its way to the socket (its delivery woken by its own commit): the notice is
  // the notification waited for.
  const arrived = new Promise<{ type: string; data: { groupId: string } }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no Group Notice within 1500 ms')), 1500);
    socket.on('new-notification', (message: { type: string; data: { groupId: string } }) => {
      if (message.type !== 'Group Notice') return;
      clearTimeout(timer);
      resolve(message);
    });
  });
  const posted = await g.call('POST', `/api/groups/${groupId}/noticeboard`, cora, {
    type: 'coach',
    text: 'Training moved to 6pm',
  });
  expect(posted.statusCode).toBe(201);
  expect(await arrived).toMatchObject({ type: 'Group Notice', data: { groupId } });
});
