// Serves the built web app; every non-/api GET falls back to index.html so client routes load.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

export async function serveWeb(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      setHeaders(res, filePath) {
        // Hashed bundles never change; everything else (index.html, sw.js, manifest) is revalidated.
        res.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The static plugin treats / as a folder (index: false keeps index.html uncached by path): answer it here.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'),
    );
  } else {
    app.log.warn(`web app not built at ${webDist}: run "npm run build"`);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    if (wantsPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const msg = path.startsWith('/api') ? `No endpoint ${request.method} ${path}` : 'Page not found';
    return reply.code(404).send(errorBody([msg]));
  });
}
