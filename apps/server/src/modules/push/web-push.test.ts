// Web Push end to end: a subscription stored through the API, pushed to a local https push service that checks
// the VAPID signature and decrypts the payload as a browser would; gone endpoints removed; an acknowledged push
// never sent twice, across retries and a restart of the deliverer.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPushProviders } from '../../providers/push/select.ts';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buildPushDelivery, startPushService } from '../../test/push-service.ts';
import { createPushDeliverer } from './deliverer.ts';
import { listTokens } from './store.ts';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
const logLines: string[] = [];
const log = {
  info: (...args: unknown[]) => logLines.push(JSON.stringify(args)),
  warn: (...args: unknown[]) => logLines.push(JSON.stringify(args)),
};

/** A deliverer as the server builds it: a new one is what a restarted process has. */
const newDeliverer = () => createPushDeliverer({ db: t.db, web: createPushProviders(t.config).web, log });

beforeAll(async () => {
  t = await createTestApp({ env: { PUSH_ALLOW_LOCAL: '1' } });
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  await t.close();
});
afterEach(() => {
  service.respondWith(() => 201);
  expect(service.failures.splice(0)).toEqual([]);
});

async function subscribedUser() {
  const user = await registerUser(t);
  const { path, subscription } = service.subscribe();
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/notifications/update-user-token',
    headers: auth(user.token),
    payload: { notificationToken: subscription },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ msg: 'Notification token saved', kind: 'web' });
  return { user, path, subscription };
}

describe('Web Push', () => {
  it('sends title, body, image and data.videoUrl, encrypted for the browser and signed with our VAPID key', async () => {
    const { user, path } = await subscribedUser();
    const delivery = buildPushDelivery(user.user._id);

    expect(await newDeliverer().deliver(delivery)).toEqual({ kind: 'done' });

    const [push, ...more] = service.pushesTo(path);
    expect(more).toEqual([]);
    expect(push?.payload).toEqual({
      title: 'Sam Rivers',
      body: 'Sam Rivers asked to follow you',
      image: 'https://cdn.example.com/photos/sam.jpg',
      data: {
        notificationId: delivery.notification._id,
        type: 'follow_request',
        profileId: delivery.notification.receiver.profileId,
        profileType: 'athlete',
        videoUrl: 'https://cdn.example.com/videos/highlight.mp4',
      },
    });
    const key = await t.app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(key.statusCode).toBe(200);
    expect(push?.vapidKey).toBe(key.json().publicKey);
    expect(push?.headers.ttl).toBe('86400');
    expect(push?.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('keeps the VAPID keys it generated across restarts (a subscription is bound to them)', async () => {
    const first = createPushProviders(t.config).web.publicKey;
    expect(createPushProviders(t.config).web.publicKey).toBe(first);
  });

  it('removes a subscription the push service reports gone (410, 404) and does not push to it again', async () => {
    const expired = await subscribedUser();
    const { path: withdrawnPath, subscription: withdrawn } = service.subscribe();
    const { path: livePath, subscription: live } = service.subscribe();
    for (const subscription of [withdrawn, live]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/update-user-token',
        headers: auth(expired.user.token),
        payload: { notificationToken: subscription },
      });
      expect(response.statusCode).toBe(200);
    }
    service.respondWith((path) => (path === expired.path ? 410 : path === withdrawnPath ? 404 : 201));
    expect(await newDeliverer().deliver(buildPushDelivery(expired.user.user._id))).toEqual({ kind: 'done' });
    const left = await listTokens(t.db, [expired.user.user._id]);
    expect(left.map((token) => token.token)).toEqual([live.endpoint]);

    service.respondWith(() => 201);
    await newDeliverer().deliver(buildPushDelivery(expired.user.user._id));
    expect(service.pushesTo(expired.path)).toHaveLength(1);
    expect(service.pushesTo(withdrawnPath)).toHaveLength(1);
    expect(service.pushesTo(livePath)).toHaveLength(2);
  });

  it('retries on 429 and 5xx, and never sends again to a device that acknowledged, even after a restart', async () => {
    const first = await subscribedUser();
    const { path: secondPath, subscription: second } = service.subscribe();
    const stored = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/update-user-token',
      headers: auth(first.user.token),
      payload: { notificationToken: second },
    });
    expect(stored.statusCode).toBe(200);
    const delivery = buildPushDelivery(first.user.user._id);

    service.respondWith((path) => (path === secondPath ? 503 : 201));
    const busy = await newDeliverer().deliver(delivery);
    expect(busy.kind).toBe('retry');
    service.respondWith((path) => (path === secondPath ? 429 : 201));
    expect((await newDeliverer().deliver({ ...delivery, attempt: 2 })).kind).toBe('retry');

    service.respondWith(() => 201);
    // A new deliverer: what the worker has after a crash between the acknowledgement and recording `done`.
    expect(await newDeliverer().deliver({ ...delivery, attempt: 3 })).toEqual({ kind: 'done' });
    expect(await newDeliverer().deliver({ ...delivery, attempt: 4 })).toEqual({ kind: 'done' });

    expect(service.pushesTo(first.path)).toHaveLength(1);
    // Refused twice (503, 429), accepted once: the push service holds it once.
    expect(service.pushesTo(secondPath)).toHaveLength(3);
    const topics = new Set(service.pushesTo(secondPath).map((push) => push.headers.topic));
    expect(topics.size).toBe(1);
  });

  it('does not send when the name now resolves to a local address (checked again at sending)', async () => {
    const { user, path } = await subscribedUser();
    const strict = createPushProviders({ ...t.config, PUSH_ALLOW_LOCAL: false });
    const deliverer = createPushDeliverer({ db: t.db, web: strict.web, log });

    expect(await deliverer.deliver(buildPushDelivery(user.user._id))).toEqual({ kind: 'done' });
    expect(service.pushesTo(path)).toEqual([]);
    expect(logLines.some((line) => line.includes('Its host is not on a public address'))).toBe(true);
  });

  it('pushes to nobody when the account has no device', async () => {
    const user = await registerUser(t);
    expect(await newDeliverer().deliver(buildPushDelivery(user.user._id))).toEqual({ kind: 'done' });
  });
});
