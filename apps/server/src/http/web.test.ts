// The web app fallback: client routes get index.html, a missing built file gets a 404 rather than the page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { isFilePath } from './web.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'podium-web-'));
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Podium</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-new.js'), 'console.log("podium")');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Podium"}');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('missing files', () => {
  it('answers an old bundle after a deploy with 404 and the error body, not the page', async () => {
    const response = await get('/assets/app-old.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ msg: 'File not found' }] });
    expect(response.body).not.toContain('<title>Podium</title>');
  });

  it('answers 404 for any missing file the build could serve, wherever it is asked for', async () => {
    for (const url of [
      '/favicon.ico',
      '/icons/icon-64.png',
      '/assets/styles-1.css',
      '/assets/app-1.js.map',
      '/robots.txt',
      '/apple-touch-icon.png',
      '/fonts/inter.woff2',
      '/assets/no-extension',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/app-old.js' })).statusCode).toBe(404);
  });

  it('still serves the files that exist', async () => {
    const bundle = await get('/assets/app-new.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toContain('podium');
    expect((await get('/manifest.webmanifest')).json()).toEqual({ name: 'Podium' });
  });
});

describe('client routes', () => {
  it('get index.html, with or without a query', async () => {
    for (const url of ['/AthleteProfile', '/reset/abc', '/login?next=%2Faccount', '/some-old-page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Podium</title>');
    }
  });

  it('get index.html when a segment carries an email or a dotted code', async () => {
    for (const url of [
      '/register-link/sub_123/a@b.com/false',
      '/register-link/sub_123/a%40b.com/true/sub-added',
      '/register-group-link/coach@club.ie/false/42',
      '/public/link/abc.def.js',
      '/reset/token.png',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Podium</title>');
    }
  });
});

describe('isFilePath', () => {
  it('tells built files from pages by folder and by a known extension only', () => {
    expect(isFilePath('/assets/index-abc.js')).toBe(true);
    expect(isFilePath('/icons/icon-192.png')).toBe(true);
    expect(isFilePath('/sw.js')).toBe(true);
    expect(isFilePath('/favicon.ico')).toBe(true);
    expect(isFilePath('/a@b.com')).toBe(false);
    expect(isFilePath('/profile/1.5')).toBe(false);
    expect(isFilePath('/AthleteProfile/search')).toBe(false);
  });
});
