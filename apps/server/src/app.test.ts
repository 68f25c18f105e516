// The app as a whole: health, OpenAPI, error shape, headers, CORS, the web app fallback, configuration.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('app', () => {
  it('reports the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('publishes an OpenAPI document with every call and its refusals, and a docs page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/users',
      '/api/users/check',
      '/api/auth',
      '/api/users/update',
      '/api/users/delete',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/auth'].post.responses).toHaveProperty('400');
    expect(
      doc.paths['/api/users'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('agreedToTerms');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  /** The 4xx and 5xx codes the OpenAPI document declares for one call. */
  const refusalsIn = async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const refusalsOf = (path: string, method: string) =>
      Object.keys(doc.paths[path][method].responses)
        .filter((code) => code.startsWith('4') || code.startsWith('5'))
        .map(Number);
    return { doc, refusalsOf };
  };

  it('declares on each account call the refusals it can answer, and only those', async () => {
    const { doc, refusalsOf } = await refusalsIn();
    expect(refusalsOf('/api/users', 'post')).toEqual([400, 409, 413, 415, 429]);
    expect(refusalsOf('/api/users/check', 'post')).toEqual([400, 413, 415, 429]);
    expect(refusalsOf('/api/auth', 'post')).toEqual([400, 413, 415, 429]);
    expect(refusalsOf('/api/auth', 'get')).toEqual([401]);
    expect(refusalsOf('/api/auth/logout', 'post')).toEqual([401]);
    expect(refusalsOf('/api/auth/logout-everywhere', 'post')).toEqual([401]);
    expect(refusalsOf('/api/users/update', 'put')).toEqual([400, 401, 409, 413, 415, 429]);
    expect(refusalsOf('/api/users/delete', 'put')).toEqual([400, 401, 404, 413, 415, 429]);
    expect(refusalsOf('/api/users/reset', 'post')).toEqual([400, 413, 415]);
    expect(refusalsOf('/api/users/reset/{token}', 'get')).toEqual([400]);
    expect(refusalsOf('/api/users/reset/{token}', 'put')).toEqual([400, 413, 415]);
    expect(refusalsOf('/api/auth/link', 'post')).toEqual([400, 413, 415, 429]);
    expect(refusalsOf('/api/auth/link/{token}', 'post')).toEqual([400, 413, 415]);
    const refusal = doc.paths['/api/users/reset'].post.responses['413'].content['application/json'].schema;
    expect(refusal.properties).toHaveProperty('errors');
  });

  it('declares on athlete, media and ranking calls only the refusals they can answer', async () => {
    const { refusalsOf } = await refusalsIn();
    // Public reads: no 401; a bad id is 400, an unknown one 404.
    expect(refusalsOf('/api/public/athlete/{id}', 'get')).toEqual([400, 404]);
    expect(refusalsOf('/api/public/link/{code}', 'get')).toEqual([400, 404]);
    // Own profile, no {id}: its 404 is "no profile yet".
    expect(refusalsOf('/api/athleteProfile/me', 'get')).toEqual([401, 403, 404]);
    expect(refusalsOf('/api/athleteProfile/{id}', 'get')).toEqual([400, 401, 404]);
    expect(refusalsOf('/api/athleteProfile', 'post')).toEqual([400, 401, 403, 409, 413, 415]);
    // 409: renamed to a sport the profile already has.
    expect(refusalsOf('/api/athleteProfile/sport-credentials/{id}', 'put')).toEqual([
      400, 401, 403, 404, 409, 413, 415,
    ]);
    expect(refusalsOf('/api/athleteProfile/sport-credentials/{id}', 'delete')).toEqual([
      400, 401, 403, 404, 409,
    ]);
    expect(refusalsOf('/api/athleteProfile/videos/{id}', 'delete')).toEqual([400, 401, 403, 404]);
    expect(refusalsOf('/api/athleteProfile/athData', 'post')).toEqual([400, 401, 403, 404, 413, 415]);
    expect(refusalsOf('/api/cloudinary-signature', 'post')).toEqual([400, 401, 413, 415]);
    // 429 and 503: images sent as data URLs wait in line for their turn to be read (http/byte-gate.ts).
    expect(refusalsOf('/api/upload', 'post')).toEqual([400, 401, 403, 413, 415, 429, 502, 503]);
    expect(refusalsOf('/api/upload/dynamic', 'post')).toEqual([400, 401, 413, 415, 429, 502, 503]);
    // Signed by the form, not a session: a bad signature is 403, never 401. 503: images wait in line to be decoded
    // and stripped of their metadata (media/strip.ts).
    expect(refusalsOf('/api/media/upload', 'post')).toEqual([400, 403, 413, 415, 503]);
    expect(refusalsOf('/api/media/usage', 'get')).toEqual([401]);
    // 403: the signature already recorded a file; 409: two signatures reporting one file at once.
    expect(refusalsOf('/api/media/files', 'post')).toEqual([400, 401, 403, 404, 409, 413, 415, 502]);
    // 409: a file a group keeps (its copy of an image or document) is removed through the group, not here.
    expect(refusalsOf('/api/media/files', 'delete')).toEqual([400, 401, 404, 409, 413, 415, 502]);
    expect(refusalsOf('/media/{folder}/{owner}/{file}', 'get')).toEqual([400, 404, 416]);
    // Search finds what the viewer may see, or nothing: only bad filters and signed-out callers are refused.
    for (const path of [
      '/api/search/name',
      '/api/search/coaches',
      '/api/search/coaches/org',
      '/api/search/users',
    ]) {
      expect(refusalsOf(path, 'get')).toEqual([400, 401]);
    }
    expect(refusalsOf('/api/athleteProfile/search', 'get')).toEqual([400, 401]);
  });

  it('declares on collaborator calls, and a coach’s view of ranks, only the refusals they can answer', async () => {
    const { refusalsOf } = await refusalsIn();
    expect(refusalsOf('/api/collaborators/invite/{id}', 'put')).toEqual([400, 401, 403, 404, 409, 429]);
    expect(refusalsOf('/api/collaborators/accept/{id}', 'put')).toEqual([400, 401, 403, 404, 409]);
    expect(refusalsOf('/api/collaborators/{id}', 'delete')).toEqual([400, 401, 403, 404, 409]);
    expect(refusalsOf('/api/collaborators/collab-tests-added', 'put')).toEqual([
      400, 401, 403, 404, 413, 415,
    ]);
    // 409: the athlete's highlight videos are full.
    expect(refusalsOf('/api/collaborators/collab-vids-added', 'put')).toEqual([
      400, 401, 403, 404, 409, 413, 415,
    ]);
    expect(refusalsOf('/api/collaborators', 'get')).toEqual([401, 403, 409]);
    expect(refusalsOf('/api/collaborators/athletes', 'get')).toEqual([401, 403]);
    expect(refusalsOf('/api/athleteProfile/{id}/athData', 'post')).toEqual([400, 401, 403, 404, 413, 415]);
  });

  it('declares on coach, organisation and associated-people calls only the refusals they can answer', async () => {
    const { refusalsOf } = await refusalsIn();
    expect(refusalsOf('/api/coachProfile', 'post')).toEqual([400, 401, 403, 409, 413, 415]);
    expect(refusalsOf('/api/coachProfile', 'put')).toEqual([400, 401, 403, 404, 413, 415]);
    expect(refusalsOf('/api/coachProfile/me', 'get')).toEqual([401, 403, 404]);
    expect(refusalsOf('/api/coachProfile/user/{id}', 'get')).toEqual([400, 401, 404]);
    expect(refusalsOf('/api/organisation', 'post')).toEqual([400, 401, 403, 409, 413, 415]);
    expect(refusalsOf('/api/organisation', 'put')).toEqual([400, 401, 403, 413, 415]);
    expect(refusalsOf('/api/organisation/me', 'get')).toEqual([401, 404]);
    expect(refusalsOf('/api/organisation/{id}', 'get')).toEqual([400, 401, 404]);
    expect(refusalsOf('/api/organisation/admins', 'post')).toEqual([400, 401, 403, 404, 409, 413, 415]);
    expect(refusalsOf('/api/users/active-profile', 'put')).toEqual([400, 401, 403, 409, 413, 415]);
    expect(refusalsOf('/api/associated', 'post')).toEqual([400, 401, 403, 404, 409, 413, 415, 429]);
    expect(refusalsOf('/api/organisation/{id}/associate-request', 'post')).toEqual([
      400, 401, 403, 404, 409, 429,
    ]);
    expect(refusalsOf('/api/athleteProfile/confirmAssociated/{id}', 'put')).toEqual([
      400, 401, 403, 404, 409,
    ]);
    expect(refusalsOf('/api/associated/{id}/confirm', 'put')).toEqual([400, 401, 403, 404, 409]);
    expect(refusalsOf('/api/associated/{id}', 'delete')).toEqual([400, 401, 404]);
  });

  it('declares on pitch and endorsement calls only the refusals they can answer', async () => {
    const { refusalsOf } = await refusalsIn();
    // 429: the daily cap; 409: the same receiver within 30 days, or no athlete profile yet.
    const sent = [400, 401, 403, 404, 409, 413, 415, 429];
    expect(refusalsOf('/api/athleteProfile/coach/{id}', 'post')).toEqual(sent);
    expect(refusalsOf('/api/organisation/{id}/{id2}/application', 'post')).toEqual(sent);
    expect(refusalsOf('/api/athleteProfile/coach/{id}/contact', 'put')).toEqual(sent);
    expect(refusalsOf('/api/athleteProfile/pitch-target/{id}', 'get')).toEqual([400, 401, 403, 404, 409]);
    expect(refusalsOf('/api/pitches/{id}', 'get')).toEqual([400, 401, 404]);
    expect(refusalsOf('/api/athleteProfile/{id}/request-endorsement', 'put')).toEqual([
      400, 401, 403, 404, 409, 429,
    ]);
    expect(refusalsOf('/api/athleteProfile/endorse/{id}', 'put')).toEqual([
      400, 401, 403, 404, 409, 413, 415,
    ]);
    expect(refusalsOf('/api/athleteProfile/acceptEndorsement/{id}', 'put')).toEqual([
      400, 401, 403, 404, 409,
    ]);
    expect(refusalsOf('/api/athleteProfile/endorsementStatus/{id}', 'put')).toEqual([
      400, 401, 403, 404, 409, 413, 415,
    ]);
    expect(refusalsOf('/api/athleteProfile/endorsements/me', 'get')).toEqual([401, 403, 409]);
    expect(refusalsOf('/api/athleteProfile/endorsement/{id}', 'get')).toEqual([400, 401, 404]);
  });

  it('declares on watchlist, timeline and connection calls only the refusals they can answer', async () => {
    const { refusalsOf } = await refusalsIn();
    expect(refusalsOf('/api/watchlist', 'get')).toEqual([400, 401, 403]);
    expect(refusalsOf('/api/watchlist/status/{athleteProfileId}', 'get')).toEqual([400, 401, 403, 404]);
    expect(refusalsOf('/api/watchlist/{athleteProfileId}', 'get')).toEqual([400, 401, 403, 404]);
    expect(refusalsOf('/api/watchlist/{athleteProfileId}', 'put')).toEqual([
      400, 401, 403, 404, 409, 413, 415,
    ]);
    expect(refusalsOf('/api/watchlist/{athleteProfileId}', 'delete')).toEqual([400, 401, 403, 404]);
    expect(refusalsOf('/api/timeline/{profileId}', 'get')).toEqual([400, 401, 404]);
    expect(refusalsOf('/api/connections', 'post')).toEqual([400, 401, 403, 404, 409, 413, 415, 429]);
    expect(refusalsOf('/api/connections/handle', 'put')).toEqual([400, 401, 403, 404, 409, 413, 415]);
    expect(refusalsOf('/api/connections/{profileId}', 'delete')).toEqual([400, 401, 403, 404, 409]);
    expect(refusalsOf('/api/connections/status/{profileId}', 'get')).toEqual([400, 401, 403, 404, 409]);
    expect(refusalsOf('/api/connections', 'get')).toEqual([400, 401, 403, 409]);
  });

  it('answers an unknown endpoint with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ msg: 'No endpoint GET /api/nothing-here' }] });
  });

  it('sends security headers and allows the native wrappers origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth',
      headers: { origin: 'capacitor://localhost', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('runs migrations once: a second run applies nothing', async () => {
    expect(await migrate(t.db)).toEqual([]);
  });
});

describe('web app fallback', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = join(t.dataDir, 'web-dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Podium</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log("podium")');
    web = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await web.close();
  });

  it('serves the landing page at /', async () => {
    const root = await web.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Podium</title>');
    expect((await web.app.inject({ method: 'GET', url: '/?page=notifications' })).statusCode).toBe(200);
  });

  it('serves index.html for client routes and files as they are', async () => {
    const route = await web.app.inject({ method: 'GET', url: '/AthleteProfile?tab=tests' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>Podium</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.body).toContain('podium');
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await web.app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('stops with one line naming a bad variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with postgres:\/\//,
    );
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE must be at least 1/);
    expect(() => readConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(
      /DATABASE_POOL_SIZE must be a number of connections/,
    );
    // The embedded database is one process's: nobody else could run the jobs it would leave.
    expect(() => readConfig({ RUN_JOBS: '0' })).toThrow(/RUN_JOBS 0 needs DATABASE_URL/);
    expect(readConfig({ RUN_JOBS: '0', DATABASE_URL: 'postgres://db/podium' }).RUN_JOBS).toBe(false);
  });

  it('has working defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', publicUrl: 'http://localhost:3000' });
    expect(config.DATABASE_POOL_SIZE).toBeUndefined();
    expect(config.RUN_JOBS).toBe(true);
    expect(readConfig({ DATABASE_POOL_SIZE: '6' }).DATABASE_POOL_SIZE).toBe(6);
  });
});
