// Core's endpoint table and the server's routes are the same list (issue 23): every route the server answers is a
// key of the table, every key has its route, and every route is registered through http/endpoint.ts, so its method,
// path and schemas are the table's. The web's calls are typed by the same keys (`call` in apps/web/src/state/api.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_KEYS, isEndpointKey, splitKey } from '@podium/core/endpoints';
import { afterAll, describe, expect, it } from 'vitest';
import { readOperations } from './contract/openapi.ts';
import { createTestApp } from './harness.ts';

const SOURCE_ROOT = fileURLToPath(new URL('../', import.meta.url));

const t = await createTestApp();
afterAll(() => t.close());

/** The routes OpenAPI lists, named as the table names them (`/api/things/{id}` as `/api/things/:id`). */
async function servedKeys(): Promise<string[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  return readOperations(document)
    .filter((operation) => operation.method !== 'HEAD')
    .map((operation) => `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`);
}

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productionFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the endpoint table and the server', () => {
  it('answers no route that is missing from the table', async () => {
    expect((await servedKeys()).filter((key) => !isEndpointKey(key))).toEqual([]);
  });

  it('has a route for every endpoint of the table, with its method and path', async () => {
    const served = new Set(await servedKeys());
    expect(ENDPOINT_KEYS.filter((key) => !served.has(key))).toEqual([]);
    const unrouted = ENDPOINT_KEYS.filter((key) => {
      const { method, path } = splitKey(key);
      return !t.app.hasRoute({ method, url: path });
    });
    expect(unrouted).toEqual([]);
  });

  it('registers every route through endpoint(), never by a method and path of its own', () => {
    const ownRoutes = productionFiles(SOURCE_ROOT).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // A route hidden from OpenAPI is no endpoint of the API: Swagger's document, the web app's pages.
      const calls = [...text.matchAll(/\bapp\.(?:get|post|put|delete|patch|head|options)\([^\n]*/g)].filter(
        (call) => !call[0].includes('{ schema: { hide: true } }'),
      );
      const routes = [...text.matchAll(/\bapp\.route\(\{\s*(\S[^\n]*)/g)];
      return [
        ...calls.map((call) => `${relative(SOURCE_ROOT, file)}: ${call[0]}`),
        ...routes
          .filter((route) => !route[1]?.startsWith('...endpoint('))
          .map(() => relative(SOURCE_ROOT, file)),
      ];
    });
    expect(ownRoutes).toEqual([]);
  });
});
