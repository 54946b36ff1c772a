/** A page of the router: its full path (`/agreements/$id`), its file and its layouts' files, nearest first. */
export interface RouteFile {
  fullPath: string;
  file: string;
  layouts: string[];
}

const IMPORT = /import \{ Route as (\w+) \} from '\.\/([^']+)'/g;
const DECLARED =
  /'[^']+': \{\s*id: '[^']*'\s*path: '([^']*)'\s*fullPath: '([^']*)'\s*preLoaderRoute: typeof (\w+)\s*parentRoute: typeof (\w+)\s*\}/g;

/**
 * The pages the router's generated tree (`routeTree.gen.ts`) declares, read from its text: each
 * route's full path and its file (relative to the tree's folder, without extension), and the files
 * of the layouts around it. Layouts (a route another names as its parent) and pathless routes are
 * not pages of their own.
 */
export function routeFiles(tree: string): RouteFile[] {
  const files = new Map([...tree.matchAll(IMPORT)].map((m) => [m[1], m[2]]));
  const declared = [...tree.matchAll(DECLARED)].map(([, path, fullPath = '', route, parent]) => ({
    path,
    fullPath,
    file: files.get(route),
    // A route's parent is named by its value (`ShellRoute`) or, for the root, by its import.
    parent: files.get(`${parent}Import`) ?? files.get(parent),
  }));
  const parentOf = new Map(declared.map((d) => [d.file, d.parent]));
  const layouts = new Set(declared.map((d) => d.parent));
  const pages: RouteFile[] = [];
  for (const d of declared) {
    if (!d.file || d.path === '' || layouts.has(d.file)) continue;
    const around: string[] = [];
    for (let p = d.parent; p; p = parentOf.get(p)) around.push(p);
    pages.push({ fullPath: d.fullPath, file: d.file, layouts: around });
  }
  if (pages.length === 0) throw new Error('route-files: no route declared in the route tree');
  return pages;
}
