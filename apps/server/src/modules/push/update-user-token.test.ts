// PUT /api/notifications/update-user-token (spec 7): what is stored, and every token refused with a clear 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createBrowserKeys } from '../../test/push-service.ts';
import { listTokens } from './store.ts';

let t: TestApp;
beforeAll(async () => {
  // Without PUSH_ALLOW_LOCAL: endpoints must be public.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (token: string | undefined, notificationToken: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notifications/update-user-token',
    headers: token ? auth(token) : {},
    payload: { notificationToken },
  });

const subscription = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: createBrowserKeys().keys,
});
const messages = (response: { json: () => { errors: { msg: string }[] } }) =>
  response.json().errors.map((error) => error.msg);

describe('PUT /api/notifications/update-user-token', () => {
  it('needs a signed-in user', async () => {
    const response = await put(undefined, 'device-token');
    expect(response.statusCode).toBe(401);
  });

  it('stores a device token once per device and keeps it with the account that registered it last', async () => {
    const first = await registerUser(t);
    const second = await registerUser(t);
    const token = `fcm:${'a'.repeat(140)}`;

    expect((await put(first.token, token)).json()).toEqual({
      msg: 'Notification token saved',
      kind: 'native',
    });
    expect((await put(first.token, token)).statusCode).toBe(200);
    expect((await listTokens(t.db, [first.user._id])).map((row) => row.token)).toEqual([token]);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(first.token) });
    expect(me.json().notificationToken).toBe(token);

    // The same device signs in to another account: it pushes for that account only.
    expect((await put(second.token, token)).statusCode).toBe(200);
    expect(await listTokens(t.db, [first.user._id])).toEqual([]);
    expect((await listTokens(t.db, [second.user._id])).map((row) => row.token)).toEqual([token]);
    const before = await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(first.token) });
    expect(before.json().notificationToken).toBeNull();
  });

  it('keeps several devices of one account, and refreshes the time of one sent again', async () => {
    const user = await registerUser(t);
    await put(user.token, 'device-one');
    await put(user.token, 'device-two');
    const [row] = await t.db.query<{ updated_at: Date }>(
      "select updated_at from push_tokens where token = 'device-one'",
    );
    await put(user.token, 'device-one');
    const [again] = await t.db.query<{ updated_at: Date }>(
      "select updated_at from push_tokens where token = 'device-one'",
    );
    expect((await listTokens(t.db, [user.user._id])).map((token) => token.token).sort()).toEqual([
      'device-one',
      'device-two',
    ]);
    expect(again?.updated_at.getTime()).toBeGreaterThan(
      row?.updated_at.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });

  it.each([
    ['http', 'http://push.example.com/send/1', 'notificationToken.endpoint: Must be an https address'],
    [
      'an IPv4 literal',
      'https://10.0.0.7/send/1',
      'notificationToken.endpoint: Must name its push service by host name, not by IP address',
    ],
    [
      'a numeric IPv4 form',
      'https://2130706433/send/1',
      'notificationToken.endpoint: Must name its push service by host name, not by IP address',
    ],
    [
      'an IPv6 literal',
      'https://[::1]:8443/send/1',
      'notificationToken.endpoint: Must name its push service by host name, not by IP address',
    ],
    [
      'a name on loopback',
      'https://localhost/send/1',
      'notificationToken.endpoint: Its host is not on a public address',
    ],
    [
      'a name that does not resolve',
      'https://push.invalid/send/1',
      'notificationToken.endpoint: Its host name does not resolve',
    ],
    [
      'credentials in the address',
      'https://user:secret@localhost/send/1',
      'notificationToken.endpoint: Must not carry a user name or password',
    ],
  ])('refuses an endpoint that is %s', async (_what, endpoint, message) => {
    const user = await registerUser(t);
    const response = await put(user.token, subscription(endpoint));
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([message]);
    expect(await listTokens(t.db, [user.user._id])).toEqual([]);
  });

  it.each([
    [
      'an oversized endpoint',
      subscription(`https://push.example.com/${'a'.repeat(2100)}`),
      'notificationToken: endpoint: Must be at most 2048 characters',
    ],
    ['no keys', { endpoint: 'https://push.example.com/send/1' }, 'notificationToken: keys: Required'],
    [
      'a short p256dh',
      { endpoint: 'https://push.example.com/send/1', keys: { p256dh: 'BAAA', auth: 'a'.repeat(22) } },
      'notificationToken.keys.p256dh: Must be a P-256 public key in base64url (87 characters)',
    ],
    [
      'a bad auth secret',
      {
        endpoint: 'https://push.example.com/send/1',
        keys: { ...createBrowserKeys().keys, auth: 'not base64!' },
      },
      'notificationToken.keys.auth: Must be a 16-byte secret in base64url (22 characters)',
    ],
    [
      'a device token with spaces',
      'not a token',
      'notificationToken: Must be a device token (letters, digits and : _ - . only)',
    ],
    ['an oversized device token', 'a'.repeat(5000), 'notificationToken: Must be at most 4096 characters'],
    ['an empty device token', '', 'notificationToken: notificationToken is required'],
    [
      'a number',
      42,
      'notificationToken: Must be a web push subscription (endpoint and keys) or a device token',
    ],
  ])('refuses %s', async (_what, notificationToken, message) => {
    const user = await registerUser(t);
    const response = await put(user.token, notificationToken);
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toEqual([message]);
  });

  it('gives the VAPID public key to anyone (a browser needs it to subscribe)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(response.statusCode).toBe(200);
    expect(Buffer.from(response.json().publicKey, 'base64url')).toHaveLength(65);
  });
});
