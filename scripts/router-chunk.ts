import { resolve } from 'node:path';
import { reachable } from './reachable.ts';

interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const closure = (graph: Graph, from: string) =>
  reachable(from, (id) => graph.getModuleInfo(id)?.importedIds ?? []);

/**
 * The app's modules and the router's packages. Packages the entry loads through CommonJS `require`
 * (React's own files) are no import edge of the graph, so the walk from the entry does not see
 * them: left out here, they stay where the bundler puts them, with the entry.
 */
const ours = (id: string) =>
  !/[\\/]node_modules[\\/]/.test(id) || /[\\/]node_modules[\\/]@tanstack[\\/]/.test(id);

/**
 * A code-splitting group name function: what the router's chunk (src/app/app-router.tsx) imports
 * and the entry does not, in one chunk named `name`. Left to itself the bundler gave each module
 * the route table shares with pages (a list's query descriptor, the guards, pieces of the router)
 * a chunk of its own, 64 files the first signed-in page fetched after the entry; they all load
 * with the router anyway, since every page is loaded through it.
 */
export function routerChunk(name: string, root = process.cwd()) {
  const router = resolve(root, 'src/app/app-router.tsx');
  const entry = resolve(root, 'src/app/main.tsx');
  let members: Set<string> | undefined;
  return (id: string, graph: Graph): string | null => {
    if (!members) {
      const first = closure(graph, entry);
      members = new Set(
        [...closure(graph, router)].filter((m) => m !== router && !first.has(m) && ours(m)),
      );
    }
    return members.has(id) ? name : null;
  };
}

/**
 * A code-splitting group name function: what the signed-in shell's component
 * (src/app/routes/_shell.tsx, split by the router's plugin) imports and neither the entry nor the
 * router does, in one chunk named `name`. Every signed-in page renders inside the shell, so all of
 * it loads with the first one; left to itself the bundler cut it into fifteen files (its layouts,
 * the dialogs' library, a form's helpers), and on the mobile preset's connections each file, not
 * each byte, was what the partner's dashboard waited for: one chunk took its LCP from 2.4 s to 2.1.
 */
export function shellChunk(name: string, root = process.cwd()) {
  const router = resolve(root, 'src/app/app-router.tsx');
  const entry = resolve(root, 'src/app/main.tsx');
  const shell = `${resolve(root, 'src/app/routes/_shell.tsx')}?tsr-split=component`;
  let members: Set<string> | undefined;
  return (id: string, graph: Graph): string | null => {
    if (!members) {
      const before = new Set([...closure(graph, entry), ...closure(graph, router)]);
      members = new Set([...closure(graph, shell)].filter((m) => !before.has(m)));
    }
    return members.has(id) ? name : null;
  };
}
