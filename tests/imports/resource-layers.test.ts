import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Everything a file loads, directly or through what it imports. */
function reach(graph: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const todo = [from];
  while (todo.length) {
    for (const next of graph.get(todo.pop()!) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        todo.push(next);
      }
    }
  }
  return seen;
}

const SERVER_PART =
  /^src\/resources\/(\w[\w-]*\/(server|table|queries|projection|[\w-]+\.server)|server|tables)\.ts$/;
const isServer = (f: string) => f.startsWith('src/server/') || SERVER_PART.test(f);
const isApp = (f: string) => f.startsWith('src/app/') || /^src\/resources\/.*\.tsx$/.test(f);

/**
 * The lint rules (eslint.config.js) judge one import at a time; this follows every chain, so a
 * page cannot reach the server through a shared module either.
 */
describe('the layers of the resource folders, followed through every import', () => {
  const graph = importGraph(root, ['src', 'machines']);
  const files = [...graph.keys()].filter((f) => f.startsWith('src/resources/'));
  const role = (name: string) =>
    files.filter((f) => new RegExp(`^src/resources/[\\w-]+/${name}$`).test(f));
  /** The domain files of a folder: browser and server both load them. */
  const domain = ['contract', 'query', 'policy', 'form'].flatMap((name) => role(`${name}.ts`));

  it('finds the roles of every resource folder', () => {
    // A workflow folder has its chart beside its pages; a configuration folder (a list and a form) has none.
    const folderOf = (f: string) => f.slice(0, f.lastIndexOf('/'));
    const withPages = new Set(role('pages.tsx').map(folderOf));
    expect(role('chart.ts').length).toBeGreaterThan(0);
    expect(role('chart.ts').filter((c) => !withPages.has(folderOf(c)))).toEqual([]);
    expect(role('contract.ts').map(folderOf).sort()).toEqual([...withPages].sort());
  });

  it('pages, charts, contracts and manifests never load the server', () => {
    const shared = [
      ...role('pages.tsx'),
      ...role('chart.ts'),
      ...domain,
      ...role('manifest.ts'),
      'src/resources/index.ts',
    ];
    const leaks = shared.flatMap((f) =>
      [...reach(graph, f)].filter(isServer).map((s) => `${f} → ${s}`),
    );
    expect(leaks).toEqual([]);
  });

  it('charts, contracts and server parts never load the browser app', () => {
    const below = [...role('chart.ts'), ...domain, ...files.filter((f) => SERVER_PART.test(f))];
    const leaks = below.flatMap((f) =>
      [...reach(graph, f)].filter(isApp).map((s) => `${f} → ${s}`),
    );
    expect(leaks).toEqual([]);
  });

  it('a chart loads only its own contract and query of its folder', () => {
    const strays = role('chart.ts').flatMap((f) => {
      const folder = f.slice(0, f.lastIndexOf('/') + 1);
      return (graph.get(f) ?? [])
        .filter((t) => t.startsWith('src/resources/'))
        .filter((t) => t !== `${folder}contract.ts` && t !== `${folder}query.ts`)
        .map((t) => `${f} → ${t}`);
    });
    expect(strays).toEqual([]);
  });
});
