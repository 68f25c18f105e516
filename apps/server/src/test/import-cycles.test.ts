// The server's files import one another in one direction only: a circle (an interface importing its own
// implementations, two modules importing each other) fails here with the files that form it, and the kernel
// (db, events, jobs, realtime, providers, http) never imports a feature module (issue 23).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Relative imports, type-only ones included: a circle of types is still a circle in the design. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '');
  return found.map((path) => resolve(dirname(file), path));
}

/** Every strongly connected group of more than one file (Tarjan), as paths relative to src/. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(relative(srcDir, member));
      if (member === node) break;
    }
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('server imports', () => {
  it('run one way: no file reaches itself through its imports', () => {
    const graph = new Map(sourceFiles(srcDir).map((file) => [file, importsOf(file)] as const));
    expect(findCycles(graph)).toEqual([]);
  });

  it('keep the kernel below the features: db/, events/, jobs/, realtime/, providers/ and http/ import no module', () => {
    // What a module needs of the kernel it imports; what the kernel needs of a module (a session check, a loader)
    // it declares as a port and app.ts hands in (realtime/accounts-port.ts, jobs/delivery.ts LoadMessages).
    const kernel = ['db/', 'events/', 'jobs/', 'realtime/', 'providers/', 'http/'];
    const upward = sourceFiles(srcDir)
      .filter((file) => kernel.some((dir) => relative(srcDir, file).startsWith(dir)))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => relative(srcDir, target).startsWith('modules/'))
          .map((target) => `${relative(srcDir, file)} -> ${relative(srcDir, target)}`),
      );
    expect(upward).toEqual([]);
  });

  it('run one way between modules too: no module reaches itself through the modules it imports', () => {
    const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(relative(srcDir, file))?.[1];
    const modules = new Map<string, Set<string>>();
    for (const file of sourceFiles(srcDir)) {
      const from = moduleOf(file);
      if (!from) continue;
      const targets = modules.get(from) ?? new Set<string>();
      for (const target of importsOf(file).map(moduleOf)) if (target && target !== from) targets.add(target);
      modules.set(from, targets);
    }
    const graph = new Map(
      [...modules].map(
        ([name, targets]) => [join(srcDir, name), [...targets].map((t) => join(srcDir, t))] as const,
      ),
    );
    expect(findCycles(graph)).toEqual([]);
  });

  it('keep test support in src/test/: no production file imports it, and none lives beside production code', () => {
    const production = sourceFiles(srcDir).filter((file) => !relative(srcDir, file).startsWith('test/'));
    const reachingIn = production.flatMap((file) =>
      importsOf(file)
        .filter((target) => relative(srcDir, target).startsWith('test/'))
        .map((target) => `${relative(srcDir, file)} -> ${relative(srcDir, target)}`),
    );
    expect(reachingIn).toEqual([]);
    const strayHelpers = production
      .map((file) => relative(srcDir, file))
      .filter((file) => /(^|\/)test-[^/]*\.ts$/.test(file));
    expect(strayHelpers).toEqual([]);
  });

  it('keep test hooks in the setup file: a shared helper registers none at its top level', () => {
    // The files of a worker share one module graph (vitest.config.ts): a helper's top-level afterEach would run for
    // the first file that imported it only. test/left-open.ts, the setup file, runs for every file.
    const hooking = sourceFiles(join(srcDir, 'test'))
      .filter((file) => !file.endsWith('left-open.ts'))
      .filter((file) => /^(beforeAll|beforeEach|afterAll|afterEach)\(/m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(srcDir, file));
    expect(hooking).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      [join(srcDir, 'a.ts'), [join(srcDir, 'b.ts')]],
      [join(srcDir, 'b.ts'), [join(srcDir, 'a.ts')]],
      [join(srcDir, 'c.ts'), [join(srcDir, 'a.ts')]],
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts']]);
  });
});
