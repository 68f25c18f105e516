// Styles stay with what they style (issue 23): a component's look is its CSS Module, whose class names Vite makes
// unique to it, so a screen loaded later cannot redefine or reach into it (`.chip` was dark in ui/ui.css and light in
// coach-profile.css, whichever loaded last winning; `.watchlist-page .profile-card` restyled another screen's card).
// What is still global is held to this: no global stylesheet under app/ or features/ but those listed, a class is
// defined in one global stylesheet, no feature imports another's stylesheet, none names a class a ui/ widget or
// another feature defines, and ui/ has only the global sheets listed.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A path, not a URL: under jsdom, URL is jsdom's own, which node:url does not take.
const srcDir = join(import.meta.dirname, '..');

/**
 * The global stylesheets ui/ may keep, each with why. None: every ui/ widget's look is its CSS Module, and what
 * screens once wrote by hand (a dialog's actions, a fieldset, a badge, a side card) they now draw as ui/ components.
 */
const UI_GLOBAL_SHEETS: Record<string, string> = {};

/**
 * Selectors in a feature's stylesheet that still name a class a ui/ widget or another feature defines. None left;
 * a new one fails: the widget's owner offers a variant or a placement class instead.
 */
const PENDING_REACHES: string[] = [];

function filesEndingIn(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingIn(path, ending);
    return ending.test(entry.name) ? [relative(srcDir, path)] : [];
  });
}

const isModule = (file: string) => file.endsWith('.module.css');

/** Global stylesheets: every .css but CSS Modules, whose class names Vite makes unique to their file. */
const globalSheets = () => filesEndingIn(srcDir, /\.css$/).filter((file) => !isModule(file));

const read = (file: string) => readFileSync(join(srcDir, file), 'utf8');

/** Each selector of a stylesheet, comments and at-rule preludes left out. */
function selectorsOf(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{/g)]
    .map(([, list = '']) => list.trim())
    .filter((list) => !list.startsWith('@'))
    .flatMap((list) => list.split(',').map((selector) => selector.trim()));
}

const classesIn = (text: string) => [...text.matchAll(/\.([a-zA-Z][\w-]*)/g)].map(([, name = '']) => name);

/**
 * The classes a stylesheet defines: those of a selector with no context (`.chip`, `.btn.btn--small`, `.x:hover`).
 * `.profile-section .state-panel` only places a panel inside its own section, and defines nothing.
 */
function definedClasses(css: string): Set<string> {
  const classes = new Set<string>();
  for (const selector of selectorsOf(css)) {
    const compound = selector.replace(/:not\([^)]*\)|::?[\w-]+(?:\([^)]*\))?/g, '');
    if (/[\s>+~]/.test(compound)) continue;
    for (const name of classesIn(compound)) classes.add(name);
  }
  return classes;
}

/**
 * The global classes a stylesheet names: in a global sheet every class it names, in a CSS Module only those inside
 * `:global(...)` (its own are local to it).
 */
function namedGlobalClasses(file: string, css: string): { selector: string; name: string }[] {
  return selectorsOf(css).flatMap((selector) => {
    const globals = isModule(file)
      ? [...selector.matchAll(/:global\(([^)]*)\)/g)].map(([, inner = '']) => inner).join(' ')
      : selector;
    return classesIn(globals).map((name) => ({ selector, name }));
  });
}

/** Where each global class is defined: the global stylesheets defining it. */
function definitions(): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const file of globalSheets()) {
    for (const name of definedClasses(read(file))) where.set(name, [...(where.get(name) ?? []), file]);
  }
  return where;
}

/** Each class defined in more than one global stylesheet, with the stylesheets. */
function classesDefinedTwice(): string[] {
  return [...definitions()]
    .filter(([, files]) => files.length > 1)
    .map(([name, files]) => `.${name}: ${files.join(', ')}`);
}

/**
 * Global stylesheets still under app/ or features/, each with why. Shrink it; never grow it: a component's look goes in
 * a `Name.module.css` beside it.
 */
const GLOBAL_SHEETS_LEFT: Record<string, string> = {
  'features/landing/landing.css':
    'its ~70 classes as a module add their name map to the landing page, over its size budget (113.5 of 114 KB)',
};

const featureOf = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1];

