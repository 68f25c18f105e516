// The web app: client routes get index.html, any other page address the same page with 404 (issue 22), a missing
// built file a 404 rather than the page; built files go out precompressed with the right cache lifetime, and source
// maps never (issue 8).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PRIVATE_PATTERNS, PUBLIC_PATTERNS } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { screenFiles } from './page-hints.ts';
import { cacheControlFor, isFilePath } from './web.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Podium</title></head><body><div id="root"></div></body></html>';
/** A build's manifest: the entry, a chunk it shares with the public profile screen, and the screen's own. */
const VITE_MANIFEST = {
  'index.html': {
    file: 'assets/app-new.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index-1.css'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  'src/features/athletes/profile/PublicAthletePage.tsx': {
    file: 'assets/PublicAthletePage-1.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_ProfileView.js'],
    css: ['assets/athletes-1.css'],
  },
  '_ProfileView.js': {
    file: 'assets/ProfileView-1.js',
    css: ['assets/index-1.css', 'assets/ProfileView-1.css'],
  },
};
const BUNDLE = 'console.log("podium");'.repeat(20);

/** Writes a file with the .br and .gz copies the web build writes beside it (apps/web/build/precompress.ts). */
function writeWithCopies(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'podium-web-'));
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeWithCopies(join(dist, 'index.html'), INDEX_HTML);
  writeWithCopies(join(dist, 'assets', 'app-new.js'), BUNDLE);
  writeFileSync(join(dist, 'assets', 'app-new.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(dist, 'assets', 'logo-1.png'), 'png');
  writeWithCopies(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Podium"}');
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(VITE_MANIFEST));
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const getAccepting = (url: string, acceptEncoding: string | undefined) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compression', () => {
  it('sends the brotli copy to a browser that accepts it, even when it names gzip first', async () => {
    for (const accept of ['gzip, deflate, br, zstd', 'br', 'br;q=1, gzip;q=0.8']) {
      const response = await getAccepting('/assets/app-new.js', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe('br');
      expect(response.headers['content-type'], accept).toContain('javascript');
      expect(brotliDecompressSync(response.rawPayload).toString(), accept).toBe(BUNDLE);
    }
  });

  it('sends the gzip copy to a browser that accepts gzip only', async () => {
    const response = await getAccepting('/assets/app-new.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await getAccepting('/assets/app-new.js', accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.body, accept).toBe(BUNDLE);
    }
  });

  it('tells caches the answer depends on Accept-Encoding, whichever copy went out', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const response = await getAccepting('/assets/app-new.js', accept);
      expect(response.headers.vary, accept).toContain('accept-encoding');
    }
  });

  it('compresses the page itself, at / and at a client route', async () => {
    for (const url of ['/', '/login']) {
      const response = await getAccepting(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });
});

describe('cache lifetimes', () => {
  it('keeps hashed bundles a year as immutable, compressed or not', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const response = await getAccepting('/assets/app-new.js', accept);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/logo-1.png')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('never keeps index.html, the service worker or the manifest without asking again', async () => {
    for (const url of ['/', '/index.html', '/login', '/sw.js', '/manifest.webmanifest']) {
      for (const accept of ['br', undefined]) {
        const response = await getAccepting(url, accept);
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['cache-control'], `${url} ${accept}`).toBe('no-cache');
      }
    }
  });

  it('decides by the path inside the build, not by where the build lies on disk', () => {
    expect(cacheControlFor(join('assets', 'index-abc.js'))).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('sw.js')).toBe('no-cache');
  });
});

describe('files that are never public', () => {
  it('answers a source map with 404, though it is in the build, with any encoding', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const response = await getAccepting('/assets/app-new.js.map', accept);
      expect(response.statusCode, accept).toBe(404);
      expect(response.json(), accept).toEqual({ errors: [{ msg: 'File not found' }] });
      expect(response.body, accept).not.toContain('secret');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/app-new.js.map' })).statusCode).toBe(404);
    expect((await get('/assets/APP-NEW.JS.MAP')).statusCode).toBe(404);
  });

  it("answers the build's own report (.vite/manifest.json) with 404", async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('app-new.js');
  });
});

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
    for (const url of ['/AthleteProfile', '/reset/abc', '/login?next=%2Faccount', '/login/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Podium</title>');
    }
  });

  it('get index.html with 200 at every path of the route table, parameters filled', async () => {
    const fill = (pattern: string) => pattern.replace(/:[^/]+/g, (param) => `${param.slice(1)}-7`);
    for (const pattern of [...PUBLIC_PATTERNS, ...PRIVATE_PATTERNS]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url: fill(pattern) });
        expect(response.statusCode, `${method} ${pattern}`).toBe(200);
        expect(response.headers['content-type'], `${method} ${pattern}`).toContain('text/html');
      }
    }
  });

  it('answer any other page address with 404 and the same index.html, so the app shows its not-found screen', async () => {
    for (const url of [
      '/some-old-page',
      '/no/such/page?x=1',
      '/public/team/abc-123',
      '/AthleteProfile/x/y/z',
      '/login/extra',
      '/CoachProfile/watchlist/profile',
    ]) {
      for (const accept of ['br', undefined]) {
        const response = await getAccepting(url, accept);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        const html = accept ? brotliDecompressSync(response.rawPayload).toString() : response.body;
        expect(html, `${url} ${accept}`).toBe(INDEX_HTML);
      }
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(404);
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

describe('the public profile page', () => {
  const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];

  it("names its screen's chunks, their styles and its data, and not what the entry already loads", async () => {
    const response = await get('/public/athlete/abc-123');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(links(response.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/PublicAthletePage-1.js" fetchpriority="low">',
      '<link rel="modulepreload" crossorigin href="/assets/ProfileView-1.js" fetchpriority="low">',
      '<link rel="preload" as="style" crossorigin href="/assets/athletes-1.css" fetchpriority="low">',
      '<link rel="preload" as="style" crossorigin href="/assets/ProfileView-1.css" fetchpriority="low">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/athlete/abc-123">',
    ]);
    // In the head, before the page's content.
    expect(response.body.indexOf('fetchpriority')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('sends a rebuilt index.html at once, without a restart', async () => {
    const rebuilt = INDEX_HTML.replace('<title>Podium</title>', '<title>Podium, rebuilt</title>');
    writeFileSync(join(dist, 'index.html'), rebuilt);
    // A later modification time, as a new build has, even within the file system's timestamp granularity.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dist, 'index.html'), later, later);
    try {
      const response = await get('/public/athlete/abc-123');
      expect(response.body).toContain('<title>Podium, rebuilt</title>');
      expect(response.body).toContain('href="/api/public/athlete/abc-123"');
    } finally {
      writeWithCopies(join(dist, 'index.html'), INDEX_HTML);
    }
  });

  it('names the data of a shared link by its code, escaped as the page asks for it', async () => {
    const response = await get('/public/link/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(links(response.body).at(-1)).toBe(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/link/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E">`,
    );
  });

  it('keeps the security headers every page has', async () => {
    const page = await get('/public/athlete/abc-123');
    const home = await get('/');
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.headers['content-security-policy']).toBe(home.headers['content-security-policy']);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('names nothing from a build without the screen', () => {
    const { 'src/features/athletes/profile/PublicAthletePage.tsx': _screen, ...withoutScreen } =
      VITE_MANIFEST;
    expect(screenFiles(withoutScreen, 'PublicAthletePage.tsx')).toBeNull();
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
