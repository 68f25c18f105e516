// Issue 9: socket.io on the API's port. Only a live session connects; registerUser listens for the token's own
// profiles only; notifications reach every socket of the receiving profile and nobody else's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.ts';
import type { NotificationMessage } from '../jobs/delivery.ts';
import { auth, createAthlete, registerUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  ask,
  closeSockets,
  collect,
  connect,
  deliverTo,
  disconnection,
  listen,
  nextEvent,
  notificationFor,
  pause,
  refusal,
} from '../test/sockets.ts';
import { NOT_YOUR_ACCOUNT, NOT_YOUR_PROFILE } from './connection.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => closeSockets());
afterAll(async () => {
  await t.close();
});

const deliver = (userId: string, notification: NotificationMessage) =>
  deliverTo(t.app.realtime.deliverer, userId, notification);

/** An athlete with a profile, signed in on a socket registered for it. */
async function listeningAthlete() {
  const athlete = await createAthlete(t);
  const socket = await connect(url, { token: athlete.token });
  const ack = await ask(socket, 'registerUser', { userId: athlete.user._id, profileId: athlete.profileId });
  expect(ack).toEqual({ profileId: athlete.profileId, profileType: 'athlete' });
  return { ...athlete, socket, receiver: { profileId: athlete.profileId, profileType: 'athlete' as const } };
}

describe('configuration', () => {
  it('keeps rooms in memory on the embedded database, and refuses the postgres adapter without DATABASE_URL', () => {
    expect(t.app.realtime.adapterKind).toBe('memory');
    expect(() => readConfig({ REALTIME_ADAPTER: 'postgres' })).toThrow(
      new ConfigError('Invalid configuration: REALTIME_ADAPTER postgres needs DATABASE_URL'),
    );
    expect(() => readConfig({ REALTIME_ADAPTER: 'redis' })).toThrow(
      new ConfigError('Invalid configuration: REALTIME_ADAPTER must be postgres or memory'),
    );
  });
});

describe('shutting down', () => {
  it('closes open sockets, so the server stops without waiting for them', async () => {
    const other = await createTestApp();
    const otherUrl = await listen(other.app);
    const { token } = await registerUser(other);
    const socket = await connect(otherUrl, { token });
    const gone = disconnection(socket);
    await other.close();
    expect(await gone).toBe('io server disconnect');
  });
});

describe('connecting', () => {
  it('refuses a connection without a token, with a forged one and with an ended session', async () => {
    expect(await refusal(url)).toEqual({
      message: 'Please sign in to continue',
      data: { errors: [{ msg: 'Please sign in to continue' }] },
    });
    const ended = { errors: [{ msg: 'Your session has expired. Please sign in again' }] };
    expect((await refusal(url, { token: 'not.a.token' })).data).toEqual(ended);

    const { token } = await registerUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) });
    expect((await refusal(url, { token })).data).toEqual(ended);
    expect((await refusal(url, { header: token })).data).toEqual(ended);
  });

  it('admits a live session in auth.token (the web app) and in the x-auth-token header (the native shell)', async () => {
    const { token } = await registerUser(t);
    expect((await connect(url, { token })).connected).toBe(true);
    expect((await connect(url, { header: token })).connected).toBe(true);
  });
});

describe('ping-check', () => {
  it('answers its acknowledgement, and answers with an event when asked without one', async () => {
    const { token } = await registerUser(t);
    const socket = await connect(url, { token });
    expect(await ask(socket, 'ping-check')).toMatchObject({ status: 'ok', time: expect.any(String) });
    const answer = nextEvent(socket, 'ping-check');
    socket.emit('ping-check');
    expect(await answer).toMatchObject({ status: 'ok' });
  });
});

