// Issue 22, item 3, on the server's own disk: a signature is good for one file, even when uploads race with it; each
// account has a storage quota, counted so that uploads at once cannot squeeze past it; deleting a file gives its room back.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StorageUsage, UploadedAsset, UploadSignature } from '@podium/core/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dataUrl, fileEntry, mp4Of, multipart, signedFields } from '../../test/media-fixtures.ts';
import { formatBytes } from './policy.ts';
import { NO_SUCH_FILE, SIGNATURE_USED } from './storage.ts';
import { stripMetadata } from './strip.ts';

const KB = 1024;
let t: TestApp;

beforeAll(async () => {
  // Small limits, so a quota is reached with a few small files: videos up to 64 KB, images 32 KB, 160 KB each.
  t = await createTestApp({
    env: {
      MEDIA_MAX_VIDEO_BYTES: String(64 * KB),
      MEDIA_MAX_IMAGE_BYTES: String(32 * KB),
      MEDIA_QUOTA_BYTES: String(160 * KB),
    },
  });
});
afterAll(async () => {
  await t.close();
});

/**
 * A real PNG of pixels that do not compress, about `side` x `side` x 3 bytes, and its size once kept (an image is
 * encoded again without its metadata as it arrives, and counted at that size).
 */
async function noisyPng(side: number) {
  let seed = 7;
  const pixels = Buffer.from(
    Array.from({ length: side * side * 3 }, () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 24;
    }),
  );
  const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  const kept = await stripMetadata(png, { mime: 'image/png', ext: 'png', resourceType: 'image' });
  return { png, keptBytes: kept.bytes.length };
}

const signFor = (token: string, folder = 'highlights') =>
  t.app.inject({
    method: 'POST',
    url: '/api/cloudinary-signature',
    headers: auth(token),
    payload: { folder },
  });

async function sign(token: string, folder = 'highlights'): Promise<UploadSignature> {
  const response = await signFor(token, folder);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UploadSignature>();
}

async function upload(
  signature: UploadSignature,
  bytes = mp4Of(KB),
  order: 'file-first' | 'fields-first' = 'file-first',
) {
  const file = fileEntry(bytes, 'video/mp4', 'a.mp4');
  const fields = signedFields(signature);
  const { payload, headers } = await multipart(
    order === 'file-first' ? [file, ...fields] : [...fields, file],
  );
  return t.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers });
}

async function usageOf(token: string): Promise<StorageUsage> {
  const response = await t.app.inject({ method: 'GET', url: '/api/media/usage', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json<StorageUsage>();
}

const deleteFile = (token: string | null, publicId: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/media/files',
    ...(token ? { headers: auth(token) } : {}),
    payload: { publicId } as Record<string, unknown>,
  });

const filesOf = (folder: string, userId: string) => {
  const dir = join(t.dataDir, 'media', folder, userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const incomingLeft = () => readdirSync(join(t.dataDir, 'media-incoming'));

describe('an upload signature', () => {
  it('is good for one file: a second upload with it is refused, fields first or file first', async () => {
    const user = await registerUser(t);
    const signature = await sign(user.token);
    expect((await upload(signature)).statusCode).toBe(200);
    for (const order of ['fields-first', 'file-first'] as const) {
      const again = await upload(signature, mp4Of(KB), order);
      expect(again.statusCode, order).toBe(403);
      expect(again.json()).toEqual({ errors: [{ msg: SIGNATURE_USED }] });
    }
    expect(filesOf('highlights', user.user._id)).toHaveLength(1);
    expect(incomingLeft()).toEqual([]);
  });

  it('lands exactly one of several uploads racing with it over real sockets', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await registerUser(t);
    const signature = await sign(user.token);
    const racers = Array.from({ length: 5 }, async () => {
      const form = new FormData();
      for (const [name, value] of signedFields(signature)) form.append(name, value);
      form.append('file', new Blob([mp4Of(30 * KB)], { type: 'video/mp4' }), 'a.mp4');
      const response = await fetch(`${address}/api/media/upload`, { method: 'POST', body: form });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    const answers = await Promise.all(racers);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403, 403, 403, 403]);
    for (const answer of answers.filter((one) => one.status === 403)) {
      expect(answer.body).toEqual({ errors: [{ msg: SIGNATURE_USED }] });
    }
    expect(filesOf('highlights', user.user._id)).toHaveLength(1);
    expect(incomingLeft()).toEqual([]);
    expect(await usageOf(user.token)).toEqual({ usedBytes: 30 * KB, heldBytes: 0, quotaBytes: 160 * KB });
  });

  it('asked for twice in one second is two signatures, each good for one file', async () => {
    const user = await registerUser(t);
    const [first, second] = await Promise.all([sign(user.token), sign(user.token)]);
    if (!first || !second) throw new Error('two signatures expected');
    expect(first.signature).not.toBe(second.signature);
    expect((await upload(first)).statusCode).toBe(200);
    expect((await upload(second)).statusCode).toBe(200);
    expect(filesOf('highlights', user.user._id)).toHaveLength(2);
  });
});

describe('the storage quota', () => {
  it('keeps room for the folder’s largest file while a signature is open, and refuses past the quota saying how much is used and allowed', async () => {
    const user = await registerUser(t);
    await sign(user.token);
    await sign(user.token);
    expect(await usageOf(user.token)).toEqual({ usedBytes: 0, heldBytes: 128 * KB, quotaBytes: 160 * KB });
    const refused = await signFor(user.token);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      errors: [
        {
          msg:
            'Your files use 0 bytes of your 160 KB of storage, and uploads not finished yet keep 128 KB; ' +
            'a video needs up to 64 KB free. Delete files you no longer need to upload more.',
        },
      ],
    });
    // A folder whose largest file is smaller still fits.
    expect((await signFor(user.token, 'documents')).statusCode).toBe(200);
  });

  it('lets no more signatures through at once than the quota has room for', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => signFor(user.token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 413, 413, 413]);
  });

  it('counts a file that landed at its size, giving back the rest of its signature’s room', async () => {
    const user = await registerUser(t);
    const landed = await upload(await sign(user.token), mp4Of(10 * KB));
    expect(landed.statusCode).toBe(200);
    expect(await usageOf(user.token)).toEqual({ usedBytes: 10 * KB, heldBytes: 0, quotaBytes: 160 * KB });
  });

  it('counts images sent as data URLs, and refuses one that does not fit, on both routes', async () => {
    const user = await registerUser(t);
    await sign(user.token);
    await sign(user.token);
    // About 20 KB, counted at the size it is kept at.
    const { png, keptBytes } = await noisyPng(82);
    const image = dataUrl('image/png', png);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: auth(user.token),
      payload: { data: image, userId: user.user._id },
    });
    expect(stored.statusCode).toBe(200);
    expect(await usageOf(user.token)).toMatchObject({ usedBytes: keptBytes, heldBytes: 128 * KB });
    const msg =
      `Your files use ${formatBytes(keptBytes)} of your 160 KB of storage, and uploads not finished yet keep 128 KB; ` +
      `this image needs ${formatBytes(keptBytes)}. Delete files you no longer need to upload more.`;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: auth(user.token),
      payload: { data: image, userId: user.user._id },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ errors: [{ msg }] });
    const overlay = await t.app.inject({
      method: 'POST',
      url: '/api/upload/dynamic',
      headers: auth(user.token),
      payload: { dataURL: image },
    });
    expect(overlay.statusCode).toBe(413);
    expect(overlay.json()).toEqual({ errors: [{ msg }] });
    expect(filesOf('images', user.user._id)).toHaveLength(1);
    expect(filesOf('overlays', user.user._id)).toEqual([]);
  });
});

