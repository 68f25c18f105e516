// Several server processes on one PostgreSQL (issue 7): two apps, each with its own connection pool on the same
// database as two processes would have, agree on rate limits, on sessions and on the uploads sessions signed.
import type { UploadSignature } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../db/connection.ts';
import { auth, registerUser, rename } from '../../test/factories.ts';
import { createTestApp, endListening, secondProcess, type TestApp } from '../../test/harness.ts';
import { fileEntry, multipart, signedFields, TINY_PNG } from '../../test/media-fixtures.ts';
import { SESSION_ENDED } from '../media/service.ts';
import { SIGNATURE_USED } from '../media/storage.ts';

const limits = {
  loginPerAddress: { points: 3, durationSeconds: 60 },
  emailChecksPerAddress: { points: 2, durationSeconds: 60 },
};

let first: TestApp;
let secondDb: Db;
let second: App;
let secondProcessClose: () => Promise<void>;
beforeAll(async () => {
  first = await createTestApp({ limits });
  if (!first.databaseUrl) throw new Error('sessions.pg.test.ts runs on PostgreSQL only');
  ({ app: second, db: secondDb, close: secondProcessClose } = await secondProcess(first, { limits }));
});
afterAll(async () => {
  await secondProcessClose();
  await first.close();
});

const signIn = (app: App, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth', payload: { email, password }, remoteAddress: ip });

describe('two server processes on one database', () => {
  it('share rate limits: failures counted by one are refused by the other', async () => {
    const ip = '198.51.100.90';
    for (let n = 0; n < 3; n += 1) {
      const app = n % 2 === 0 ? first.app : second;
      expect((await signIn(app, `nobody${n}@example.com`, 'wrong password', ip)).statusCode).toBe(400);
    }
    expect((await signIn(second, 'nobody@example.com', 'wrong password', ip)).statusCode).toBe(429);
    expect((await signIn(first.app, 'nobody@example.com', 'wrong password', ip)).statusCode).toBe(429);

    const check = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/users/check',
        payload: { email: 'probe@example.com' },
        remoteAddress: '198.51.100.91',
      });
    expect((await check(first.app)).statusCode).toBe(200);
    expect((await check(second)).statusCode).toBe(200);
    expect((await check(first.app)).statusCode).toBe(429);
  });

  it('share sessions: a session started by one works on the other, and a logout through one ends it on both', async () => {
    const { email, password } = await registerUser(first);
    const login = await signIn(second, email, password, '198.51.100.92');
    expect(login.statusCode).toBe(200);
    const token: string = login.json().token;
    const me = (app: App) => app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) });
    expect((await me(first.app)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);

    const out = await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    // The process that ended it refuses it at once; the other as soon as the database has told it (milliseconds),
    // and at once for anything that may write, which always reads the session afresh (auth/account-cache.ts).
    expect((await me(first.app)).statusCode).toBe(401);
    const write = await second.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) });
    expect(write.statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(second)).statusCode).toBe(401), { timeout: 2_000 });
  });

  it('share account changes: a name changed through one shows on the other, which had kept the account', async () => {
    const user = await registerUser(first);
    const me = (app: App) => app.inject({ method: 'GET', url: '/api/auth', headers: auth(user.token) });
    expect((await me(second)).json().name).toBe(user.user.name);
    const changed = await rename(first.app, user.token, 'Told Everywhere');
    expect(changed.statusCode).toBe(200);
    expect((await me(first.app)).json().name).toBe('Told Everywhere');
    await vi.waitFor(async () => expect((await me(second)).json().name).toBe('Told Everywhere'), {
      timeout: 2_000,
    });
  });

  it('keep nothing while the connection told of account changes is lost, and listen again', async () => {
    const user = await registerUser(first);
    const me = () => second.inject({ method: 'GET', url: '/api/auth', headers: auth(user.token) });
    expect((await me()).statusCode).toBe(200);
    expect(second.accounts.isKeeping).toBe(true);
    expect(await endListening(secondDb)).toBe(true);
    await vi.waitFor(() => expect(second.accounts.isKeeping).toBe(false), { timeout: 2_000 });
    // While nobody can tell it, the second reads every request afresh: a session ended without telling is refused.
    await secondDb.transaction(async (tx) => {
      await tx.query('alter table sessions disable trigger user');
      await tx.query('update sessions set revoked_at = now() where user_id = $1', [user.user._id]);
      await tx.query('alter table sessions enable trigger user');
    });
    expect((await me()).statusCode).toBe(401);
    await vi.waitFor(() => expect(second.accounts.isKeeping).toBe(true), { timeout: 5_000 });
  });

  it('share upload checks: a signature used through one is used up for the other, and one taken through one is refused by the other once its session ends', async () => {
    const user = await registerUser(first);
    const sign = async () => {
      const signed = await first.app.inject({
        method: 'POST',
        url: '/api/cloudinary-signature',
        headers: auth(user.token),
        payload: { folder: 'tests' },
      });
      expect(signed.statusCode).toBe(200);
      return signed.json<UploadSignature>();
    };
    const used = await sign();
    const unused = await sign();
    const send = async (app: App, signature: UploadSignature) => {
      const { payload, headers } = await multipart([
        fileEntry(TINY_PNG, 'image/png', 'a.png'),
        ...signedFields(signature),
      ]);
      return app.inject({ method: 'POST', url: '/api/media/upload', payload, headers });
    };
    expect((await send(second, used)).statusCode).toBe(200);
    const again = await send(first.app, used);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ errors: [{ msg: SIGNATURE_USED }] });
    const out = await second.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(user.token) });
    expect(out.statusCode).toBe(200);
    const refused = await send(first.app, unused);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ msg: SESSION_ENDED }] });
  });
});
