// What each route of the built web app makes the browser download, in gzipped JavaScript, read from Vite's
// manifest (dist/.vite/manifest.json): the entry's chunks for the landing page, plus a screen's own chunks and
// their imports for every lazy screen. Used by the size budget (check-budget.ts) and bench/web.ts.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { z } from 'zod';

const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof ManifestSchema>;

export interface RouteBudget {
  /** What the table calls it. */
  route: string;
  /** The screen's file name (a lazy route's module), or null for the landing page (the entry alone). */
  screen: string | null;
  /** The ceiling the check enforces, in KB (1,024 bytes) of gzipped JavaScript. */
  budgetKb: number;
  /** Issue 8's goal, where it names one. */
  goalKb: number | null;
}

/** A screen not named in the budgets (a new one) must fit this: issue 8's goal for a screen. */
export const DEFAULT_SCREEN_BUDGET_KB = 200;

export interface RouteSize extends RouteBudget {
  kb: number;
  chunks: number;
}

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app first (npm run build)`);
  return ManifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** A chunk and every chunk it imports statically (what the browser fetches before running it). */
function withImports(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

function gzippedBytes(dist: string, manifest: Manifest, key: string): number {
  const file = manifest[key]?.file;
  if (!file) return 0;
  return gzipSync(readFileSync(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;
}

/** Every lazy screen in the build (modules named *Page.tsx), by file name. */
export function screensIn(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && key.endsWith('Page.tsx'))
    .map((key) => basename(key))
    .sort();
}

/**
 * The first load's chunks (beside the entry itself) that the built index.html does not name with a modulepreload:
 * each one missing is fetched only once the entry has arrived and been read, a round trip late (issue 23).
 */
export function unnamedFirstLoadChunks(dist: string): string[] {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...withImports(manifest, entryKey, new Set())]
    .filter((key) => key !== entryKey)
    .flatMap((key) => manifest[key]?.file ?? [])
    .filter((file) => !html.includes(`<link rel="modulepreload" crossorigin href="/${file}">`));
}

/** Measures each budgeted route, and every other screen at the default budget. */
export function measureRoutes(dist: string, budgets: readonly RouteBudget[]): RouteSize[] {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  const entry = withImports(manifest, entryKey, new Set());
  const named = new Set(budgets.map((budget) => budget.screen));
  const others: RouteBudget[] = screensIn(manifest)
    .filter((screen) => !named.has(screen))
    .map((screen) => ({
      route: screen.replace(/\.tsx$/, ''),
      screen,
      budgetKb: DEFAULT_SCREEN_BUDGET_KB,
      goalKb: 200,
    }));

  return [...budgets, ...others].map((budget) => {
    let chunks = entry;
    if (budget.screen !== null) {
      const key = Object.keys(manifest).find((candidate) => basename(candidate) === budget.screen);
      if (!key) throw new Error(`no chunk for ${budget.screen} in the build: update the budgets`);
      chunks = withImports(manifest, key, new Set(entry));
    }
    const bytes = [...chunks].reduce((sum, key) => sum + gzippedBytes(dist, manifest, key), 0);
    return { ...budget, kb: Math.round((bytes / 1024) * 10) / 10, chunks: chunks.size };
  });
}
