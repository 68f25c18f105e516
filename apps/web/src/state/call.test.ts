// The web's calls come from core's endpoint table (issue 23): `call` fills a key's path, every API slice names its
// address through it, and what is no endpoint does not compile (a typo'd path or method, a missing or an extra
// path parameter).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call } from './api.ts';

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The typecheck's half (`tsc -p apps/web`, in npm test): each line below must stay an error, or the build fails.
// Never called: they only have to compile, or rather not.
export const notEndpoints = [
  // @ts-expect-error a path that is no endpoint's
  () => call('GET /api/watchlists'),
  // @ts-expect-error a method the path does not answer
  () => call('POST /api/watchlist'),
  // @ts-expect-error an endpoint the server alone serves (not under /api)
  () => call('GET /media/:folder/:owner/:file', { folder: 'a', owner: 'b', file: 'c' }),
  // @ts-expect-error a path parameter missing
  () => call('GET /api/watchlist/:athleteProfileId'),
  // @ts-expect-error a path parameter misnamed
  () => call('GET /api/watchlist/:athleteProfileId', { id: 'x' }),
  // @ts-expect-error a parameter the path does not have
  () => call('GET /api/watchlist/:athleteProfileId', { athleteProfileId: 'x', tag: 'y' }),
  // @ts-expect-error parameters for a path that has none
  () => call('GET /api/watchlist', { tag: 'y' }),
];

describe('call', () => {
  it('gives the address under the API base and the method of the key', () => {
    expect(call('GET /api/watchlist')).toEqual({ url: '/watchlist', method: 'GET' });
    expect(call('DELETE /api/watchlist/:athleteProfileId', { athleteProfileId: 'a/b?c' })).toEqual({
      url: '/watchlist/a%2Fb%3Fc',
      method: 'DELETE',
    });
    expect(call('POST /api/organisation/:id/:id2/application', { id: 'org', id2: 'ath' }).url).toBe(
      '/organisation/org/ath/application',
    );
  });

  it('is the only way a call names its address: no hand-written path in the API slices', () => {
    const handWritten = sourceFiles(srcDir).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      if (!/\binjectEndpoints\(/.test(text)) return [];
      return [...text.matchAll(/(?:url:\s*|=>\s*)['`]\/[^'`]*['`]/g)].map(
        (match) => `${relative(srcDir, file)}: ${match[0]}`,
      );
    });
    expect(handWritten).toEqual([]);
  });

  it('names the plain fetches’ addresses by key too (session, public profiles): no path written after the base', () => {
    const handWritten = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/apiBaseUrl\}\/[^`]*`/g)].map(
        (match) => `${relative(srcDir, file)}: ${match[0]}`,
      ),
    );
    expect(handWritten).toEqual([]);
  });

  it('loads no schema: core’s endpoint table is imported for its types alone', () => {
    const valueImports = sourceFiles(srcDir).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        ...text.matchAll(/^import (?!type )[^;]*from '@podium\/core\/endpoints(?:\/(?!key')[^']*)?';/gm),
      ].map((match) => `${relative(srcDir, file)}: ${match[0]}`);
    });
    expect(valueImports).toEqual([]);
  });
});
