// Signing and the local provider's upload protocol end to end: sign, post the form, fetch the file back with ranges; every refusal.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UploadedAsset, UploadSignature } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveMediaSecret } from '../../providers/media/local-disk.ts';
import { signParams } from '../../providers/media/signature.ts';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  fileEntry,
  multipart,
  signedFields,
  TINY_PDF,
  TINY_PNG,
  tinyMp4,
} from '../../test/media-fixtures.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
const mp4 = tinyMp4();

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t);
  other = await registerUser(t);
});
afterAll(async () => {
  await t.close();
});

async function sign(app: TestApp, token: string, folder: string): Promise<UploadSignature> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/cloudinary-signature',
    headers: auth(token),
    payload: { folder },
  });
  expect(response.statusCode).toBe(200);
  return response.json<UploadSignature>();
}

async function upload(app: TestApp, entries: Parameters<typeof multipart>[0]) {
  const { payload, headers } = await multipart(entries);
  return app.app.inject({ method: 'POST', url: '/api/media/upload', payload, headers });
}

/** The secret the server signs with, read the way the server derives it, to forge old or future timestamps. */
function serverMediaSecret(app: TestApp): string {
  const stored = JSON.parse(readFileSync(join(app.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string };
  return deriveMediaSecret(stored.jwtSecret);
}

const incomingLeft = (app: TestApp) => readdirSync(join(app.dataDir, 'media-incoming'));

describe('POST /api/cloudinary-signature', () => {
  it('refuses without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cloudinary-signature',
      payload: { folder: 'tests' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].msg).toBeTruthy();
  });

  it('refuses a folder outside the allow-list', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cloudinary-signature',
      headers: auth(user.token),
      payload: { folder: '../secrets' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toContain('Folder must be one of');
  });

  it('signs the folder, bound to the signing user, like Cloudinary would', async () => {
    const before = Math.floor(Date.now() / 1000);
    const signature = await sign(t, user.token, 'tests');
    expect(signature).toMatchObject({
      apiKey: 'podium-local',
      uploadPreset: 'podium',
      folder: `tests/${user.user._id}`,
      cloudName: 'local',
      uploadUrl: 'http://podium.test/api/media/upload',
    });
    expect(signature.timestamp).toBeGreaterThanOrEqual(before);
    expect(signature.signature).toBe(
      signParams(
        { folder: signature.folder, timestamp: signature.timestamp, upload_preset: 'podium' },
        serverMediaSecret(t),
      ),
    );
  });
});

