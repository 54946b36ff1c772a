import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTER_CHUNKS_META } from '../src/app/lib/prefetch-router.ts';
import {
  PAGES_MANIFEST,
  ROUTER_PAGE,
  SIGN_IN_PATH,
  type PageRoute,
} from '../src/server/spa-files.ts';
import { reachable } from './reachable.ts';
import { routeFiles } from './route-files.ts';

interface Chunk {
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  moduleIds: readonly string[];
}

/** A page of the build: the HTML written for it and the files it preloads beyond the entry's. */
interface Page extends PageRoute {
  preloads: string[];
}

const loadedWith = (chunks: Map<string, Chunk>, from: string) =>
  reachable(from, (f) => chunks.get(f)?.imports ?? []);

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
 *
 * Each page of the router also gets its own copy (`pages/<its route file>.html`, listed with its
 * path in PAGES_MANIFEST), which preloads its component's code and its layouts' too, and on a page
 * inside the signed-in shell the onboarding chart its guard may check: without them the browser
 * learned of these only once the route table had run, two more round trips before the partner's
 * dashboard could paint its first to-do (its page chunks asked at 248 ms, the onboarding chart at
 * 209, the router at 57). An admin's or eor's page, which never checks the chart, preloads it too
 * (2 KB): telling them apart needs the spec's access table, which the build does not load.
 */
export function routerPagePlugin(
  routerModule = 'src/app/app-router.tsx',
  shellModule = 'src/app/routes/_shell.tsx',
  routeTree = 'src/app/routeTree.gen.ts',
  onboardingModule = 'src/resources/onboarding/actor.ts',
): Plugin {
  let outDir = 'dist';
  let preloads: string[] = [];
  let pages: Page[] = [];
  return {
    name: 'router-page',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      routerModule = resolve(config.root, routerModule);
      shellModule = resolve(config.root, shellModule);
      routeTree = resolve(config.root, routeTree);
      onboardingModule = resolve(config.root, onboardingModule);
    },
    generateBundle(_, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const c of Object.values(bundle)) if (c.type === 'chunk') chunks.set(c.fileName, c);
      const holding = modulesIn(chunks);
      const entry = [...chunks.values()].find((c) => c.isEntry);
      const router = holding.get(routerModule);
      // The layout's component, split from its route by the router's plugin (`?tsr-split=component`).
      const shell = holding.get(componentOf(shellModule));
      if (!entry || !router || !shell)
        return this.error(
          `router-page: no entry chunk, or no chunk for ${routerModule} or ${shellModule}`,
        );
      const first = loadedWith(chunks, entry.fileName);
      const needed = new Set([...loadedWith(chunks, router), ...loadedWith(chunks, shell)]);
      preloads = [...needed].filter((f) => !first.has(f));
      const known = new Set([...first, ...preloads]);
      pages = pagesOf(chunks, holding, routeTree, shellModule, onboardingModule, known).map(
        (p) => ({
          ...p,
          preloads: [...preloads, ...p.preloads],
        }),
      );
    },
    writeBundle() {
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!index.includes('</head>')) this.error('router-page: index.html has no </head>');
      const withPreloads = (files: string[]) =>
        index.replace(
          '  </head>',
          `${files.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">\n`).join('')}  </head>`,
        );
      writeFileSync(join(outDir, ROUTER_PAGE), withPreloads(preloads));
      for (const p of pages) {
        mkdirSync(dirname(join(outDir, p.page)), { recursive: true });
        writeFileSync(join(outDir, p.page), withPreloads(p.preloads));
      }
      const manifest: PageRoute[] = pages.map(({ path, page }) => ({ path, page }));
      writeFileSync(join(outDir, PAGES_MANIFEST), JSON.stringify(manifest));
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

/**
 * Every page of the route tree but the sign-in page, with what it loads beyond `known`: its
 * component and its layouts' (the router's plugin splits each into `<file>?tsr-split=component`),
 * and inside the shell the onboarding chart (src/app/app-router.tsx loads it for the guard).
 */
function pagesOf(
  chunks: Map<string, Chunk>,
  holding: Map<string, string>,
  routeTree: string,
  shellModule: string,
  onboardingModule: string,
  known: Set<string>,
): Page[] {
  const onboarding = holding.get(onboardingModule);
  if (!onboarding) throw new Error(`router-page: no chunk holds ${onboardingModule}`);
  const folder = dirname(routeTree);
  return routeFiles(readFileSync(routeTree, 'utf8'))
    .filter((r) => r.fullPath !== SIGN_IN_PATH)
    .map((r) => {
      const own = new Set<string>();
      const files = [...[...r.layouts].reverse(), r.file].map((f) => join(folder, f));
      const starts = files.map((f) => holding.get(componentOf(`${f}.tsx`)));
      if (files.includes(shellModule.replace(/\.tsx$/, ''))) starts.push(onboarding);
      for (const start of starts)
        if (start) for (const f of loadedWith(chunks, start)) if (!known.has(f)) own.add(f);
      return {
        path: r.fullPath,
        page: `pages/${r.file.replace(/^routes\//, '')}.html`,
        preloads: [...own],
      };
    });
}

/** The module id the router's plugin gives a route file's component, split from its route. */
const componentOf = (file: string) => `${file}?tsr-split=component`;

/** Which chunk holds each module: a group chunk (the route table, the shell) has no facade. */
function modulesIn(chunks: Map<string, Chunk>): Map<string, string> {
  const holding = new Map<string, string>();
  for (const c of chunks.values()) for (const id of c.moduleIds) holding.set(id, c.fileName);
  return holding;
}
