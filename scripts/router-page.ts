import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTER_CHUNKS_META } from '../src/app/lib/prefetch-router.ts';
import { ROUTER_PAGE } from '../src/server/spa-page.ts';

interface Chunk {
  fileName: string;
  imports: readonly string[];
}

function loadedWith(chunks: Map<string, Chunk>, from: string): Set<string> {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const i of chunks.get(f)?.imports ?? []) walk(i);
  };
  walk(from);
  return seen;
}

/**
 * Writes `app.html`: `index.html` plus modulepreloads of the router's chunk and what it imports, and
 * of the signed-in shell's (the layout of every page but the sign-in and public ones): otherwise
 * its code is asked for only once the router has loaded and run, one more round trip before a
 * signed-in first page can render (the partner's dashboard in Lighthouse: the shell's 27 KB asked
 * at 219 ms, after the route table had arrived).
 * `/login` opens without the router (src/app/first-page.tsx) and gets `index.html`; any other
 * page needs the router first, and from `index.html` would ask for it only once the entry had run,
 * one round trip after the entry. From `app.html` the browser fetches both at once.
 * `index.html` names the same files in a `<meta name="router-chunks">` (ROUTER_CHUNKS_META): the
 * sign-in page prefetches them once the visitor starts on it (src/app/lib/prefetch-router.ts), so
 * the first page after signing in finds the router in cache rather than waiting for its 84 KB.
 */
export function routerPagePlugin(
  routerModule = 'src/app/app-router.tsx',
  shellModule = 'src/app/routes/_shell.tsx',
): Plugin {
  let outDir = 'dist';
  let preloads: string[] = [];
  return {
    name: 'router-page',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      routerModule = resolve(config.root, routerModule);
      shellModule = resolve(config.root, shellModule);
    },
    generateBundle(_, bundle) {
      const chunks = new Map<string, Chunk & { isEntry: boolean; facadeModuleId: string | null }>();
      for (const c of Object.values(bundle)) if (c.type === 'chunk') chunks.set(c.fileName, c);
      const entry = [...chunks.values()].find((c) => c.isEntry);
      const router = [...chunks.values()].find((c) => c.facadeModuleId === routerModule);
      // The layout's component, split from its route by the router's plugin (`?tsr-split=component`).
      const shell = [...chunks.values()].find((c) =>
        c.facadeModuleId?.startsWith(`${shellModule}?`),
      );
      if (!entry || !router || !shell)
        return this.error(
          `router-page: no entry chunk, or no chunk for ${routerModule} or ${shellModule}`,
        );
      const first = loadedWith(chunks, entry.fileName);
      const needed = new Set([
        ...loadedWith(chunks, router.fileName),
        ...loadedWith(chunks, shell.fileName),
      ]);
      preloads = [...needed].filter((f) => !first.has(f));
    },
    writeBundle() {
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      const links = preloads
        .map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">\n`)
        .join('');
      if (!index.includes('</head>')) this.error('router-page: index.html has no </head>');
      writeFileSync(join(outDir, ROUTER_PAGE), index.replace('  </head>', `${links}  </head>`));
      const names = preloads.map((f) => `/${f}`).join(' ');
      writeFileSync(
        join(outDir, 'index.html'),
        index.replace(
          '  </head>',
          `    <meta name="${ROUTER_CHUNKS_META}" content="${names}">\n  </head>`,
        ),
      );
    },
  };
}
