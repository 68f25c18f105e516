// The upload client: signature first with the session token, then the signed form with the file last, errors with status and body.
import type { UploadSignature } from '@podium/core/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { reportedUpload } from '../../test/upload-fixtures.ts';
import { FakeXhr } from './fake-xhr.ts';
import { UploadError, uploadAsset } from './upload-asset.ts';

const API = 'http://localhost:3000/api';
const SIGNATURE: UploadSignature = {
  apiKey: 'podium-local',
  timestamp: 1_700_000_000,
  signature: 'a'.repeat(40),
  uploadPreset: 'podium',
  folder: 'tests/u1',
  cloudName: 'local',
  uploadUrl: 'http://localhost:3000/api/media/upload',
};
const ASSET = {
  secure_url: 'http://localhost:3000/media/tests/u1/0123456789abcdef0123.mp4',
  public_id: 'tests/u1/0123456789abcdef0123',
  resource_type: 'video',
  format: 'mp4',
  bytes: 4,
};
const file = () => new File([new Uint8Array([1, 2, 3, 4])], 'clip.mp4', { type: 'video/mp4' });

/** Resolves once the form has been posted. */
async function posted(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const [xhr] = FakeXhr.sent;
  if (!xhr) throw new Error('nothing posted');
  return xhr;
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('uploadAsset', () => {
  it('asks for a signature with the session token, posts the signed fields then the file, and answers the asset', async () => {
    const calls = stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
    });
    const progress: number[] = [];
    const result = uploadAsset(file(), 'tests', (fraction) => progress.push(fraction), {
      apiBaseUrl: API,
      token: 'tok-1',
    });
    const xhr = await posted();
    expect(calls[0]?.body).toEqual({ folder: 'tests' });
    expect(calls[0]?.headers.get('x-auth-token')).toBe('tok-1');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(SIGNATURE.uploadUrl);
    const fields = [...(xhr.body?.keys() ?? [])];
    expect(fields).toEqual(['api_key', 'timestamp', 'signature', 'upload_preset', 'folder', 'file']);
    expect(xhr.body?.get('folder')).toBe('tests/u1');
    expect(xhr.body?.get('timestamp')).toBe('1700000000');
    xhr.progress(2, 4);
    xhr.respond(200, { ...ASSET, version: 3, etag: 'x' });
    await expect(result).resolves.toEqual(ASSET);
    expect(progress).toEqual([0, 0.5, 1]);
    // Then the file is reported to our server with the signature it came with, so it counts against storage.
    expect(calls[1]?.path).toBe('/api/media/files');
    expect(calls[1]?.body).toEqual({
      signature: SIGNATURE.signature,
      publicId: ASSET.public_id,
      resourceType: 'video',
    });
    expect(calls[1]?.headers.get('x-auth-token')).toBe('tok-1');
  });

  it('fails with our server’s message when it refuses the report', async () => {
    const used = 'This upload signature has already been used: ask for a new one';
    stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': { status: 403, body: { errors: [{ msg: used }] } },
    });
    const failure = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: 't' });
    (await posted()).respond(200, ASSET);
    await expect(failure).rejects.toMatchObject({ status: 403, message: used });
  });

  it('never reads device storage for the token: without one, the signature call goes unsigned', async () => {
    localStorage.setItem('token', 'stale-token');
    const calls = stubApi({
      'POST /api/cloudinary-signature': { status: 401, body: { errors: [{ msg: 'Please sign in' }] } },
    });
    const failure = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: null });
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(calls[0]?.headers.has('x-auth-token')).toBe(false);
  });

  it('leaves out an empty upload preset', async () => {
    stubApi({
      'POST /api/cloudinary-signature': { body: { ...SIGNATURE, uploadPreset: '' } },
      'POST /api/media/files': reportedUpload,
    });
    const result = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: 't' });
    const xhr = await posted();
    expect(xhr.body?.has('upload_preset')).toBe(false);
    xhr.respond(200, ASSET);
    await result;
  });

  it('fails with the status and body of a refused signature', async () => {
    stubApi({ 'POST /api/cloudinary-signature': { status: 400, body: { errors: [{ msg: 'Bad folder' }] } } });
    const failure = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: 't' });
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Bad folder' });
  });

  it('fails with the provider’s message, ours or Cloudinary’s', async () => {
    stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
    });
    const ours = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: 't' });
    (await posted()).respond(415, { errors: [{ msg: 'Upload a video' }] });
    await expect(ours).rejects.toMatchObject({ status: 415, message: 'Upload a video' });

    FakeXhr.sent = [];
    const theirs = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: 't' });
    (await posted()).respond(401, { error: { message: 'Invalid Signature' } });
    await expect(theirs).rejects.toMatchObject({ status: 401, message: 'Invalid Signature' });
  });

  it('waits as long as a 503’s Retry-After says and posts the form once more, then fails on a second 503', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      stubApi({
        'POST /api/cloudinary-signature': { body: SIGNATURE },
        'POST /api/media/files': reportedUpload,
      });
      const busy = {
        errors: [{ msg: 'The server is busy with other images. Please try again in 3 seconds.' }],
      };
      const retried = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: 't' });
      (await posted()).respond(503, busy, { 'retry-after': '3' });
      await vi.advanceTimersByTimeAsync(2_900);
      expect(FakeXhr.sent).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(100);
      expect(FakeXhr.sent).toHaveLength(2);
      expect(FakeXhr.sent[1]?.body?.get('signature')).toBe(SIGNATURE.signature);
      FakeXhr.sent[1]?.respond(200, ASSET);
      await expect(retried).resolves.toEqual(ASSET);

      FakeXhr.sent = [];
      const twice = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: 't' });
      (await posted()).respond(503, busy, { 'retry-after': '3' });
      await vi.advanceTimersByTimeAsync(3_000);
      FakeXhr.sent[1]?.respond(503, busy, { 'retry-after': '3' });
      await expect(twice).rejects.toMatchObject({ status: 503, message: busy.errors[0]?.msg });
      expect(FakeXhr.sent).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a 503 without Retry-After, or one asking for more than 30 seconds, at once', async () => {
    stubApi({ 'POST /api/cloudinary-signature': { body: SIGNATURE } });
    const bare = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: 't' });
    (await posted()).respond(503, { errors: [{ msg: 'Busy' }] });
    await expect(bare).rejects.toMatchObject({ status: 503 });

    FakeXhr.sent = [];
    const long = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: 't' });
    (await posted()).respond(503, { errors: [{ msg: 'Busy' }] }, { 'retry-after': '120' });
    await expect(long).rejects.toMatchObject({ status: 503 });
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('fails with status 0 when the network drops', async () => {
    stubApi({
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
    });
    const failure = uploadAsset(file(), 'tests', undefined, { apiBaseUrl: API, token: 't' });
    (await posted()).fail();
    await expect(failure).rejects.toMatchObject({ status: 0 });
  });
});
