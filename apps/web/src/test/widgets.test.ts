// The widgets several screens share live in ui/ and are used from there (issue 23): a screen that writes a shared
// widget's look by hand drifts from the others and cannot be restyled in one place. This fails with the file that does.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A path, not a URL: under jsdom, URL is jsdom's own, which node:url does not take.
const srcDir = join(import.meta.dirname, '..');

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(srcDir, path)] : [];
  });
}

/** Files outside `owner` whose text matches `pattern`. */
function writtenByHand(pattern: RegExp, owner: string): string[] {
  return productionFiles(srcDir).filter(
    (file) => file !== owner && pattern.test(readFileSync(join(srcDir, file), 'utf8')),
  );
}

describe('shared widgets', () => {
  it('finds the files it reads (the check reads real files)', () => {
    expect(writtenByHand(/<Button\b/, 'ui/Button.tsx').length).toBeGreaterThan(20);
  });

  it('draws every button through ui/Button.tsx: no screen writes a button class by hand', () => {
    expect(writtenByHand(/['"`\s]btn(?:--[a-z-]+)?\b/, 'ui/Button.tsx')).toEqual([]);
  });

  it('draws every card and chip through ui/Card.tsx and ui/Chip.tsx', () => {
    // `.card` and `.chip` were global classes (styles/base.css; ui/ui.css and again, differently, coach-profile.css).
    // A component's own CSS Module may name a class so (`styles.card`): scoped to its file, it is no shared widget.
    expect(writtenByHand(/className=["'{`][^"'}`]*(?<![\w.-])card(?![\w-])/, 'ui/Card.tsx')).toEqual([]);
    expect(writtenByHand(/className=["'{`][^"'}`]*(?<![\w.-])chips?(?![\w-])/, 'ui/Chip.tsx')).toEqual([]);
  });
});