describe('registerUser and delivery', () => {
  it('delivers new-notification, the stored notification, to every socket of the profile (tabs and devices)', async () => {
    const athlete = await listeningAthlete();
    const phone = await connect(url, { header: athlete.token });
    await ask(phone, 'registerUser', { userId: athlete.user._id, profileId: athlete.profileId });
    const notification = notificationFor(athlete.receiver);

    const onTab = nextEvent(athlete.socket, 'new-notification');
    const onPhone = nextEvent(phone, 'new-notification');
    expect(await deliver(athlete.user._id, notification)).toEqual({ kind: 'done' });
    expect(await onTab).toEqual(notification);
    expect(await onPhone).toEqual(notification);
  });

  it('delivers a notification made through the API (a follow request) as it is committed', async () => {
    const athlete = await listeningAthlete();
    const fan = await createAthlete(t);
    const arrived = nextEvent<NotificationMessage>(athlete.socket, 'new-notification');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/following/request',
      headers: auth(fan.token),
      payload: athlete.receiver,
    });
    expect(asked.statusCode).toBe(200);
    await t.app.deliveries.drain();
    const notification = await arrived;
    expect(notification).toMatchObject({ type: 'follow_request', receiver: athlete.receiver, seen: false });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/notifications?profile_id=${athlete.profileId}&profile_type=athlete`,
      headers: auth(athlete.token),
    });
    expect(JSON.stringify(listed.json())).toContain(notification._id);
  });

  it('raises a finished video as its own video-ready event, not as new-notification', async () => {
    const athlete = await listeningAthlete();
    const plain = collect(athlete.socket, 'new-notification');
    const video = notificationFor(athlete.receiver, {
      type: 'video-ready',
      data: { videoUrl: 'https://media.example/v.mp4' },
    });
    const ready = nextEvent(athlete.socket, 'video-ready');
    await deliver(athlete.user._id, video);
    expect(await ready).toEqual(video);
    await pause(100);
    expect(plain).toEqual([]);
  });

  it("refuses another user's id or profile, and the spoofing socket receives none of their notifications", async () => {
    const victim = await listeningAthlete();
    const spy = await createAthlete(t);
    const socket = await connect(url, { token: spy.token });
    const seen = collect(socket, 'new-notification');

    expect(
      await ask(socket, 'registerUser', { userId: victim.user._id, profileId: victim.profileId }),
    ).toEqual({
      errors: [{ msg: NOT_YOUR_ACCOUNT }],
    });
    expect(await ask(socket, 'registerUser', { userId: spy.user._id, profileId: victim.profileId })).toEqual({
      errors: [{ msg: NOT_YOUR_PROFILE }],
    });
    expect(await ask(socket, 'registerUser', { userId: spy.user._id, profileId: 'x' })).toEqual({
      errors: [{ msg: 'profileId: Must be a valid id' }],
    });
    expect(await ask(socket, 'registerUser', 'hello')).toMatchObject({
      errors: [{ msg: expect.any(String) }],
    });

    const notification = notificationFor(victim.receiver);
    const reached = nextEvent(victim.socket, 'new-notification');
    await deliver(victim.user._id, notification);
    // Even a delivery naming the spy's account for the victim's profile reaches only sockets the spy registered.
    await deliver(spy.user._id, notification);
    expect(await reached).toEqual(notification);
    await pause(150);
    expect(seen).toEqual([]);
  });

  it("listens for one profile at a time: an organisation admin's coach and organisation profiles stay apart", async () => {
    const admin = await registerUser(t, { userType: 2, orgAdmin: true, organisation: 'Lee Rowing' });
    const [org] = await t.db.query<{ id: string }>('select id from organisations where owner_id = $1', [
      admin.user._id,
    ]);
    if (!org) throw new Error('no organisation');
    const socket = await connect(url, { token: admin.token });
    const got = collect(socket, 'new-notification');

    expect(await ask(socket, 'registerUser', { userId: admin.user._id, profileId: org.id })).toEqual({
      profileId: org.id,
      profileType: 'org',
    });
    expect(await ask(socket, 'registerUser', { userId: admin.user._id, profileId: admin.user._id })).toEqual({
      profileId: admin.user._id,
      profileType: 'coach',
    });
    const forOrg = notificationFor({ profileId: org.id, profileType: 'org' });
    const forCoach = notificationFor({ profileId: admin.user._id, profileType: 'coach' });
    const coachGot = nextEvent(socket, 'new-notification');
    await deliver(admin.user._id, forOrg);
    await deliver(admin.user._id, forCoach);
    expect(await coachGot).toEqual(forCoach);
    await pause(100);
    expect(got).toEqual([forCoach]);
  });
});
