// The web app's layers (issue 8): the shell (app/) sits on top, features in the middle, and the shared pieces at
// the bottom (state/: the API client, store and session; ui/; platform/). An import that runs back up, or
// production code that reaches into test/, fails here with the file and the import that does it. Between features
// (issue 23): no feature needs another that needs it back, directly or round a circle, and one is used from outside
// only through its entries (index.ts; screens.ts for the shell).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A path, not a URL: under jsdom, URL is jsdom's own, which node:url does not take.
const srcDir = join(import.meta.dirname, '..');

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('test/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(srcDir, path)] : [];
  });
}

/** Relative imports of a file (static, dynamic and side-effect ones), as paths relative to src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(srcDir, file), 'utf8');
  const found = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g)].map(
    (match) => match[1] ?? '',
  );
  return found.map((path) => relative(srcDir, resolve(srcDir, dirname(file), path)));
}

type Layer = 'shell' | 'feature' | 'shared' | 'test';

/** The shell: app/ and the two ways in, the browser's (main.tsx) and the server's (ssr/, issue 23). */
function layerOf(path: string): Layer {
  if (isTestFile(path)) return 'test';
  if (path.startsWith('app/') || path === 'main.tsx' || path.startsWith('ssr/')) return 'shell';
  if (path.startsWith('features/')) return 'feature';
  return 'shared';
}

const RANK: Record<Exclude<Layer, 'test'>, number> = { shell: 3, feature: 2, shared: 1 };

/** Every production import that goes to a higher layer or into test-support code, as 'from -> to'. */
function wrongImports(): string[] {
  return sourceFiles(srcDir)
    .filter((file) => !isTestFile(file))
    .flatMap((file) => {
      const from = layerOf(file);
      if (from === 'test') return [];
      return importsOf(file)
        .filter((target) => {
          const to = layerOf(target);
          return to === 'test' || RANK[to] > RANK[from];
        })
        .map((target) => `${file} -> ${target}`);
    });
}

/** The feature a path belongs to (features/<name>/…), if any. */
const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

