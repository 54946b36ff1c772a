import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRouteTree } from './generate-route-tree';
import { namesOf } from './new-resource/names';
import { planResource, planWorkflow, type Change } from './new-resource/plan';

const root = resolve(import.meta.dirname, '..');

/** Scratch names no spec page or resource has: what the scaffold writes meets no file of the project. */
const names = namesOf('scratch_notes');
const changes = planResource(names);
const workflowNames = namesOf('scratch_requests');
const workflowChanges = planWorkflow(workflowNames);

const created = (list: Change[]) =>
  list.filter((c): c is Extract<Change, { kind: 'create' }> => c.kind === 'create');
const production = (list: Change[]) => created(list).filter((c) => !c.path.includes('.test.'));
const lines = (list: Change[]) =>
  production(list).reduce((n, c) => n + c.text.trimEnd().split('\n').length, 0);

/**
 * The project as it would be after both scaffolds ran: written and edited files in memory over the
 * tree on disk, and the route tree TanStack would generate with the new route files (generated in a
 * copy of the routes folder, so the project's own is never touched).
 */
async function overlay(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const c of [...changes, ...workflowChanges]) {
    const path = join(root, c.path);
    files.set(
      path,
      c.kind === 'create' ? c.text : c.edit(files.get(path) ?? readFileSync(path, 'utf8')),
    );
  }
  const scratch = mkdtempSync(join(tmpdir(), 'new-resource-'));
  try {
    cpSync(join(root, 'src/app/routes'), join(scratch, 'src/app/routes'), { recursive: true });
    for (const [path, text] of files) {
      if (!path.startsWith(join(root, 'src/app/routes/'))) continue;
      const copy = join(scratch, path.slice(root.length));
      mkdirSync(dirname(copy), { recursive: true });
      writeFileSync(copy, text);
    }
    await generateRouteTree(scratch);
    files.set(
      join(root, 'src/app/routeTree.gen.ts'),
      readFileSync(join(scratch, 'src/app/routeTree.gen.ts'), 'utf8'),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return files;
}

/**
 * The --workflow folder runs its own generated chart test here: its files are written to a scratch tree whose
 * other folders link to the project's, so the test meets the kit as it is now and the project stays untouched.
 * (Its contract.server.test needs its migration in the test database: the typecheck below covers it.)
 */
const scratch = mkdtempSync(join(tmpdir(), 'new-workflow-'));
for (const dir of ['machines', 'src/domain', 'node_modules']) {
  mkdirSync(dirname(join(scratch, dir)), { recursive: true });
  symlinkSync(join(root, dir), join(scratch, dir));
}
const workflowFolder = `src/resources/${workflowNames.kebab}/`;
for (const c of created(workflowChanges).filter((c) => c.path.startsWith(workflowFolder))) {
  mkdirSync(dirname(join(scratch, c.path)), { recursive: true });
  writeFileSync(join(scratch, c.path), c.text);
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
await import(join(scratch, workflowFolder, 'chart.test.ts'));

describe('npm run new:resource', () => {
  /** What a plan writes outside its folder (its routes) and which shared files it edits. */
  const outside = (list: Change[], folder: string) =>
    created(list)
      .map((c) => c.path)
      .filter((p) => !p.startsWith(folder));
  const edited = (list: Change[]) => list.filter((c) => c.kind === 'edit').map((c) => c.path);
  // Registered by a line in each shared index of the resource folders, and nowhere else.
  const INDEXES = ['src/resources/index.ts', 'src/resources/server.ts', 'src/resources/tables.ts'];

  it('writes a list-and-detail resource as one folder with its routes in at most 9 production files and 300 lines', () => {
    const folder = `src/resources/${names.kebab}/`;
    expect(production(changes).length).toBeLessThanOrEqual(9);
    expect(lines(changes)).toBeLessThanOrEqual(300);
    expect(outside(changes, folder)).toEqual([
      `src/app/routes/_shell/${names.snake}.index.tsx`,
      `src/app/routes/_shell/${names.snake}.$id.tsx`,
    ]);
    expect(changes.map((c) => c.path)).toContain(`${folder}contract.server.test.ts`);
    expect(edited(changes)).toEqual(INDEXES);
  });

  it('writes a list page that names itself by the resource’s labels, passing no words by hand', () => {
    const pages = created(changes).find((c) => c.path === `src/resources/${names.kebab}/pages.tsx`);
    const list = pages?.text.match(/<ResourceListView[\s\S]*?\/>/)?.[0] ?? '';
    expect(list).toContain(`resource={${names.camel}Resource}`);
    expect(list).not.toMatch(/\b(title|caption|noun|empty|path|summary|descriptor)=/);
  });

  it('writes a list page whose row link comes from the resource, not a route written by hand', () => {
    const pages = created(changes).find((c) => c.path === `src/resources/${names.kebab}/pages.tsx`);
    expect(pages?.text).toContain(`linkColumn(${names.camel}Resource, 'Name', (r) => r.name`);
    expect(pages?.text).not.toMatch(/params=\{\{ id|\$id|<Link\b/);
  });

  it('--workflow writes one folder with its pages and routes in at most 9 production files and 350 lines, and its tests', () => {
    const folder = `src/resources/${workflowNames.kebab}/`;
    expect(production(workflowChanges).length).toBeLessThanOrEqual(9);
    expect(lines(workflowChanges)).toBeLessThanOrEqual(350);
    expect(outside(workflowChanges, folder)).toEqual([
      `src/app/routes/_shell/${workflowNames.snake}.index.tsx`,
      `src/app/routes/_shell/${workflowNames.snake}.$id.tsx`,
    ]);
    expect(created(workflowChanges).map((c) => c.path)).toEqual(
      expect.arrayContaining([`${folder}chart.test.ts`, `${folder}contract.server.test.ts`]),
    );
    expect(edited(workflowChanges)).toEqual(INDEXES);
  });

  describe('what both write, over the project as it is now', () => {
    let files: Map<string, string>;
    beforeAll(async () => {
      files = await overlay();
    });
    afterAll(() => files.clear());

    it('registers both folders in the shared indexes, one line each', () => {
      const at = (path: string) => files.get(join(root, path)) ?? '';
      expect(at('src/resources/index.ts')).toMatch(
        /\n {2}scratchNotes,\n {2}scratchRequestStatusWorkflow\.manifest,\n\] as const;/,
      );
      expect(at('src/resources/index.ts')).toContain(
        "import { scratchRequestStatusWorkflow } from './scratch-requests/chart';",
      );
      expect(at('src/resources/server.ts')).toContain("  'scratch-notes': scratchNotesPart,");
      expect(at('src/resources/server.ts')).toContain("  'scratch-requests': scratchRequestsPart,");
      expect(at('src/resources/tables.ts')).toContain("export * from './scratch-notes/table';");
      expect(at('src/resources/tables.ts')).toContain("export * from './scratch-requests/table';");
    });

    it('typechecks against the kit as it is now', () => {
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
          ['src/app/lib/route-static-data.ts', 'src/app/router.tsx'].map((f) => join(root, f)),
        );
      const program = ts.createProgram({
        rootNames,
        options: { ...config.options, noEmit: true },
        host,
      });
      // Only what the scaffold wrote or edited is checked (the checker still reads every type they
      // use); the whole project's check is `npm run typecheck`'s, and repeating it here cost a minute.
      const written = [...files.keys()]
        .map((f) => program.getSourceFile(f))
        .filter((f): f is ts.SourceFile => f !== undefined);
      const errors = [
        ...program.getOptionsDiagnostics(),
        ...program.getGlobalDiagnostics(),
        ...written.flatMap((f) => [
          ...program.getSyntacticDiagnostics(f),
          ...program.getSemanticDiagnostics(f),
        ]),
      ].map(
        (d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
      expect(errors).toEqual([]);
    }, 240_000);
  });
});
