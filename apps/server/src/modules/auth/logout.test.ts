// Issue 7, defect 8: a token names a session on the server. Logout ends that session only; an email change,
// like a password change, ends every other one and answers a fresh token.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { auth, deleteAccount, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { KEPT_MS } from './account-cache.ts';
import { isSessionLive } from './sessions.ts';
import { loadOrCreateSecret } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) });
const logout = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });

/** The session id a token names (its jti claim). */
function sessionOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return payload.jti;
}

describe('POST /api/auth/logout', () => {
  it('ends the session of its token only; the ended token is then refused like any other call', async () => {
    const { email, password, token: phone } = await registerUser(t);
    const laptop: string = (await login(email, password)).json().token;

    const done = await logout(auth(phone));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ msg: 'Signed out' });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect(await isSessionLive(t.db, sessionOf(phone))).toBe(false);
    expect(await isSessionLive(t.db, sessionOf(laptop))).toBe(true);

    const again = await logout(auth(phone));
    expect(again.statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('refuses no token, a forged one, a deleted account’s and one of the old kind (no session) with 401', async () => {
    expect((await logout()).statusCode).toBe(401);
    const { token, user } = await registerUser(t);
    const [header, payload] = token.split('.');
    expect((await logout(auth(`${header}.${payload}.Zm9yZ2VkLXNpZ25hdHVyZQ`))).statusCode).toBe(401);

    // Before sessions, a token carried a token version: signed with the right key, it no longer opens anything.
    const key = new TextEncoder().encode(loadOrCreateSecret(t.dataDir));
    const old = await new SignJWT({ v: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(old)).statusCode).toBe(401);
    expect((await logout(auth(old))).statusCode).toBe(401);

    const gone = await registerUser(t);
    const deletion = await deleteAccount(t, gone);
    expect(deletion.statusCode).toBe(200);
    expect((await logout(auth(gone.token))).statusCode).toBe(401);
  });

  it('refuses a device token used as a session token', async () => {
    const { deviceToken } = (await registerUser(t)) as unknown as { deviceToken: string };
    expect((await me(deviceToken)).statusCode).toBe(401);
  });
});

describe('an email change', () => {
  it('ends every other session and answers a fresh token, as a password change does', async () => {
    const { email, password, token: phone } = await registerUser(t);
    const laptop: string = (await login(email, password)).json().token;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: auth(phone),
      payload: {
        type: 'email',
        formData: { email: `moved-${Date.now()}@example.com`, currentPassword: password },
      },
    });
    expect(response.statusCode).toBe(200);
    const fresh: string = response.json().token;
    expect(fresh).toEqual(expect.any(String));
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it('to the same email changes nothing and ends no session', async () => {
    const { email, password, token } = await registerUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: auth(token),
      payload: { type: 'email', formData: { email, currentPassword: password } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('note their last use at most once an hour, not on every request', async () => {
    // The account is read afresh (and the use noted) once what this process kept of it is older than KEPT_MS.
    const later = () => vi.setSystemTime(Date.now() + KEPT_MS + 1_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { token } = await registerUser(t);
    const id = sessionOf(token);
    const lastUsed = async () =>
      (
        await t.db.query<{ age: number }>(
          'select extract(epoch from now() - last_used_at)::int as age from sessions where id = $1',
          [id],
        )
      )[0]?.age;
    await t.db.query("update sessions set last_used_at = now() - interval '30 minutes' where id = $1", [id]);
    later();
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastUsed()).toBeGreaterThanOrEqual(1799);

    await t.db.query("update sessions set last_used_at = now() - interval '2 hours' where id = $1", [id]);
    later();
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastUsed()).toBeLessThan(60);
  });

  it('end with the account: a deleted account leaves no live session', async () => {
    const { token, password } = await registerUser(t);
    const id = sessionOf(token);
    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/delete',
      headers: auth(token),
      payload: { profile: 'both', password },
    });
    expect(removed.statusCode).toBe(200);
    expect(await isSessionLive(t.db, id)).toBe(false);
  });

  it('end at logout everywhere', async () => {
    const { email, password, token } = await registerUser(t);
    const other: string = (await login(email, password)).json().token;
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: auth(other),
    });
    expect(done.statusCode).toBe(200);
    expect(await isSessionLive(t.db, sessionOf(token))).toBe(false);
    expect(await isSessionLive(t.db, sessionOf(other))).toBe(false);
  });
});
