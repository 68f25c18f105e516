// Issue 24: with too many images waiting to be decoded (strip.ts), an upload is answered 503 with Retry-After, in
// seconds from how long the images ahead of it take to decode (bounded 1-30), and the message names the same wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { dataUrl, TINY_PNG } from '../../test/media-fixtures.ts';
import { decodeWaitSeconds, imageDecoding } from './strip.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the image decode queue, full', () => {
  it('answers an upload 503 with a Retry-After the message names too', async () => {
    const person = await registerUser(t);
    // One image as large as the whole budget is decoding, and the line behind it is full.
    const decoding = await imageDecoding.enter('others', Number.MAX_SAFE_INTEGER);
    const line = Array.from({ length: 64 }, () => imageDecoding.enter('others', 1));
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: auth(person.token),
        payload: { data: dataUrl('image/png', TINY_PNG), userId: person.user._id },
      });
      expect(refused.statusCode).toBe(503);
      const seconds = Number(refused.headers['retry-after']);
      expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 30).toBe(true);
      expect(refused.json()).toEqual({
        errors: [{ msg: `The server is busy with other images. Please try again in ${seconds} seconds.` }],
      });
    } finally {
      decoding();
      for (const release of await Promise.all(line)) release();
    }
    // Once the line has drained, the same upload goes through.
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: auth(person.token),
      payload: { data: dataUrl('image/png', TINY_PNG), userId: person.user._id },
    });
    expect(taken.statusCode, taken.body).toBe(200);
  });
});

describe('decodeWaitSeconds', () => {
  it('is the images ahead over those decoded at once, times an image’s decode, in whole seconds from 1 to 30', () => {
    // 4 decoding and 12 waiting at 500 ms an image: 16 images, 4 at a time, 4 rounds of 0.5 s.
    expect(decodeWaitSeconds({ decodeMs: 500, admitted: 4, waiting: 12 })).toBe(2);
    expect(decodeWaitSeconds({ decodeMs: 900, admitted: 1, waiting: 2 })).toBe(3);
    expect(decodeWaitSeconds({ decodeMs: 2, admitted: 1, waiting: 64 })).toBe(1);
    expect(decodeWaitSeconds({ decodeMs: 4000, admitted: 1, waiting: 64 })).toBe(30);
    expect(decodeWaitSeconds({ decodeMs: 0, admitted: 0, waiting: 0 })).toBe(1);
    expect(decodeWaitSeconds({ decodeMs: Number.NaN, admitted: 1, waiting: 1 })).toBe(30);
  });
});
