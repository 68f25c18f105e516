// Issue 9: a revoked session loses its sockets at once (logout, logout everywhere, a password or email change, a
// reset, a deleted account); other sessions' sockets stay. registerUser looks at the session again.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../modules/auth/store.ts';
import { auth, createAthlete, deleteAccount, registerUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { ask, closeSockets, connect, disconnection, listen, pause } from '../test/sockets.ts';

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

const login = async (email: string, password: string): Promise<string> =>
  (await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } })).json().token;

/** A user signed in on two devices, each with a socket. */
async function twoDevices() {
  const user = await registerUser(t);
  const laptopToken = await login(user.email, user.password);
  const phone = await connect(url, { token: user.token });
  const laptop = await connect(url, { header: laptopToken });
  return { ...user, laptopToken, phone, laptop };
}

/** The session id a token names (its jti claim). */
const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).jti;

describe('revoked sessions lose their sockets', () => {
  it("logout disconnects that session's sockets only", async () => {
    const user = await twoDevices();
    const gone = disconnection(user.phone);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(user.token) });
    expect(await gone).toBe('io server disconnect');
    await pause(100);
    expect(user.laptop.connected).toBe(true);
    expect(await ask(user.laptop, 'ping-check')).toMatchObject({ status: 'ok' });
  });

  it('logout everywhere disconnects every socket of the account', async () => {
    const user = await twoDevices();
    const gone = [disconnection(user.phone), disconnection(user.laptop)];
    await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: auth(user.token) });
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it("a password change disconnects every socket, and the change's fresh token connects", async () => {
    const user = await twoDevices();
    const gone = [disconnection(user.phone), disconnection(user.laptop)];
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: auth(user.token),
      payload: {
        type: 'password',
        formData: { currentPassword: user.password, newPassword: 'a brand new secret phrase' },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    const fresh = await connect(url, { token: changed.json().token });
    await pause(100);
    expect(fresh.connected).toBe(true);
  });

  it('an email change disconnects every socket', async () => {
    const user = await twoDevices();
    const gone = [disconnection(user.phone), disconnection(user.laptop)];
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: auth(user.token),
      payload: {
        type: 'email',
        formData: { email: `moved-${Date.now()}@example.com`, currentPassword: user.password },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a password reset disconnects every socket', async () => {
    const user = await twoDevices();
    const gone = [disconnection(user.phone), disconnection(user.laptop)];
    await t.app.inject({ method: 'POST', url: '/api/users/reset', payload: { email: user.email } });
    await t.app.jobs.settled();
    const mail = t
      .outbox()
      .filter((m) => m.to === user.email)
      .at(-1);
    const link = mail?.text.match(/\/reset\/([A-Za-z0-9_-]+)/)?.[1];
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/users/reset/${link}`,
      payload: { password: 'another fresh phrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('deleting the account disconnects every socket', async () => {
    const user = await twoDevices();
    const gone = [disconnection(user.phone), disconnection(user.laptop)];
    expect((await deleteAccount(t, user)).statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('registerUser looks at the session again: one ended behind its back is refused and disconnected', async () => {
    const user = await createAthlete(t);
    const socket = await connect(url, { token: user.token });
    // Registered first, as the web app does: registerUser answers only after the connection's own look at its
    // session (connection.ts), so the session ends behind registerUser's back, not that look's.
    const profile = { userId: user.user._id, profileId: user.profileId };
    expect(await ask(socket, 'registerUser', profile)).toEqual({
      profileId: user.profileId,
      profileType: 'athlete',
    });
    // Ended in the database without the hook, as a process that missed the disconnect would see it.
    await revokeSession(t.db, sessionOf(user.token), user.user._id);
    const gone = disconnection(socket);
    expect(await ask(socket, 'registerUser', profile)).toEqual({
      errors: [{ msg: 'Your session has expired. Please sign in again' }],
    });
    expect(await gone).toBe('io server disconnect');
  });
});

describe('a session that runs out', () => {
  it('loses its socket when it expires (JWT_TTL), with no request to notice', async () => {
    const short = await createTestApp({ env: { JWT_TTL: '3s' } });
    try {
      const shortUrl = await listen(short.app);
      const { token } = await registerUser(short);
      const socket = await connect(shortUrl, { token });
      expect(await disconnection(socket, 6000)).toBe('io server disconnect');
    } finally {
      await short.close();
    }
  });
});
