// Every screen's loader sits in the first load (the route table imports each feature's screens.ts), so its form is
// paid on every route: Vite rewrites an awaited import, `(await import('./X.tsx')).X`, into a longer async wrapper
// that keeps the named export, about 0.4 KB gzipped over the ~45 loaders; `import('./X.tsx').then(...)` stays as it
// is written (issue 23, budgets).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = join(import.meta.dirname, '..', 'features');
const LOADER = /^export const (load\w+) = \(\) =>\s*import\('[^']+'\)\.then\(\(loaded\) => loaded\.\w+\);$/;

function screenFiles(): string[] {
  return readdirSync(featuresDir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(featuresDir, entry.name, 'screens.ts');
    return entry.isDirectory() && readdirSync(join(featuresDir, entry.name)).includes('screens.ts')
      ? [path]
      : [];
  });
}

describe('the screens’ loaders', () => {
  it('are each a plain import() and its named export, never an awaited import', () => {
    const files = screenFiles();
    expect(files.length).toBeGreaterThan(10);
    const other = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const statements = text.split(/;\n/).map((part) => `${part.replace(/^(\/\/.*\n|\n)*/, '')};`);
      return statements
        .filter((statement) => statement.startsWith('export '))
        .filter((statement) => !LOADER.test(statement))
        .map((statement) => `${file.slice(featuresDir.length + 1)}: ${statement}`);
    });
    expect(other).toEqual([]);
  });
});
