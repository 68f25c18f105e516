// The public athlete page rendered on the server (issue 23): its largest paint no longer waits for the app's code and
// the profile's call. The page's call is answered by the API's own route (the same validation, service, visibility
// rule and response schema as GET /api/public/athlete/:id), the web build's server entry (apps/web dist-ssr/) draws
// the page from that reply, and the reply travels in the page so the browser hydrates from it without asking again.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_PAGE_DATA_ID, type ServerPageData, type ServerPageKind } from '@podium/core';
import { fillPath, splitKey } from '@podium/core/endpoints';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** What the web build's server entry (apps/web src/ssr/entry-server.tsx) exports. */
export interface PageRenderer {
  /** The HTML of `#root` for the page at `url` (absolute), drawn from the API's reply to the page's call. */
  renderPage(page: ServerPageData, url: string): Promise<string>;
}

/** The server entry's file in the web's server build. */
export const SERVER_ENTRY = 'entry-server.js';

function isPageRenderer(value: unknown): value is PageRenderer {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'renderPage') === 'function'
  );
}

/**
 * The web's server build, imported once at start; null when there is none (the API tests build no web app, a
 * deployment may serve the app without it): the public pages are then the client-only page, as before.
 */
export async function loadPageRenderer(
  ssrDist: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const entry = join(ssrDist, SERVER_ENTRY);
  if (!existsSync(entry)) {
    log.info(`no server build of the web app at ${entry}: the public athlete page is drawn in the browser`);
    return null;
  }
  try {
    const loaded: unknown = await import(pathToFileURL(entry).href);
    if (isPageRenderer(loaded)) return loaded;
    log.error(`${entry} exports no renderPage: the public athlete page is drawn in the browser`);
  } catch (error) {
    log.error({ err: error }, `${entry} failed to load: the public athlete page is drawn in the browser`);
  }
  return null;
}

/** The API call each server-rendered page makes (apps/web state/preload-public.ts asks for the same). */
const PAGE_CALLS: Record<ServerPageKind, (key: string) => string> = {
  athlete: (id) => fillPath(splitKey('GET /api/public/athlete/:id').path, { id }),
  link: (code) => fillPath(splitKey('GET /api/public/link/:code').path, { code }),
};

/**
 * The API's answer to the page's call, asked of the app's own route, so the page shows exactly what the API would
 * send the browser: no sign-in (the public reply is the same for everyone). Null when the API failed (a 5xx): the
 * page is then left to the browser, whose call can be tried again.
 */
export async function answerPageCall(
  app: FastifyInstance,
  kind: ServerPageKind,
  key: string,
): Promise<ServerPageData | null> {
  const response = await app.inject({ method: 'GET', url: PAGE_CALLS[kind](key) });
  if (response.statusCode >= 500) return null;
  try {
    return { kind, key, status: response.statusCode, body: response.json(), drawnAt: Date.now() };
  } catch {
    return null;
  }
}

/**
 * JSON to sit inside a `<script>` element: `<`, `>` and `&` escaped as JSON escapes, so no text of the reply (a
 * name such as `</script><script>…`) can close the element or open a comment; U+2028 and U+2029 too, for old parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html's line for a browser without scripts: a page drawn on the server reads without them. */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

/**
 * index.html with the rendered HTML in `#root` and the reply it was drawn from beside it, and without its line asking
 * for scripts; null when the page has no empty `#root` to fill (the browser then draws it, as before).
 */
export function withServerPage(html: string, rendered: string, page: ServerPageData): string | null {
  const at = html.indexOf(EMPTY_ROOT);
  if (at === -1) return null;
  const data = `<script type="application/json" id="${SERVER_PAGE_DATA_ID}">${scriptSafeJson(page)}</script>`;
  const after = html.slice(at + EMPTY_ROOT.length).replace(NOSCRIPT, '');
  return `${html.slice(0, at)}<div id="root">${rendered}</div>${data}${after}`;
}