/** Stylesheets a feature's code imports from another feature, as 'file -> stylesheet'. */
function othersStylesheets(): string[] {
  return filesEndingIn(srcDir, /\.tsx?$/).flatMap((file) => {
    const text = read(file);
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

/**
 * Selectors in a feature's stylesheets that name a class defined by a ui/ stylesheet or by another feature's: one
 * screen reaching into another's widget, which the widget's owner should offer as a variant instead.
 */
function reachesIntoOthers(): string[] {
  const where = definitions();
  return filesEndingIn(srcDir, /\.css$/)
    .filter((file) => featureOf(file) !== undefined)
    .flatMap((file) =>
      namedGlobalClasses(file, read(file)).flatMap(({ selector, name }) => {
        const owners = (where.get(name) ?? []).filter(
          (owner) =>
            owner.startsWith('ui/') ||
            (featureOf(owner) !== undefined && featureOf(owner) !== featureOf(file)),
        );
        return owners.map((owner) => `${file}: ${selector} names .${name} (${owner})`);
      }),
    )
    .sort();
}

/** CSS Modules imported by anything but the component of the same name beside them: one component's rules. */
function modulesSharedOut(): string[] {
  const code = filesEndingIn(srcDir, /\.tsx?$/).filter((file) => !/\.test\.tsx?$/.test(file));
  return code.flatMap((file) =>
    [...read(file).matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)\.module\.css'/g)]
      .map(([, path = '']) => relative(srcDir, resolve(srcDir, dirname(file), path)))
      .filter((module) => module !== file.replace(/\.tsx?$/, ''))
      .map((module) => `${file} -> ${module}.module.css`),
  );
}

/**
 * Names written as text that no stylesheet styles, from before this check: structure names the landing page and the
 * icon never styled, and `rank__line`, which e2e specs find the rank line by (a data attribute is the rule now). The
 * list may only shrink.
 */
const UNSTYLED_NAMES = [
  'features/athletes/profile/OwnerControls.tsx: video-card__remove',
  'features/athletes/results/RankBadge.tsx: rank__line',
  'features/landing/AudienceSections.tsx: mock--search',
  'features/landing/AudienceSections.tsx: mock--tests',
  'features/landing/AudienceSections.tsx: mock--group',
  'features/landing/AudienceSections.tsx: audience__visual',
  'features/landing/HeroSection.tsx: hero__copy',
  'features/landing/LandingPage.tsx: landing',
  'ui/Icon.tsx: icon',
];

/**
 * Class names written as text in a component (`className="badge"`, or the plain words of a template) that no global
 * stylesheet names: a class that styles nothing, as the global ones left behind when ui/ui.css became components.
 */
function literalClassesStylingNothing(): string[] {
  const named = new Set(
    globalSheets().flatMap((file) => classesIn(read(file).replace(/\/\*[\s\S]*?\*\//g, ''))),
  );
  const code = filesEndingIn(srcDir, /\.tsx$/).filter((file) => !/\.test\.tsx$/.test(file));
  return code.flatMap((file) => {
    const text = read(file);
    const lists = [
      ...[...text.matchAll(/className="([^"]*)"/g)].map(([, list = '']) => list),
      ...[...text.matchAll(/className=\{`([^`]*)`\}/g)].map(([, list = '']) =>
        list.replace(/\$\{[^}]*\}/g, ' '),
      ),
    ];
    return (
      lists
        .flatMap((list) => list.split(/\s+/).filter(Boolean))
        // A template's prefix (`mock__avatar--${medal}`) stands for the names the sheet defines after it.
        .filter(
          (name) => !named.has(name) && ![...named].some((n) => name.endsWith('-') && n.startsWith(name)),
        )
        .map((name) => `${file}: ${name}`)
    );
  });
}

describe('stylesheets', () => {
  it('reads real stylesheets and tells a definition from a placement, and a module’s own class from a global', () => {
    expect(globalSheets()).toContain('styles/base.css');
    expect([...definedClasses('.chip, .btn.btn--small:hover { x: 1 } .side .panel { y: 2 }')].sort()).toEqual(
      ['btn', 'btn--small', 'chip'],
    );
    expect(namedGlobalClasses('a.module.css', '.row :global(.state-panel) { x: 1 }')).toEqual([
      { selector: '.row :global(.state-panel)', name: 'state-panel' },
    ]);
    expect(namedGlobalClasses('a.css', '.row .state-panel { x: 1 }').map(({ name }) => name)).toEqual([
      'row',
      'state-panel',
    ]);
  });

  it('defines each global class in one stylesheet only', () => {
    expect(classesDefinedTwice()).toEqual([]);
  });

  it('lets no feature import another feature’s stylesheet', () => {
    expect(othersStylesheets()).toEqual([]);
  });

  it('keeps in ui/ only the global stylesheets listed, each with its reason', () => {
    expect(globalSheets().filter((file) => file.startsWith('ui/'))).toEqual(
      Object.keys(UI_GLOBAL_SHEETS).sort(),
    );
  });

  it('lets no feature’s stylesheet name a class of a ui/ widget or another feature, beyond the ones listed to go', () => {
    expect(reachesIntoOthers()).toEqual(PENDING_REACHES);
  });

  it('writes as text only class names some global stylesheet defines', () => {
    expect(literalClassesStylingNothing()).toEqual(UNSTYLED_NAMES);
  });

  it('gives each CSS Module to the one component of its name beside it', () => {
    expect(modulesSharedOut()).toEqual([]);
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
    const widgets = ['Button', 'Card', 'Chip', 'Dialog', 'FailureNote', 'LoadMore', 'Logo', 'PhotoField'];
    for (const widget of [
      ...widgets,
      'PeopleList',
      'ProfileHero',
      'ProfilePanels',
      'ProfilePhoto',
      'SideCard',
    ]) {
      expect(readFileSync(join(srcDir, `ui/${widget}.tsx`), 'utf8')).toContain(
        `from './${widget}.module.css'`,
      );
    }
  });
});
