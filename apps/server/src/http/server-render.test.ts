// The public athlete page drawn on the server (issue 23): the web's real server build (vite build --ssr, made here),
// fed the public API's own reply: the profile's name in the HTML and the reply beside it for the browser; a private,
// hidden or unknown profile the page's not-found state with 404 and nothing of them; a name that is markup stays text;
// a change seen on the next load; and the client-only page when the server build is missing or broken.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_PAGE_DATA_ID, type ServerPageData } from '@podium/core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor } from '../test/consent-helpers.ts';
import { grantPublicLink } from '../test/entitlements.ts';
import { auth, createAthlete, rename } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));
const INDEX_HTML =
  '<!doctype html><html><head><title>Podium</title></head><body><div id="root"></div>' +
  '<noscript>Podium needs JavaScript to run. Please turn it on and reload the page.</noscript>' +
  '<script type="module" src="/assets/app.js"></script></body></html>';
const VITE_MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true, css: ['assets/index.css'] },
  'src/features/athletes/profile/PublicAthletePage.tsx': {
    file: 'assets/PublicAthletePage-1.js',
    isDynamicEntry: true,
    css: ['assets/ProfileView-1.css'],
  },
  'src/ssr/hydrate.tsx': { file: 'assets/hydrate-1.js', isDynamicEntry: true },
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const INJECTED_NAME = '</script><script>alert(1)</script>';

