// Issue 22, item 3, with Cloudinary holding the media: the quota is checked when a signature is asked for, a direct
// upload is counted once the client reports it (at the size Cloudinary holds, one file per signature), server-side
// images are counted as they are stored, and deleting a file deletes it at Cloudinary and gives its room back.
import type { StorageUsage, UploadSignature } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createFakeCloudinary } from '../../test/fake-cloudinary.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dataUrl, TINY_PNG } from '../../test/media-fixtures.ts';
import { SIGNATURE_USED } from './storage.ts';
import { stripMetadata } from './strip.ts';

const KB = 1024;
const cloudinary = createFakeCloudinary('demo');
/** Deletions Cloudinary answers with a 500 before it deletes again (a provider having a bad minute). */
let failingDeletes = 0;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      CLOUDINARY_URL: 'cloudinary://123456789012345:abcd@demo',
      MEDIA_MAX_VIDEO_BYTES: String(64 * KB),
      MEDIA_MAX_IMAGE_BYTES: String(32 * KB),
      MEDIA_QUOTA_BYTES: String(160 * KB),
    },
    mediaFetch: async (input, init) => {
      if (init?.method === 'DELETE' && failingDeletes > 0) {
        failingDeletes -= 1;
        return Response.json({ error: { message: 'Internal error' } }, { status: 500 });
      }
      return cloudinary.fetch(input, init);
    },
    // A failed removal is tried again a second later, not the 30 s of production.
    jobs: { pollSeconds: 0.2, retryDelaySeconds: 1 },
  });
});
afterAll(async () => {
  await t.close();
});

const signFor = (token: string, folder = 'highlights') =>
  t.app.inject({
    method: 'POST',
    url: '/api/cloudinary-signature',
    headers: auth(token),
    payload: { folder },
  });

async function sign(token: string): Promise<UploadSignature> {
  const response = await signFor(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UploadSignature>();
}

const report = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/media/files', headers: auth(token), payload });

async function usageOf(token: string): Promise<StorageUsage> {
  const response = await t.app.inject({ method: 'GET', url: '/api/media/usage', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json<StorageUsage>();
}

/** What a browser posting the signed form to Cloudinary leaves there. */
function uploadToCloudinary(signature: UploadSignature, id: string, bytes: number) {
  const publicId = `${signature.folder}/${id}`;
  cloudinary.upload({ public_id: publicId, resource_type: 'video', format: 'mp4', bytes });
  return publicId;
}

describe('with Cloudinary', () => {
  it('checks the quota when a signature is asked for', async () => {
    const user = await registerUser(t);
    expect((await signFor(user.token)).statusCode).toBe(200);
    expect((await signFor(user.token)).statusCode).toBe(200);
    const refused = await signFor(user.token);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().errors[0].msg).toContain('of your 160 KB of storage');
  });

  it('counts a direct upload once reported, at the size Cloudinary holds, and records one file per signature', async () => {
    const user = await registerUser(t);
    const signature = await sign(user.token);
    // The signature is Cloudinary's: it takes a second file with it without asking us, but only one is recorded.
    const first = uploadToCloudinary(signature, 'first', 50 * KB);
    const second = uploadToCloudinary(signature, 'second', 60 * KB);
    const recorded = await report(user.token, {
      signature: signature.signature,
      publicId: first,
      resourceType: 'video',
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toEqual({
      public_id: first,
      resource_type: 'video',
      format: 'mp4',
      bytes: 50 * KB,
    });
    expect(cloudinary.calls).toContain(`GET /v1_1/demo/resources/video/upload/${first}`);
    expect(await usageOf(user.token)).toEqual({ usedBytes: 50 * KB, heldBytes: 0, quotaBytes: 160 * KB });
    const again = await report(user.token, {
      signature: signature.signature,
      publicId: second,
      resourceType: 'video',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ errors: [{ msg: SIGNATURE_USED }] });
    expect(await usageOf(user.token)).toMatchObject({ usedBytes: 50 * KB });
  });

  it('refuses a report outside the signed folder, of a file Cloudinary does not hold, or with another’s signature', async () => {
    const user = await registerUser(t);
    const stranger = await registerUser(t);
    const signature = await sign(user.token);
    const outside = await report(user.token, {
      signature: signature.signature,
      publicId: `documents/${user.user._id}/abc`,
      resourceType: 'video',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0].msg).toBe(
      'publicId: This file is not in the folder its signature was for',
    );
    const missing = await report(user.token, {
      signature: signature.signature,
      publicId: `${signature.folder}/never-uploaded`,
      resourceType: 'video',
    });
    expect(missing.statusCode).toBe(404);
    const publicId = uploadToCloudinary(signature, 'clip', 10 * KB);
    const theirs = await report(stranger.token, {
      signature: signature.signature,
      publicId,
      resourceType: 'video',
    });
    expect(theirs.statusCode).toBe(404);
    const forged = await report(user.token, { signature: 'x', publicId, resourceType: 'video' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].msg).toBe('signature: Must be 40 hex characters');
  });

  it('counts an image sent as a data URL as it is stored there', async () => {
    const user = await registerUser(t);
    const image = Buffer.concat([TINY_PNG, Buffer.alloc(5 * KB - TINY_PNG.length)]);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: auth(user.token),
      payload: { data: dataUrl('image/png', image), userId: user.user._id },
    });
    expect(stored.statusCode).toBe(200);
    expect(cloudinary.has(stored.json().public_id)).toBe(true);
    // Sent to Cloudinary as kept: encoded again without its metadata (and the padding after its end).
    const kept = await stripMetadata(image, { mime: 'image/png', ext: 'png', resourceType: 'image' });
    expect(kept.bytes.length).toBeLessThan(5 * KB);
    expect(await usageOf(user.token)).toEqual({
      usedBytes: kept.bytes.length,
      heldBytes: 0,
      quotaBytes: 160 * KB,
    });
  });

  it('deletes a file at Cloudinary and gives its room back', async () => {
    const user = await registerUser(t);
    const signature = await sign(user.token);
    const publicId = uploadToCloudinary(signature, 'gone', 40 * KB);
    expect(
      (await report(user.token, { signature: signature.signature, publicId, resourceType: 'video' }))
        .statusCode,
    ).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/media/files',
      headers: auth(user.token),
      payload: { publicId },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ usedBytes: 0, heldBytes: 0, quotaBytes: 160 * KB });
    // The row went with the answer; the file goes by the job written with it.
    await t.app.jobs.settled();
    expect(cloudinary.has(publicId)).toBe(false);
  });

  it('removes a deleted file at Cloudinary once Cloudinary answers again, its room given back at once', async () => {
    const user = await registerUser(t);
    const signature = await sign(user.token);
    const publicId = uploadToCloudinary(signature, 'later', 40 * KB);
    await report(user.token, { signature: signature.signature, publicId, resourceType: 'video' });
    failingDeletes = 2;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/media/files',
      headers: auth(user.token),
      payload: { publicId },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ usedBytes: 0, heldBytes: 0, quotaBytes: 160 * KB });
    // Two tries failed and the job was tried again, a second and then two later.
    await t.app.jobs.settled();
    expect(cloudinary.has(publicId)).toBe(true);
    await vi.waitFor(() => expect(cloudinary.has(publicId)).toBe(false), { timeout: 15_000, interval: 100 });
    expect(failingDeletes).toBe(0);
    expect(await t.app.jobs.failed('remove-media-file')).toEqual([]);
  });
});
