// An upload signature is only as good as the session that asked for it: it stops working when that session ends
// or the account goes, and files that land for a deleted account anyway are cleared by the sweep.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UploadSignature } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskProvider } from '../../providers/media/local-disk.ts';
import { auth, deleteAccount, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fileEntry, multipart, signedFields, TINY_PNG } from '../../test/media-fixtures.ts';
import { sweepMedia } from './cleanup.ts';
import { SESSION_ENDED } from './service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sign(token: string, folder = 'tests'): Promise<UploadSignature> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cloudinary-signature',
    headers: auth(token),
    payload: { folder },
  });
  expect(response.statusCode).toBe(200);
  return response.json<UploadSignature>();
}

/** Posts a PNG with the signed fields, fields first or file first. */
async function upload(signature: UploadSignature, order: 'fields-first' | 'file-first' = 'file-first') {
  const file = fileEntry(TINY_PNG, 'image/png', 'a.png');
  const fields = signedFields(signature);
  const { payload, headers } = await multipart(
    order === 'file-first' ? [file, ...fields] : [...fields, file],
  );
  return t.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers });
}

const filesOf = (folder: string, userId: string) => {
  const dir = join(t.dataDir, 'media', folder, userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

const signIn = async (email: string, password: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
};

describe('an upload signature after its session ends', () => {
  it('still uploads while the session that asked for it is signed in', async () => {
    const user = await registerUser(t);
    const response = await upload(await sign(user.token));
    expect(response.statusCode).toBe(200);
    expect(filesOf('tests', user.user._id)).toHaveLength(1);
  });

  it('is refused after logout everywhere, fields first or file first, and stores nothing', async () => {
    const user = await registerUser(t);
    const signature = await sign(user.token);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: auth(user.token),
    });
    expect(logout.statusCode).toBe(200);
    for (const order of ['fields-first', 'file-first'] as const) {
      const response = await upload(signature, order);
      expect(response.statusCode, order).toBe(403);
      expect(response.json()).toEqual({ errors: [{ msg: SESSION_ENDED }] });
    }
    expect(filesOf('tests', user.user._id)).toEqual([]);
    expect(readdirSync(join(t.dataDir, 'media-incoming'))).toEqual([]);
  });

  it('is refused after that session logs out, while another session of the same user still uploads', async () => {
    const user = await registerUser(t);
    const phone = await signIn(user.email, user.password);
    const fromLaptop = await sign(user.token, 'highlights');
    const fromPhone = await sign(phone, 'profiles');
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(user.token) });
    expect(logout.statusCode).toBe(200);
    expect((await upload(fromLaptop)).statusCode).toBe(403);
    expect((await upload(fromPhone)).statusCode).toBe(200);
  });

  it('is refused after the account is deleted', async () => {
    const user = await registerUser(t);
    const signature = await sign(user.token);
    const deletion = await deleteAccount(t, user);
    expect(deletion.statusCode).toBe(200);
    const response = await upload(signature);
    expect(response.statusCode).toBe(403);
    expect(filesOf('tests', user.user._id)).toEqual([]);
  });
});

describe('the media sweep', () => {
  it('clears files that landed for a deleted account once its last signature has expired, once', async () => {
    const user = await registerUser(t);
    const userId = user.user._id;
    const deletion = await deleteAccount(t, user);
    expect(deletion.statusCode).toBe(200);
    await t.app.jobs.settled();
    // A file Cloudinary (or an upload in flight) put in the account's folder after the deletion removed it.
    const late = join(t.dataDir, 'media', 'highlights', userId);
    mkdirSync(late, { recursive: true });
    writeFileSync(join(late, '0123456789abcdef0123.png'), TINY_PNG);
    const sweep = { db: t.db, provider: mediaProvider(), log: t.app.log };

    const tooSoon = await sweepMedia(sweep, new Date(Date.now() + 30 * 60 * 1000));
    expect(tooSoon).not.toContain(userId);
    expect(filesOf('highlights', userId)).toHaveLength(1);

    const due = await sweepMedia(sweep, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(due).toContain(userId);
    expect(filesOf('highlights', userId)).toEqual([]);
    expect(await t.db.query('select 1 from media_cleanups where owner_id = $1', [userId])).toEqual([]);
  });

  it('keeps the media of accounts that still exist', async () => {
    const user = await registerUser(t);
    expect((await upload(await sign(user.token))).statusCode).toBe(200);
    await sweepMedia(
      { db: t.db, provider: mediaProvider(), log: t.app.log },
      new Date(Date.now() + 2 * 60 * 60 * 1000),
    );
    expect(filesOf('tests', user.user._id)).toHaveLength(1);
  });
});

/** The app's own local provider over the test app's data folder (the same files, the same removal). */
function mediaProvider() {
  return createLocalDiskProvider({
    dataDir: t.dataDir,
    publicUrl: 'http://podium.test',
    secret: 'unused here',
  });
}
