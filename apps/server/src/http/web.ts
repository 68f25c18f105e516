// Serves the built web app; a non-/api GET that asks for no file gets index.html so client routes load: 200 for a path
// of the client's route table, 404 (the app then shows its not-found screen) for any other.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isClientPath, type ServerPageKind } from '@podium/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import {
  indexHtmlReader,
  publicProfileFilesReader,
  publicProfileHints,
  renderedPageHints,
  type ScreenFiles,
  withHints,
} from './page-hints.ts';
import { answerPageCall, loadPageRenderer, withServerPage } from './server-render.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** Folders that hold only built files: nothing under them is a page. */
const FILE_FOLDERS = ['/assets/', '/icons/'];

/**
 * Extensions of the files a build serves. A short list, not "has a dot": client routes carry emails
 * (/register-link/{sub}/{email}/{admin}) and codes whose last segment may end in .com or .ie.
 */
const FILE_EXTENSION =
  /\.(js|mjs|css|map|json|webmanifest|txt|xml|html|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf)$/i;

/**
 * True when the path asks for a built file rather than a page: a missing one (an old bundle after a deploy,
 * /favicon.ico) must be a 404, or the browser would run index.html as a script or show it as an image.
 */
export function isFilePath(path: string): boolean {
  // The client's own routes (account spec 2) are always the app, whatever their segments look like.
  if (isClientPath(path)) return false;
  return FILE_FOLDERS.some((folder) => path.startsWith(folder)) || FILE_EXTENSION.test(path);
}

/**
 * Files of the build folder that are not for browsers: source maps (`.js.map`, `.css.map`, in any case) and
 * anything under a dot-folder (Vite's `.vite/manifest.json`, read by the size budget).
 */
export function isPrivateBuildFile(path: string): boolean {
  return /\.map$/i.test(path) || path.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * Hashed bundles (assets/, named by their content) never change: a year, immutable. Everything else (index.html,
 * sw.js, the manifest, icons) keeps its name across deploys, so the browser asks again every time.
 */
export function cacheControlFor(pathInBuild: string): string {
  return pathInBuild.startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the build at `webDist`; `ssrDist`: the web's server build (apps/web dist-ssr/), which draws the public
 * athlete page on the server when it is there.
 */
export async function serveWeb(
  app: FastifyInstance,
  webDist: string,
  ssrDist = join(webDist, '..', 'dist-ssr'),
  publicUrl?: string,
) {
  const hasWeb = existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // The build writes a .br and a .gz copy beside each text file (apps/web/build/precompress.ts): the copy the
      // browser accepts is sent as it is (brotli first), nothing is compressed per request (issue 8).
      preCompressed: true,
      // Source maps and the build's reports are never public, even when a build leaves them in the folder (issue 8).
      allowedPath: (pathName) => !isPrivateBuildFile(pathName),
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlFor(relative(webDist, filePath)));
      },
    });
    // The static plugin treats / as a folder (index: false keeps index.html uncached by path): answer it here.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'),
    );
    // What a shared link opens: drawn on the server from the API's reply when the web's server build is there
    // (server-render.ts), else the page as it is with hints (page-hints.ts), for the browser to draw. Either names its
    // screen's files, so they load beside the entry. The page differs by profile, so it goes out as it is: not one of
    // the build's compressed copies; never kept by a cache without asking (no-cache), nor kept here: a profile made
    // private, or a minor's consent withdrawn, shows on the next load.
    const readPublicProfileFiles = publicProfileFilesReader(webDist);
    const readIndexHtml = indexHtmlReader(webDist);
    const renderer = await loadPageRenderer(ssrDist, app.log);
    const renderedPage = async (
      request: FastifyRequest,
      {
        kind,
        key,
        html,
        files,
      }: { kind: ServerPageKind; key: string; html: string; files: ScreenFiles | null },
    ) => {
      if (!renderer) return null;
      const page = await answerPageCall(app, kind, key);
      if (!page) return null;
      try {
        // The configured address, never the request's Host header, which a client writes.
        const root = await renderer.renderPage(
          page,
          new URL(request.url, publicUrl ?? 'http://localhost').href,
        );
        const filled = withServerPage(html, root, page);
        if (filled === null) return null;
        return { status: page.status, html: files ? withHints(filled, renderedPageHints(files)) : filled };
      } catch (error) {
        request.log.error(
          { err: error },
          'the public athlete page failed to render: sent for the browser to draw',
        );
        return null;
      }
    };
    for (const kind of ['athlete', 'link'] as const) {
      app.get<{ Params: { key: string } }>(
        `/public/${kind}/:key`,
        { schema: { hide: true } },
        async (request, reply) => {
          const { key } = request.params;
          const html = await readIndexHtml();
          // No index.html: the build was removed while the server runs. 404, as for any address nothing serves.
          if (html === null) return reply.callNotFound();
          const files = await readPublicProfileFiles();
          const rendered = await renderedPage(request, { kind, key, html, files });
          reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
          // A private, hidden or unknown profile is the page's not-found state, with the API's status (404).
          if (rendered) return reply.code(rendered.status).send(rendered.html);
          return reply.send(files ? withHints(html, publicProfileHints(files, kind, key)) : html);
        },
      );
    }
    // The static wildcard would otherwise answer an /api address no route takes with its own refusals (a 403
    // for a name too long for the disk): every answer under /api is the API's (issue 7, defect 12).
    app.get('/api/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  } else {
    app.log.warn(`web app not built at ${webDist}: run "npm run build"`);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFilePath(path);
    if (wantsPage && hasWeb) {
      // The same page either way, so the app shows its screen or its not-found screen; the status tells a crawler,
      // a link checker or a monitor whether the address is one of the app's (core's route table, issue 22).
      return reply
        .code(isClientPath(path) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html');
    }
    if (isApi) return reply.code(404).send(errorBody([`No endpoint ${request.method} ${path}`]));
    return reply.code(404).send(errorBody([isFilePath(path) ? 'File not found' : 'Page not found']));
  });
}
