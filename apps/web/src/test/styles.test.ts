// Styles stay with what they style (issue 23): a class is defined in one stylesheet, so a screen loaded later cannot
// redefine a class another screen drew with (`.chip` was dark in ui/ui.css and light in coach-profile.css, whichever
// loaded last winning), and a feature takes no other feature's stylesheet. Shared widgets carry their own CSS Module,
// and so does every component of the app shell and the features: no global stylesheet is left under app/ or features/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A path, not a URL: under jsdom, URL is jsdom's own, which node:url does not take.
const srcDir = join(import.meta.dirname, '..');

function filesEndingIn(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingIn(path, ending);
    return ending.test(entry.name) ? [relative(srcDir, path)] : [];
  });
}

/** Global stylesheets: every .css but CSS Modules, whose class names Vite makes unique to their file. */
const globalSheets = () => filesEndingIn(srcDir, /\.css$/).filter((file) => !file.endsWith('.module.css'));

/**
 * The classes a stylesheet defines: those of a selector with no context (`.chip`, `.btn.btn--small`, `.x:hover`).
 * `.profile-section .state-panel` only places a panel inside its own section, and defines nothing.
 */
function definedClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectorList = ''] of withoutComments.matchAll(/([^{}]+)\{/g)) {
    if (selectorList.trim().startsWith('@')) continue;
    for (const selector of selectorList.split(',')) {
      const compound = selector.trim().replace(/:not\([^)]*\)|::?[\w-]+(?:\([^)]*\))?/g, '');
      if (/[\s>+~]/.test(compound)) continue;
      for (const [, name = ''] of compound.matchAll(/\.([a-zA-Z][\w-]*)/g)) classes.add(name);
    }
  }
  return classes;
}

/** Each class defined in more than one global stylesheet, with the stylesheets. */
function classesDefinedTwice(): string[] {
  const where = new Map<string, string[]>();
  for (const file of globalSheets()) {
    for (const name of definedClasses(readFileSync(join(srcDir, file), 'utf8'))) {
      where.set(name, [...(where.get(name) ?? []), file]);
    }
  }
  return [...where]
    .filter(([, files]) => files.length > 1)
    .map(([name, files]) => `.${name}: ${files.join(', ')}`);
}

/**
 * Global stylesheets still under app/ or features/, each with why. Shrink it; never grow it: a component's look goes in
 * a `Name.module.css` beside it.
 */
const GLOBAL_SHEETS_LEFT: Record<string, string> = {
  'features/alerts/alerts.css':
    'features/following/FollowButton.test.tsx finds a danger alert by its class .alert--danger: convert with it',
  'features/collaborators/owner-extras.css':
    'frames features/profiles/OwnerExtras.tsx (.profile__extra), which becomes its module with the profile pages',
  'features/landing/landing.css':
    'its ~70 classes as a module add their name map to the landing page, over its size budget (113.5 of 114 KB)',
  'features/watchlist/watchlist.css': 'the profile pages’ sheets, converted with ui/profile.css',
};

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

/** Stylesheets a feature's code imports from another feature, as 'file -> stylesheet'. */
function othersStylesheets(): string[] {
  return filesEndingIn(srcDir, /\.tsx?$/).flatMap((file) => {
    const text = readFileSync(join(srcDir, file), 'utf8');
    return [...text.matchAll(/\bimport\s+(?:\w+\s+from\s+)?'(\.{1,2}\/[^']+\.css)'/g)]
      .map(([, path = '']) => relative(srcDir, resolve(srcDir, dirname(file), path)))
      .filter(
        (sheet) =>
          featureOf(file) !== undefined &&
          featureOf(sheet) !== undefined &&
          featureOf(sheet) !== featureOf(file),
      )
      .map((sheet) => `${file} -> ${sheet}`);
  });
}

describe('stylesheets', () => {
  it('reads real stylesheets and tells a definition from a placement', () => {
    expect(globalSheets()).toContain('styles/base.css');
    expect([...definedClasses('.chip, .btn.btn--small:hover { x: 1 } .side .panel { y: 2 }')].sort()).toEqual(
      ['btn', 'btn--small', 'chip'],
    );
  });

  it('defines each global class in one stylesheet only', () => {
    expect(classesDefinedTwice()).toEqual([]);
  });

  it('lets no feature import another feature’s stylesheet', () => {
    expect(othersStylesheets()).toEqual([]);
  });

  it('leaves no global stylesheet under app/ or features/: each component has its own CSS Module', () => {
    const shellAndFeatureSheets = globalSheets().filter((file) => /^(app|features)\//.test(file));
    expect(shellAndFeatureSheets.filter((file) => !(file in GLOBAL_SHEETS_LEFT))).toEqual([]);
    // An entry whose sheet is gone goes too, so the list only shrinks.
    expect(Object.keys(GLOBAL_SHEETS_LEFT).filter((file) => !shellAndFeatureSheets.includes(file))).toEqual(
      [],
    );
  });

  it('gives each shared widget its own CSS Module beside it', () => {
    for (const widget of ['Button', 'Card', 'Chip', 'LoadMore', 'PhotoField']) {
      expect(readFileSync(join(srcDir, `ui/${widget}.tsx`), 'utf8')).toContain(
        `from './${widget}.module.css'`,
      );
    }
  });
});
