// Data URL images (overlay cards, account images), the Cloudinary-configured app, and the API description.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signParams } from '../../providers/media/signature.ts';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dataUrl, TINY_GIF, TINY_PNG } from '../../test/media-fixtures.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t);
  other = await registerUser(t);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/upload/dynamic', () => {
  const post = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/upload/dynamic',
      payload: payload as Record<string, unknown>,
      ...(token ? { headers: auth(token) } : {}),
    });

  it('stores the overlay card in the user’s own folder and answers its public_id', async () => {
    const response = await post({ dataURL: dataUrl('image/png', TINY_PNG) }, user.token);
    expect(response.statusCode).toBe(200);
    const { public_id } = response.json();
    expect(public_id).toMatch(new RegExp(`^overlays/${user.user._id}/[0-9a-f]{20}$`));
    expect(existsSync(join(t.dataDir, 'media', `${public_id}.png`))).toBe(true);
  });

  it('refuses without a token', async () => {
    expect((await post({ dataURL: dataUrl('image/png', TINY_PNG) })).statusCode).toBe(401);
  });

  it('refuses something that is not a data URL', async () => {
    for (const dataURL of [
      'https://example.com/card.png',
      'data:image/png;base64,',
      'data:text/plain;base64,aGk=',
    ]) {
      const response = await post({ dataURL }, user.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toContain('data: URL of an image');
    }
  });

  it('refuses bytes that are not a PNG or JPEG, whatever the data URL claims', async () => {
    const text = await post(
      { dataURL: dataUrl('image/png', Buffer.from('not an image at all')) },
      user.token,
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().errors[0].msg).toBe('The card image must be a PNG or JPEG');
    const gif = await post({ dataURL: dataUrl('image/gif', TINY_GIF) }, user.token);
    expect(gif.statusCode).toBe(415);
  });
});

describe('POST /api/upload', () => {
  it('stores an image for your own account and serves it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: auth(user.token),
      payload: { data: dataUrl('image/gif', TINY_GIF), userId: user.user._id },
    });
    expect(response.statusCode).toBe(200);
    const { url, public_id } = response.json();
    expect(public_id).toMatch(new RegExp(`^images/${user.user._id}/`));
    expect(url).toBe(`http://podium.test/media/${public_id}.gif`);
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.headers['content-type']).toBe('image/gif');
    // The GIF as kept: encoded again without metadata (metadata.test.ts), the same picture.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'gif', width: 2, height: 1 });
  });

  it('refuses someone else’s userId', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: auth(user.token),
      payload: { data: dataUrl('image/png', TINY_PNG), userId: other.user._id },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].msg).toBe('You can only upload images to your own account');
  });

  it('refuses without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: { data: dataUrl('image/png', TINY_PNG), userId: user.user._id },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('API description', () => {
  it('lists every media call, and the multipart form with its fields', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/cloudinary-signature',
      '/api/upload/dynamic',
      '/api/upload',
      '/api/media/upload',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const form = doc.paths['/api/media/upload'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['file', 'api_key', 'timestamp', 'signature', 'upload_preset', 'folder']),
    );
    expect(form.properties.file.format).toBe('binary');
  });
});

describe('with CLOUDINARY_URL', () => {
  let cloud: TestApp;
  beforeAll(async () => {
    cloud = await createTestApp({
      env: {
        CLOUDINARY_URL: 'cloudinary://123456789012345:abcd@demo',
        CLOUDINARY_UPLOAD_PRESET: 'podium_signed',
      },
    });
  });
  afterAll(async () => {
    await cloud.close();
  });

  it('signs for Cloudinary with the account secret and points at its upload API', async () => {
    const session = await registerUser(cloud);
    const response = await cloud.app.inject({
      method: 'POST',
      url: '/api/cloudinary-signature',
      headers: auth(session.token),
      payload: { folder: 'highlights' },
    });
    expect(response.statusCode).toBe(200);
    const signature = response.json();
    expect(signature).toMatchObject({
      apiKey: '123456789012345',
      cloudName: 'demo',
      uploadPreset: 'podium_signed',
      folder: `highlights/${session.user._id}`,
      uploadUrl: 'https://api.cloudinary.com/v1_1/demo/auto/upload',
    });
    expect(signature.signature).toBe(
      signParams(
        { folder: signature.folder, timestamp: signature.timestamp, upload_preset: 'podium_signed' },
        'abcd',
      ),
    );
  });

  it('does not open the local upload endpoint, and lets the browser reach Cloudinary', async () => {
    const response = await cloud.app.inject({ method: 'POST', url: '/api/media/upload' });
    expect(response.statusCode).toBe(404);
    const health = await cloud.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toContain('https://api.cloudinary.com');
    expect(health.headers['content-security-policy']).toContain('https://res.cloudinary.com');
  });
});
