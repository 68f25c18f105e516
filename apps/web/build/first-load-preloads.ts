// A build step: a lazy chunk's preload list leaves out the chunks of the first load. Vite lists, beside each
// `import()`, every chunk the imported one needs, so the browser fetches them at once (modulepreload); but the entry's
// own chunks (React, the store, ...) have run before any `import()` can, and listing them again in each of the ~45
// screens' lists cost every route's first load about 0.2 KB gzipped for nothing (issue 23, budgets). The page's own
// list (index.html) keeps them: there they are what lets the browser fetch React beside the entry instead of after it.
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The entry chunk and every chunk it imports statically: loaded before any of the app's code runs. */
function firstLoadOf(bundle: OutputBundle): Set<string> {
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
    loaded.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  return loaded;
}

/**
 * The plugin reads the first load from the bundle before Vite writes the preload lists; `resolveDependencies`
 * (build.modulePreload) then drops those chunks from each list. CSS is never filtered (Vite keeps it apart).
 */
export function firstLoadPreloads(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];
} {
  let firstLoad = new Set<string>();
  return {
    plugin: {
      name: 'podium-first-load-preloads',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          firstLoad = firstLoadOf(bundle);
        },
      },
    },
    resolveDependencies: (_filename, deps, { hostType }) =>
      hostType === 'html' ? deps : deps.filter((dep) => !firstLoad.has(dep)),
  };
}