/** Which features each feature's production code imports. */
function featureGraph(): Map<string, Set<string>> {
  const names = readdirSync(join(srcDir, 'features'), { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  const graph = new Map(names.map((entry) => [entry.name, new Set<string>()]));
  for (const file of sourceFiles(srcDir)) {
    const from = featureOf(file);
    if (from === undefined || isTestFile(file)) continue;
    for (const target of importsOf(file)) {
      const to = featureOf(target);
      if (to !== undefined && to !== from) graph.get(from)?.add(to);
    }
  }
  return graph;
}

/**
 * Every production import that reaches into another feature past its entries, as 'from -> to'. A feature is used
 * from outside through its index.ts; the shell (app/, main.tsx) may also use its screens.ts, the loaders of its lazy
 * chunks, and its notification-kinds.ts, the registrations of its kinds (app/notification-kinds.ts), which no feature
 * imports: the bundler then sees the import() calls run only from the first load, and
 * leaves what that load already holds out of the lazy chunks (imported from a lazy chunk too, it split the first
 * load into more chunks: 1.7 KB more on every route).
 */
function pastTheEntries(): string[] {
  return sourceFiles(srcDir)
    .filter((file) => !isTestFile(file))
    .flatMap((file) =>
      importsOf(file)
        .filter((target) => {
          const to = featureOf(target);
          if (to === undefined || to === featureOf(file)) return false;
          if (target === `features/${to}/index.ts`) return false;
          const shellEntries = [`features/${to}/screens.ts`, `features/${to}/notification-kinds.ts`];
          return !(shellEntries.includes(target) && layerOf(file) === 'shell');
        })
        .map((target) => `${file} -> ${target}`),
    );
}

/** Each pair of features that import each other, as 'a <-> b'. */
function mutualImports(): string[] {
  const graph = featureGraph();
  return [...graph].flatMap(([from, targets]) =>
    [...targets].filter((to) => from < to && graph.get(to)?.has(from)).map((to) => `${from} <-> ${to}`),
  );
}

/** The features caught in a circle of imports, each circle as its members (Tarjan's strongly connected components). */
function featureCircles(): string[][] {
  const graph = featureGraph();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (name: string) => {
    index.set(name, index.size);
    low.set(name, index.get(name) ?? 0);
    stack.push(name);
    for (const next of graph.get(name) ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(name, Math.min(low.get(name) ?? 0, low.get(next) ?? 0));
    }
    if (low.get(name) !== index.get(name)) return;
    const members = stack.splice(stack.indexOf(name));
    if (members.length > 1) circles.push(members.sort());
  };
  for (const name of graph.keys()) if (!index.has(name)) visit(name);
  return circles;
}

describe('the web app’s layers', () => {
  it('finds the imports it checks (the check reads real files)', () => {
    expect(importsOf('app/routes.tsx').some((target) => target.startsWith('features/'))).toBe(true);
    expect(layerOf('state/store.ts')).toBe('shared');
    expect(layerOf('ssr/entry-server.tsx')).toBe('shell');
  });

  it('has no import running back up: shared pieces import no feature or shell, features no shell', () => {
    expect(wrongImports()).toEqual([]);
  });

  it('uses a feature from outside only through its index.ts, and its lazy screens from the shell through screens.ts', () => {
    // Re-exports cost an importer nothing it does not use: package.json's "sideEffects" lets the build drop them.
    expect(importsOf('app/routes.tsx')).toContain('features/auth/screens.ts');
    expect(importsOf('features/account/DetailsForm.tsx')).toContain('features/auth/index.ts');
    expect(pastTheEntries()).toEqual([]);
  });

  it('has no two features that import each other', () => {
    expect(featureGraph().get('profiles')?.size).toBeGreaterThan(0);
    expect(mutualImports()).toEqual([]);
  });

  it('has no circle of features importing each other round', () => {
    expect(featureCircles()).toEqual([]);
  });

  it('leaves who may see a screen to the route table: no feature wraps its screen in ForRole', () => {
    // Eight features imported auth only for this (issue 23); app/routes.tsx now says which kind of account a screen is
    // for, and ForRole sits in app/, where no feature can reach it.
    const guarded = sourceFiles(srcDir).filter(
      (file) => layerOf(file) === 'feature' && /<ForRole\b/.test(readFileSync(join(srcDir, file), 'utf8')),
    );
    expect(guarded).toEqual([]);
    expect(readFileSync(join(srcDir, 'app/routes.tsx'), 'utf8')).toMatch(/<ForRole\b/);
  });

  it('imports core’s API schemas by file, never through their index', () => {
    // Through `@podium/core/api`, every screen that used one schema loaded all of them (issue 8): import the file
    // that defines it, as `@podium/core/api/athletes`. Test code may use the index.
    const throughIndex = sourceFiles(srcDir).filter(
      (file) =>
        !isTestFile(file) &&
        /(?:\bfrom\s+|\bimport\s*\(\s*)'@podium\/core\/api'/.test(readFileSync(join(srcDir, file), 'utf8')),
    );
    expect(throughIndex).toEqual([]);
  });

  it('reaches device and session storage only through the platform: Web Storage is named in its web files alone', () => {
    // The token and every flag go through platform.storage / platform.session, asynchronous as Capacitor Preferences
    // is (issue 23): code that read localStorage itself would work in a browser and lose its data in the native app.
    const direct = sourceFiles(srcDir).filter(
      (file) =>
        !isTestFile(file) &&
        !/^platform\/web[^/]*\.ts$/.test(file) &&
        /\b(?:localStorage|sessionStorage)\b/.test(readFileSync(join(srcDir, file), 'utf8')),
    );
    expect(direct).toEqual([]);
  });

  it('prints dates one way: through ui/dates.ts, never a date library', () => {
    // date-fns stays only to check ui/dates.ts against what it printed (dates.test.ts): issue 23, one way.
    const dateLibrary = sourceFiles(srcDir).filter(
      (file) =>
        !isTestFile(file) &&
        /(?:\bfrom\s+|\bimport\s*\(\s*)'date-fns/.test(readFileSync(join(srcDir, file), 'utf8')),
    );
    expect(dateLibrary).toEqual([]);
  });
});
