import type { ModulePreloadOptions, Plugin } from 'vite';
import { reachable } from './reachable.ts';

/**
 * Beside every dynamic import, Vite lists every chunk the imported one needs (`__vite__mapDeps`),
 * so the browser fetches them at once rather than one level of imports at a time. The chunk that
 * holds the import, and all it imports, has already run by then: this leaves those out of its
 * lists. It matters for the route table, in the entry, whose 220 lazy pages each listed the
 * router, React and the rest of the first page again: about 4 KB of the first page's brotli.
 */
export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: NonNullable<ModulePreloadOptions['resolveDependencies']>;
} {
  let imports = new Map<string, readonly string[]>();
  const loadedWith = (file: string) => reachable(file, (f) => imports.get(f) ?? []);
  return {
    plugin: {
      name: 'preload-deps',
      apply: 'build',
      generateBundle: {
        // Before Vite writes the lists (its import analysis, also at generateBundle).
        order: 'pre',
        handler(_, bundle) {
          imports = new Map(
            Object.values(bundle).flatMap((c) =>
              c.type === 'chunk' ? [[c.fileName, c.imports] as const] : [],
            ),
          );
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((d) => !loaded.has(d));
    },
  };
}
