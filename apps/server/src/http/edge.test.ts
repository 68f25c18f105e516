// The edge of the API (issue 7, defects 2, 3 and 12; issue 22, item 9): CORS for the native wrappers, an OPTIONS
// that is no preflight, the CSP on plain http, and the router's and static handler's refusals in the error shape.
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const LONG_ID = 'a'.repeat(5000);

let t: TestApp;
let web: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const dist = join(t.dataDir, 'web-dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Podium</title>');
  // Built web app served beside the API: its static wildcard must not answer for /api.
  web = await createTestApp({ env: { WEB_DIST: dist } });
  token = (await createAthlete(web)).token;
});
afterAll(async () => {
  await t.close();
  await web.close();
});

describe('CORS preflight from the native wrappers', () => {
  it.each(['PUT', 'DELETE'])('allows %s with a session token', async (method) => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/athleteProfile/videos/0b0e8a4e-2f3c-4a7e-9d1c-1f2e3d4c5b6a',
      headers: {
        origin: 'capacitor://localhost',
        'access-control-request-method': method,
        'access-control-request-headers': 'x-auth-token,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    expect(response.headers['access-control-allow-headers']).toContain('x-auth-token');
  });
});

describe('an OPTIONS request that is no CORS preflight', () => {
  const preflights: Array<[string, Record<string, string>]> = [
    ['no CORS headers', {}],
    ['an Origin only', { origin: 'capacitor://localhost' }],
    ['a requested method only', { 'access-control-request-method': 'PUT' }],
  ];
  const paths = ['/api/users/check', '/api/athleteProfile/search', '/api/nothing', '/login', '/no/such/page'];

  it.each(preflights)('is refused in the error shape when it carries %s', async (_name, headers) => {
    for (const app of [t, web]) {
      for (const url of paths) {
        const response = await app.app.inject({ method: 'OPTIONS', url, headers });
        expect(response.statusCode, url).toBe(400);
        expect(response.headers['content-type'], url).toContain('application/json');
        expect(response.json(), url).toEqual({
          errors: [
            {
              msg: 'OPTIONS is answered only as a CORS preflight: send Origin and Access-Control-Request-Method',
            },
          ],
        });
      }
    }
  });
});

describe('content security policy', () => {
  const cspOf = async (app: TestApp) =>
    String((await app.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);

  it('does not ask browsers to upgrade to https when the public URL is plain http', async () => {
    expect(await cspOf(t)).not.toContain('upgrade-insecure-requests');
    expect(await cspOf(t)).toContain("default-src 'self'");
  });

  it('asks for the upgrade when the public URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://podium.example' } });
    try {
      expect(await cspOf(secure)).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('every answer under /api is the error shape', () => {
  it('answers a malformed %-escape with 400', async () => {
    for (const app of [t, web]) {
      const response = await app.app.inject({ method: 'GET', url: '/api/%' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ msg: 'The address is not valid: it has a malformed %-escape' }],
      });
    }
  });

  it('refuses a 5,000-character id on DELETE and GET by naming the field', async () => {
    for (const [method, url] of [
      ['DELETE', `/api/athleteProfile/videos/${LONG_ID}`],
      ['GET', `/api/athleteProfile/${LONG_ID}`],
    ] as const) {
      const response = await web.app.inject({ method, url, headers: auth(token) });
      expect(response.statusCode, `${method} ${url.slice(0, 40)}`).toBe(400);
      expect(response.json()).toEqual({ errors: [{ msg: 'id: Must be a valid id' }] });
    }
  });

  it('refuses a long reset token by naming it, not with the static handler’s 403', async () => {
    for (const app of [t, web]) {
      const response = await app.app.inject({ method: 'GET', url: `/api/users/reset/${LONG_ID}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toMatch(/^token: /);
    }
  });

  it('answers an unknown /api address with 404 even when its name is too long for a file', async () => {
    for (const url of [`/api/nothing/${LONG_ID}`, '/api/nothing/..%2f..%2fetc', '/api/assets/app.js']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url.slice(0, 40)).toBe(404);
      expect(response.json().errors[0].msg).toMatch(/^No endpoint GET \/api\/(nothing|assets)\//);
    }
  });
});

describe('requests Node refuses before Fastify sees them', () => {
  let port = 0;
  beforeAll(async () => {
    port = Number(new URL(await t.app.listen({ host: '127.0.0.1', port: 0 })).port);
  });

  /** Sends raw bytes to the listening app and reads the whole answer. */
  async function sendRaw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('answers an address longer than the header limit with 431 in the error shape', async () => {
    const answer = await sendRaw(`GET /api/athleteProfile/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ errors: [{ msg: 'The request headers (or its address) are too large' }] }),
    );
  });

  it('answers bytes that are not HTTP with 400 in the error shape', async () => {
    const answer = await sendRaw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.split('\r\n\r\n')[1]).toBe(
      JSON.stringify({ errors: [{ msg: 'The request is not valid HTTP' }] }),
    );
  });
});
