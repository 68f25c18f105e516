// API answers go out compressed to clients that accept it (app.ts, @fastify/compress): brotli first, else gzip, from
// 1 KB; small answers and clients that accept nothing get the plain body. A compressed request body is never
// inflated: it would slip past the body limits, so it is refused like any body that is not JSON.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** GET with the encodings a client accepts; /api/openapi.json, the API's own description, is tens of kilobytes. */
const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed answers', () => {
  it('sends brotli to a client that accepts it, and the same JSON comes out', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const accept of ['br', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8']) {
      const packed = await get('/api/openapi.json', accept);
      expect(packed.headers['content-encoding'], accept).toBe('br');
      expect(packed.headers.vary, accept).toContain('accept-encoding');
      const body = brotliDecompressSync(packed.rawPayload);
      expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    }
  });

  it('sends gzip to a client that accepts gzip only', async () => {
    const packed = await get('/api/openapi.json', 'gzip');
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toHaveProperty('openapi');
  });

  it('sends a small answer, and any answer to a client that accepts no encoding, as it is', async () => {
    const small = await get('/api/health', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
    for (const accept of ['identity', 'compress', 'zstd']) {
      const plain = await get('/api/openapi.json', accept);
      expect(plain.headers['content-encoding'], accept).toBeUndefined();
      expect(plain.json(), accept).toHaveProperty('openapi');
    }
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const bomb = gzipSync(Buffer.from(`{"email":"${'a'.repeat(5_000_000)}@example.com","password":"x"}`));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: 'The request body is not valid JSON' }] });
  });
});
