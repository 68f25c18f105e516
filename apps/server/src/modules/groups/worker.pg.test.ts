// Issue 24: a notice posted to an API process started with RUN_JOBS=0 is told by the worker process (npm run worker),
// whose job has no API event bus and makes its own with the groups' handlers. PostgreSQL only.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { groupCalls } from '../../test/groups.ts';
import { createTestApp, startWorker, type TestApp } from '../../test/harness.ts';

const FAST = { pollSeconds: 0.2, cronSeconds: 1 };

let api: TestApp;
let worker: Awaited<ReturnType<typeof startWorker>>;
beforeAll(async () => {
  api = await createTestApp({ runJobs: false, jobs: FAST });
  worker = await startWorker(api, { jobs: FAST });
});
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
