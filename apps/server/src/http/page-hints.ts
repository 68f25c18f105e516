// The public athlete page's HTML names what the page will ask for next: its screen's chunks, their styles and the
// profile's data (issue 8, "Loading speed"). Without them the browser learns of each only after the entry's code
// has arrived and run, one round trip after another; with them all of it loads beside the entry.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof ManifestSchema>;

/** The screen a shared link opens (apps/web's route table), as Vite's manifest names its module. */
export const PUBLIC_PROFILE_SCREEN = 'PublicAthletePage.tsx';

/** The browser's side of a page the server drew (apps/web src/ssr/hydrate.tsx), a chunk of its own. */
export const HYDRATION_MODULE = 'hydrate.tsx';

export interface ScreenFiles {
  scripts: string[];
  styles: string[];
  /** The chunks that hydrate a page the server drew, beyond the entry's and the screen's: only such a page loads them. */
  hydration?: string[];
}

/** A chunk and every chunk it imports statically, in the order the browser meets them. */
function withImports(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/** The files a lazy screen loads beyond the entry's own (which index.html already names), or null if not built. */
export function screenFiles(manifest: Manifest, screen: string): ScreenFiles | null {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const screenKey = Object.keys(manifest).find((key) => key.endsWith(`/${screen}`));
  if (!entryKey || !screenKey) return null;
  const entry = withImports(manifest, entryKey, new Set());
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const own = [...withImports(manifest, screenKey, new Set())].filter((key) => !entry.has(key));
  return {
    scripts: own.flatMap((key) => manifest[key]?.file ?? []),
    styles: [...new Set(own.flatMap((key) => manifest[key]?.css ?? []))].filter(
      (css) => !entryStyles.has(css),
    ),
  };
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The screen's chunks, at low priority: the entry's own, which must run first, keep the bandwidth. */
function screenScripts(files: ScreenFiles): string[] {
  return files.scripts.map(
    (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" fetchpriority="low">`,
  );
}

/**
 * The `<link>`s for a public profile page. The screen's files come at low priority: the entry's own, which must run
 * first, keep the bandwidth. The data's address is the one the page fetches (apps/web public-profile.ts), with the
 * same credentials mode, so the page takes the preloaded answer.
 */
export function publicProfileHints(files: ScreenFiles, kind: 'athlete' | 'link', key: string): string {
  const links = [
    ...screenScripts(files),
    ...files.styles.map(
      (file) =>
        `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}" fetchpriority="low">`,
    ),
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/${kind}/${escapeAttribute(encodeURIComponent(key))}">`,
  ];
  return links.join('\n    ');
}

/**
 * The `<link>`s for a public profile page the server rendered (server-render.ts): the screen's styles are the page's
 * own (the HTML is drawn with them, so they block its first paint as the entry's do, and the screen's code, which
 * finds them there, adds them no second time); its chunks load beside the entry, to hydrate; no call to preload, the
 * page carries its reply.
 */
export function renderedPageHints(files: ScreenFiles): string {
  const styles = files.styles.map(
    (file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`,
  );
  // What hydrates the page is asked for as soon as the entry runs: preloaded at the browser's own priority.
  const hydration = (files.hydration ?? []).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
  );
  return [...styles, ...hydration, ...screenScripts(files)].join('\n    ');
}

/** index.html with the links at the end of its head; the page as it is when it has no head to put them in. */
export function withHints(html: string, links: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  return `${html.slice(0, headEnd)}  ${links}\n  ${html.slice(headEnd)}`;
}

function parseManifest(text: string): Manifest | null {
  try {
    const parsed = ManifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A file's contents as `parse` reads them, read again only when the file changes (its modification time), so no
 * request re-reads a file that has not changed, and a build made while the server runs is still seen. Null when the
 * file is missing.
 */
function readWhenChanged<T>(path: string, parse: (text: string) => T): () => Promise<T | null> {
  let cached: { modifiedMs: number; value: T } | null = null;
  return async () => {
    const modifiedMs = await stat(path).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (modifiedMs === null) return null;
    if (cached?.modifiedMs !== modifiedMs)
      cached = { modifiedMs, value: parse(await readFile(path, 'utf8')) };
    return cached.value;
  };
}

/** The public profile screen's files from a build's manifest: null when the build has none to name. */
export function publicProfileFilesReader(webDist: string): () => Promise<ScreenFiles | null> {
  const read = readWhenChanged(join(webDist, '.vite', 'manifest.json'), (text) => {
    const manifest = parseManifest(text);
    const screen = manifest && screenFiles(manifest, PUBLIC_PROFILE_SCREEN);
    if (!manifest || !screen) return null;
    const hydration = screenFiles(manifest, HYDRATION_MODULE)?.scripts ?? [];
    return { ...screen, hydration: hydration.filter((file) => !screen.scripts.includes(file)) };
  });
  return async () => (await read()) ?? null;
}

/** The build's index.html, kept until it changes. */
export const indexHtmlReader = (webDist: string) =>
  readWhenChanged(join(webDist, 'index.html'), (text) => text);
