import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { namesOf } from './new-resource/names';
import { planResource } from './new-resource/plan';

const root = resolve(import.meta.dirname, '..');
const shellRoutes = join(root, 'src/app/routes/_shell');
const isPlaceholder = (file: string) =>
  existsSync(join(shellRoutes, file)) &&
  readFileSync(join(shellRoutes, file), 'utf8').includes('placeholder: true');

/**
 * A spec resource not built yet: both its pages are still placeholders, so the route tree already
 * knows its paths and what the scaffold writes meets no real file of that name. Chosen afresh each
 * run, so building one resource never makes this test collide with it.
 */
function unbuiltSpecResource(): string {
  const name = readdirSync(shellRoutes)
    .filter((f) => f.endsWith('.index.tsx'))
    .map((f) => f.slice(0, -'.index.tsx'.length))
    .filter((n) => /^[a-z]+(_[a-z]+)*s$/.test(n))
    .sort()
    .find((n) => isPlaceholder(`${n}.index.tsx`) && isPlaceholder(`${n}.$id.tsx`));
  if (!name) throw new Error('every spec list page is built: pick a sample name by hand');
  return name;
}

const names = namesOf(unbuiltSpecResource());
const changes = planResource(names);

/** The project as it would be after the scaffold ran: written and edited files in memory over the tree on disk. */
function overlay(): Map<string, string> {
  const files = new Map<string, string>();
  for (const c of changes) {
    const path = join(root, c.path);
    files.set(path, c.kind === 'create' ? c.text : c.edit(readFileSync(path, 'utf8')));
  }
  return files;
}

describe('npm run new:resource', () => {
  it('writes a list-and-detail resource in at most 9 production files and 300 lines', () => {
    const production = changes.filter((c) => c.kind === 'create' && !c.path.includes('.test.'));
    const lines = production.reduce(
      (n, c) => n + (c.kind === 'create' ? c.text.trimEnd().split('\n').length : 0),
      0,
    );
    expect(production.length).toBeLessThanOrEqual(9);
    expect(lines).toBeLessThanOrEqual(300);
    expect(changes.map((c) => c.path)).toContain(
      `src/server/routes/${names.kebab}/${names.kebab}.contract.test.ts`,
    );
  });

  // A whole TypeScript program over much of the project: seconds on a quiet machine, more on a busy one.
  it('writes code that typechecks against the kit as it is now', () => {
    const files = overlay();
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    );
    if (!config) throw new Error('tsconfig.json did not parse');
    const host = ts.createCompilerHost(config.options);
    const readFile = host.readFile.bind(host);
    host.readFile = (name) => files.get(resolve(name)) ?? readFile(name);
    host.fileExists = (name) => files.has(resolve(name)) || ts.sys.fileExists(name);
    const folders = new Set(
      [...files.keys()].flatMap((f) =>
        f.split('/').map((_, i, parts) => parts.slice(0, i).join('/')),
      ),
    );
    host.directoryExists = (name) => folders.has(resolve(name)) || ts.sys.directoryExists(name);
    // Module augmentations the app's entry pulls in: the file routes' paths, their static data and
    // the router's registration (which types every route's params).
    const rootNames = [...files.keys()]
      .filter((f) => /\.tsx?$/.test(f))
      .concat(
        ['src/app/routeTree.gen.ts', 'src/app/lib/route-static-data.ts', 'src/app/router.tsx'].map(
          (f) => join(root, f),
        ),
      );
    const program = ts.createProgram({
      rootNames,
      options: { ...config.options, noEmit: true },
      host,
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(errors).toEqual([]);
  }, 180_000);
});