let t: TestApp;
let dist: string;
let ssrDist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'podium-ssr-web-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(VITE_MANIFEST));
  // Inside apps/web, so the build's imports of React and the router resolve from its node_modules as dist-ssr/'s do.
  ssrDist = mkdtempSync(join(WEB_ROOT, 'node_modules', '.ssr-test-'));
  await build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'src/ssr/entry-server.tsx', outDir: ssrDist, emptyOutDir: true },
  });
  t = await createTestApp({ env: { WEB_DIST: dist, WEB_SSR_DIST: ssrDist } });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(ssrDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** What the page carries for the browser: the reply it was drawn from. */
function embeddedReply(html: string): ServerPageData {
  const found = html.match(
    new RegExp(`<script type="application/json" id="${SERVER_PAGE_DATA_ID}">([^<]*)</script>`),
  );
  if (!found?.[1]) throw new Error('the page carries no reply');
  return JSON.parse(found[1]);
}

/** The HTML drawn into #root. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${SERVER_PAGE_DATA_ID}"`));

async function publicAthlete(name = 'Rowan Hale') {
  const athlete = await createAthlete(t, { name });
  await grantPublicLink(t, athlete.token);
  const link = await t.app.inject({
    method: 'PUT',
    url: '/api/users/public-link',
    headers: auth(athlete.token),
    payload: { enabled: true },
  });
  return { ...athlete, code: String(link.json().code) };
}

describe('GET /public/athlete/{id} and /public/link/{code}, drawn on the server', () => {
  it('draws a public athlete with their name, and carries the public API’s reply to the browser', async () => {
    const athlete = await publicAthlete();
    const api = await get(`/api/public/athlete/${athlete.profileId}`);
    for (const [kind, key] of [
      ['athlete', athlete.profileId],
      ['link', athlete.code],
    ] as const) {
      const page = await get(`/public/${kind}/${key}`);
      expect(page.statusCode, kind).toBe(200);
      expect(page.headers['cache-control'], kind).toBe('no-cache');
      expect(page.headers['content-type'], kind).toBe('text/html; charset=utf-8');
      expect(rootOf(page.body), kind).toMatch(/<h1[^>]*>Rowan Hale<\/h1>/);
      expect(embeddedReply(page.body), kind).toEqual({
        kind,
        key,
        status: 200,
        body: api.json(),
        drawnAt: expect.any(Number),
      });
      // The browser starts from the reply: no call to preload; the screen's styles are the page's own. Drawn, the
      // page reads without scripts, so it does not say it needs them.
      expect(page.body, kind).not.toContain('as="fetch"');
      expect(page.body, kind).not.toContain('needs JavaScript');
      expect(page.body, kind).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/ProfileView-1.css">',
      );
    }
  });

  it('draws a profile that is not public, or no profile, as the page’s not-found state: 404 and nothing of them', async () => {
    const hidden = await createAthlete(t, { name: 'Private Person' });
    for (const id of [hidden.profileId, hidden.user._id, UNKNOWN_ID]) {
      const page = await get(`/public/athlete/${id}`);
      expect(page.statusCode, id).toBe(404);
      expect(page.headers['cache-control'], id).toBe('no-cache');
      expect(rootOf(page.body), id).toContain('This profile is not public');
      expect(page.body, id).not.toContain('Private Person');
      expect(embeddedReply(page.body), id).toMatchObject({
        status: 404,
        body: { errors: [{ msg: expect.any(String) }] },
      });
    }
    // No id of the hidden athlete anywhere in the page but the address's own key.
    const page = await get(`/public/athlete/${hidden.user._id}`);
    expect(page.body).not.toContain(hidden.profileId);
    const unknownLink = await get('/public/link/no-such-code');
    expect(unknownLink.statusCode).toBe(404);
    expect(rootOf(unknownLink.body)).toContain('This link is not active');
  });

  it('hides a minor without their caregiver’s consent, and again on the next load once consent is withdrawn', async () => {
    const waiting = await createMinor(t, { name: 'Niamh Waiting' });
    const unseen = await get(`/public/athlete/${waiting.profileId}`);
    expect(unseen.statusCode).toBe(404);
    expect(unseen.body).not.toContain('Niamh Waiting');

    const minor = await createMinor(t, { name: 'Aoife Consented', age: 14 });
    const consent = await consentTokenFor(t, minor.caregiverEmail);
    const decide = (given: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/public/consent/${consent}`, payload: { consent: given } });
    expect((await decide(true)).statusCode).toBe(200);
    await grantPublicLink(t, minor.token);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/public-link',
      headers: auth(minor.token),
      payload: { enabled: true },
    });
    expect(rootOf((await get(`/public/athlete/${minor.profileId}`)).body)).toContain('Aoife Consented');

    expect((await decide(false)).statusCode).toBe(200);
    const after = await get(`/public/athlete/${minor.profileId}`);
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('Aoife Consented');
    expect(after.body).not.toContain(minor.user._id);
  });

  it('shows a renamed athlete’s new name on the next load: nothing is kept between loads', async () => {
    const athlete = await publicAthlete('Old Name');
    expect(rootOf((await get(`/public/athlete/${athlete.profileId}`)).body)).toContain('Old Name');
    expect((await rename(t.app, athlete.token, 'New Name')).statusCode).toBe(200);
    const page = await get(`/public/athlete/${athlete.profileId}`);
    expect(rootOf(page.body)).toContain('New Name');
    expect(page.body).not.toContain('Old Name');
  });

  it('draws a name that is markup as text, in the HTML and in the reply it carries', async () => {
    const athlete = await publicAthlete(INJECTED_NAME);
    const page = await get(`/public/athlete/${athlete.profileId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain(INJECTED_NAME);
    expect(rootOf(page.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // One data element, closed where the server closed it: the name cannot end it early.
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);
    expect(embeddedReply(page.body).body).toMatchObject({ user: { name: INJECTED_NAME } });
  });

  it('answers a key the API refuses (too long to be an id) with the API’s refusal drawn, never a 500', async () => {
    const page = await get(`/public/athlete/${'x'.repeat(90)}`);
    expect(page.statusCode).toBeLessThan(500);
    expect(page.statusCode).toBeGreaterThanOrEqual(400);
    expect(embeddedReply(page.body).status).toBe(page.statusCode);
  });
});

describe('without a working server build', () => {
  it('sends the page for the browser to draw when the build is missing or exports no renderer', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'podium-ssr-broken-'));
    writeFileSync(join(broken, 'entry-server.js'), 'export const nothing = 1;\n');
    try {
      for (const WEB_SSR_DIST of [join(broken, 'missing'), broken]) {
        const plain = await createTestApp({ env: { WEB_DIST: dist, WEB_SSR_DIST } });
        try {
          const athlete = await createAthlete(plain, { name: 'Drawn Later' });
          const page = await plain.app.inject({ method: 'GET', url: `/public/athlete/${athlete.profileId}` });
          expect(page.statusCode, WEB_SSR_DIST).toBe(200);
          expect(page.body, WEB_SSR_DIST).toContain('<div id="root"></div>');
          expect(page.body, WEB_SSR_DIST).toContain('needs JavaScript');
          expect(page.body, WEB_SSR_DIST).not.toContain('Drawn Later');
          expect(page.body, WEB_SSR_DIST).toContain(
            `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/athlete/${athlete.profileId}">`,
          );
        } finally {
          await plain.close();
        }
      }
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
    // Two apps started in turn: over 30 s on a busy 2-core machine.
  }, 120_000);
});
