// An upload refused before its body is read (a bad signature sent first, a file over the limit) must reach the
// client as its 403 or 413, not as a broken pipe: the client is still writing when the server has made up its mind.
import { type AddressInfo, connect } from 'node:net';
import type { UploadSignature } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let port: number;
let signature: UploadSignature;

beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_MAX_VIDEO_BYTES: String(1024 * 1024) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const user = await registerUser(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cloudinary-signature',
    headers: auth(user.token),
    payload: { folder: 'highlights' },
  });
  signature = response.json<UploadSignature>();
});
afterAll(async () => {
  await t.close();
});

const BOUNDARY = 'podium-early-refusal';
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/**
 * Sends a multipart upload of `fileBytes` after `fields` the way many HTTP clients do (Python's, curl for small
 * bodies, a phone's upload task): the whole request is written before the answer is read, and a write that fails
 * (EPIPE, ECONNRESET) is a failed upload. Answers the status and body read afterwards, or the error.
 */
function send(fields: Record<string, string>, fileBytes: number) {
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => field(name, value))
      .join('') +
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="clip.mp4"\r\n` +
      'content-type: video/mp4\r\n\r\n',
  );
  // An MP4 header first, so the type is known at once, then filler.
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = head.length + ftyp.length + fileBytes + tail.length;
  const requestHead = Buffer.from(
    'POST /api/media/upload HTTP/1.1\r\nhost: 127.0.0.1\r\n' +
      `content-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${length}\r\n\r\n`,
  );
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let failed: string | null = null;
    socket.on('data', (data: Buffer) => received.push(data));
    socket.on('error', (error) => {
      failed ??= error.message;
    });
    const answer = () => {
      if (failed) return resolve({ error: failed });
      const text = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      resolve({ status, body });
    };
    const write = (bytes: Buffer) =>
      new Promise<void>((done) => {
        if (failed || socket.destroyed) return done();
        socket.write(bytes, (error) => {
          if (error) failed ??= error.message;
          done();
        });
      });
    void (async () => {
      await write(Buffer.concat([requestHead, head, ftyp]));
      const chunk = Buffer.alloc(256 * 1024, 7);
      for (let sent = 0; sent < fileBytes && !failed; sent += chunk.length) {
        await write(chunk.subarray(0, Math.min(chunk.length, fileBytes - sent)));
      }
      await write(tail);
      // Only now read what came back, as such clients do.
      if (failed) return answer();
      socket.once('close', answer);
      socket.end();
      setTimeout(() => socket.destroy(), 5000).unref();
    })();
  });
}

const signed = (overrides: Record<string, string> = {}) => ({
  api_key: signature.apiKey,
  timestamp: String(signature.timestamp),
  signature: signature.signature,
  upload_preset: signature.uploadPreset,
  folder: signature.folder,
  ...overrides,
});

describe('a refusal decided before the body is read', () => {
  it('reaches the client as 403 every time when the signature is wrong', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await send(signed({ signature: 'f'.repeat(40) }), 24 * 1024 * 1024);
      expect(answer, `attempt ${attempt}`).toEqual({
        status: 403,
        body: expect.stringContaining(JSON.stringify({ errors: [{ msg: 'Invalid upload signature' }] })),
      });
    }
  });

  it('reaches the client as 413 every time when the file is over the limit', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await send(signed(), 24 * 1024 * 1024);
      expect(answer, `attempt ${attempt}`).toMatchObject({ status: 413 });
    }
  });
});