describe('deleting a file', () => {
  it('removes it and gives its room back, so a refused upload fits again', async () => {
    const user = await registerUser(t);
    const assets: UploadedAsset[] = [];
    for (let count = 0; count < 4; count += 1) {
      const landed = await upload(await sign(user.token), mp4Of(30 * KB));
      expect(landed.statusCode).toBe(200);
      assets.push(landed.json<UploadedAsset>());
    }
    // 120 KB used: a video's 64 KB no longer fits in 160.
    expect((await signFor(user.token)).statusCode).toBe(413);
    const [first] = assets;
    if (!first) throw new Error('no upload');
    const deleted = await deleteFile(user.token, first.public_id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ usedBytes: 90 * KB, heldBytes: 0, quotaBytes: 160 * KB });
    // The row went with the answer; the file goes by the job written with it.
    await t.app.jobs.settled();
    const served = await t.app.inject({ method: 'GET', url: new URL(first.secure_url).pathname });
    expect(served.statusCode).toBe(404);
    expect(filesOf('highlights', user.user._id)).toHaveLength(3);
    expect((await signFor(user.token)).statusCode).toBe(200);
    // Deleting it again finds nothing.
    expect((await deleteFile(user.token, first.public_id)).statusCode).toBe(404);
  });

  it('refuses without a session, someone else’s file, and a publicId that is not one', async () => {
    const owner = await registerUser(t);
    const stranger = await registerUser(t);
    const landed = await upload(await sign(owner.token));
    const asset = landed.json<UploadedAsset>();
    expect((await deleteFile(null, asset.public_id)).statusCode).toBe(401);
    const theirs = await deleteFile(stranger.token, asset.public_id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ errors: [{ msg: NO_SUCH_FILE }] });
    expect((await t.app.inject({ method: 'GET', url: new URL(asset.secure_url).pathname })).statusCode).toBe(
      200,
    );
    for (const publicId of ['', 7, 'x'.repeat(201)]) {
      const response = await deleteFile(owner.token, publicId);
      expect(response.statusCode, String(publicId)).toBe(400);
      expect(response.json().errors[0].msg).toMatch(/^publicId/);
    }
  });
});

describe('reporting an upload to the local provider', () => {
  it('answers the file as recorded when it landed, once however often it is reported', async () => {
    const user = await registerUser(t);
    const signature = await sign(user.token);
    const asset = (await upload(signature, mp4Of(12 * KB))).json<UploadedAsset>();
    const report = { signature: signature.signature, publicId: asset.public_id, resourceType: 'video' };
    for (let round = 0; round < 2; round += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/media/files',
        headers: auth(user.token),
        payload: report,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        public_id: asset.public_id,
        resource_type: 'video',
        format: 'mp4',
        bytes: 12 * KB,
      });
    }
    expect(await usageOf(user.token)).toMatchObject({ usedBytes: 12 * KB, heldBytes: 0 });
    const stranger = await registerUser(t);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/media/files',
      headers: auth(stranger.token),
      payload: report,
    });
    expect(theirs.statusCode).toBe(404);
  });
});