describe('local upload round trip', () => {
  let asset: UploadedAsset;

  it('stores a video posted file-first (as the spec client sends it) and answers like Cloudinary', async () => {
    const signature = await sign(t, user.token, 'highlights');
    const response = await upload(t, [fileEntry(mp4, 'video/mp4', 'clip.mp4'), ...signedFields(signature)]);
    expect(response.statusCode).toBe(200);
    asset = response.json<UploadedAsset>();
    expect(asset).toMatchObject({ resource_type: 'video', format: 'mp4', bytes: mp4.length });
    expect(asset.public_id).toMatch(new RegExp(`^highlights/${user.user._id}/[0-9a-f]{20}$`));
    expect(asset.secure_url).toBe(`http://podium.test/media/${asset.public_id}.mp4`);
    expect(existsSync(join(t.dataDir, 'media', `${asset.public_id}.mp4`))).toBe(true);
    expect(incomingLeft(t)).toEqual([]);
  });

  it('serves the file back with its type and long cache headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: new URL(asset.secure_url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.equals(mp4)).toBe(true);
  });

  it('answers a Range request with 206 and exactly those bytes, so videos seek', async () => {
    const url = new URL(asset.secure_url).pathname;
    const middle = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-16' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 16))).toBe(true);

    const outside = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${mp4.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${mp4.length}`);
  });

  it('also works over a real socket with fetch', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const signature = await sign(t, user.token, 'tests');
    const form = new FormData();
    for (const [name, value] of signedFields(signature)) form.append(name, value);
    form.append('file', new Blob([mp4], { type: 'video/mp4' }), 'clip.mp4');
    const posted = await fetch(`${address}/api/media/upload`, { method: 'POST', body: form });
    expect(posted.status).toBe(200);
    const stored = (await posted.json()) as UploadedAsset;
    const path = new URL(stored.secure_url).pathname;
    const ranged = await fetch(`${address}${path}`, { headers: { range: 'bytes=0-7' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(mp4.subarray(0, 8))).toBe(true);
  });

  it('stores an image posted fields-first, with its size', async () => {
    const signature = await sign(t, user.token, 'profiles');
    const response = await upload(t, [
      ...signedFields(signature),
      fileEntry(TINY_PNG, 'image/png', 'me.png'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ resource_type: 'image', format: 'png', width: 1, height: 1 });
  });

  it('takes a PDF in the documents folder', async () => {
    const signature = await sign(t, user.token, 'documents');
    const response = await upload(t, [
      fileEntry(TINY_PDF, 'application/pdf', 'cv.pdf'),
      ...signedFields(signature),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ format: 'pdf' });
    const served = await t.app.inject({ method: 'GET', url: new URL(response.json().secure_url).pathname });
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for files it never stored and paths it would never produce', async () => {
    for (const url of [
      `/media/highlights/${user.user._id}/0123456789abcdef0123.mp4`,
      `/media/highlights/${user.user._id}/..%2F..%2F..%2Fsecrets.json`,
      '/media/secrets/x/0123456789abcdef0123.mp4',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [{ msg: 'No such file' }] });
    }
  });
});

describe('local upload refusals', () => {
  it('refuses an unsigned form', async () => {
    const signature = await sign(t, user.token, 'tests');
    const fields = signedFields(signature).filter(([name]) => name !== 'signature');
    const response = await upload(t, [fileEntry(mp4, 'video/mp4', 'clip.mp4'), ...fields]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toBe('signature is required');
    expect(incomingLeft(t)).toEqual([]);
  });

  it('refuses a wrong signature, before reading the file when the fields come first', async () => {
    const signature = await sign(t, user.token, 'tests');
    const forged = signedFields(signature, { signature: 'a'.repeat(40) });
    for (const entries of [
      [...forged, fileEntry(mp4, 'video/mp4', 'clip.mp4')],
      [fileEntry(mp4, 'video/mp4', 'clip.mp4'), ...forged],
    ]) {
      const response = await upload(t, entries);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].msg).toBe('Invalid upload signature');
    }
    expect(incomingLeft(t)).toEqual([]);
  });

  it('refuses an expired signature and one dated in the future', async () => {
    const folder = `tests/${user.user._id}`;
    const now = Math.floor(Date.now() / 1000);
    for (const [timestamp, message] of [
      [now - 3601, 'The upload signature has expired: ask for a new one'],
      [now + 3600, 'The upload signature is not valid yet'],
    ] as const) {
      const signature = signParams({ folder, timestamp, upload_preset: 'podium' }, serverMediaSecret(t));
      const response = await upload(t, [
        fileEntry(mp4, 'video/mp4', 'clip.mp4'),
        ...signedFields(await sign(t, user.token, 'tests'), { timestamp: String(timestamp), signature }),
      ]);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].msg).toBe(message);
    }
  });

  it('refuses a folder other than the signed one, including another user’s', async () => {
    const signature = await sign(t, user.token, 'tests');
    for (const folder of [`documents/${user.user._id}`, `tests/${other.user._id}`, 'tests']) {
      const response = await upload(t, [
        fileEntry(mp4, 'video/mp4', 'clip.mp4'),
        ...signedFields(signature, { folder }),
      ]);
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses a text file dressed as an MP4', async () => {
    const signature = await sign(t, user.token, 'highlights');
    const fake = Buffer.from('just some words, not a video at all\n'.repeat(200));
    const response = await upload(t, [fileEntry(fake, 'video/mp4', 'clip.mp4'), ...signedFields(signature)]);
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].msg).toContain('Upload a video');
    expect(incomingLeft(t)).toEqual([]);
  });

  it('refuses a PDF outside the documents folder', async () => {
    const signature = await sign(t, user.token, 'highlights');
    const response = await upload(t, [
      fileEntry(TINY_PDF, 'application/pdf', 'a.pdf'),
      ...signedFields(signature),
    ]);
    expect(response.statusCode).toBe(415);
  });

  it('refuses a form without a file, or with two', async () => {
    const signature = await sign(t, user.token, 'tests');
    const none = await upload(t, signedFields(signature));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].msg).toBe('file is required');
    const two = await upload(t, [
      ...signedFields(signature),
      fileEntry(mp4, 'video/mp4', 'a.mp4'),
      fileEntry(mp4, 'video/mp4', 'b.mp4'),
    ]);
    expect(two.statusCode).toBeGreaterThanOrEqual(400);
    expect(two.statusCode).toBeLessThan(500);
    expect(two.json().errors[0].msg).toBe('Send one file per upload');
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/media/upload', payload: { file: 'x' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].msg).toBe('Send the upload as multipart/form-data');
  });

  it('refuses a multipart body without a usable boundary, or cut short, with a 400 that says so', async () => {
    const post = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        payload,
        headers: { 'content-type': contentType },
      });
    const cases: Array<[string, string, string]> = [
      ['multipart/form-data', 'no boundary', 'Send the upload as multipart/form-data with a boundary'],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'x', 'The multipart boundary is too long'],
      [
        'multipart/form-data; boundary=cut',
        '--cut\r\ncontent-disposition: form-data; name="folder"\r\n\r\ntests',
        'The upload ended before the form was complete',
      ],
    ];
    for (const [contentType, payload, msg] of cases) {
      const response = await post(contentType, payload);
      expect(response.statusCode, contentType.slice(0, 40)).toBe(400);
      expect(response.json()).toEqual({ errors: [{ msg }] });
    }
  });
});

describe('size limits', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { MEDIA_MAX_VIDEO_BYTES: '1024', MEDIA_MAX_IMAGE_BYTES: '64' } });
  });
  afterAll(async () => {
    await small.close();
  });

  it('refuses a video over the configured limit and keeps nothing of it', async () => {
    const session = await registerUser(small);
    const signature = await sign(small, session.token, 'highlights');
    const response = await upload(small, [
      fileEntry(mp4, 'video/mp4', 'clip.mp4'),
      ...signedFields(signature),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].msg).toBe('Videos can be at most 1 KB');
    expect(incomingLeft(small)).toEqual([]);
    expect(readdirSync(join(small.dataDir, 'media'))).toEqual([]);
  });

  it('refuses an image over the image limit', async () => {
    const session = await registerUser(small);
    const signature = await sign(small, session.token, 'profiles');
    const response = await upload(small, [
      ...signedFields(signature),
      fileEntry(TINY_PNG, 'image/png', 'a.png'),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].msg).toBe('Images can be at most 64 bytes');
  });
});
