import { pagesFile, routeFiles, workflowRouteFiles } from './app-templates';
import type { Names } from './names';
import {
  contractFile,
  contractTestFile,
  manifestFile,
  queryFile,
  schemaFile,
  serverFile,
} from './server-templates';
import { workflowFiles } from './workflow-templates';

/** A file the scaffold writes whole, or an existing file it edits. */
export type Change =
  | { path: string; kind: 'create'; text: string }
  | { path: string; kind: 'edit'; edit: (text: string) => string };

/** A resource's folder, `src/resources/<kebab-name>/`: also its name in the indexes and its manifest. */
const folderOf = (n: Names) => `src/resources/${n.kebab}`;

/** Adds `line` after the last line of the file starting with `after`. */
const insertAfterLast = (after: string, line: string) => (text: string) => {
  const lines = text.split('\n');
  const at = lines.reduce((last, l, i) => (l.startsWith(after) ? i : last), -1);
  if (at < 0) throw new Error(`no line starting with "${after}" to register after`);
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
};

/**
 * The shared indexes of the resource folders, each told about the new folder by one line (and its
 * import); the index takes a folder's manifest, or a status workflow's from its chart's declaration.
 */
function registerFolder(n: Names, workflow: boolean): Change[] {
  const from = (file: string) => `'./${n.kebab}/${file}';`;
  const key = /^\w+$/.test(n.kebab) ? n.kebab : `'${n.kebab}'`;
  const [entry, name, file] = workflow
    ? [`${n.singularCamel}StatusWorkflow.manifest`, `${n.singularCamel}StatusWorkflow`, 'chart']
    : [n.camel, n.camel, 'manifest'];
  return [
    {
      path: 'src/resources/index.ts',
      kind: 'edit',
      edit: (t) =>
        insertAfterLast(
          '  ',
          `  ${entry},`,
        )(insertAfterLast('import ', `import { ${name} } from ${from(file)}`)(t)),
    },
    {
      path: 'src/resources/server.ts',
      kind: 'edit',
      edit: (t) =>
        insertAfterLast(
          '  ',
          `  ${key}: ${n.camel}Part,`,
        )(insertAfterLast('import ', `import { ${n.camel}Part } from ${from('server')}`)(t)),
    },
    {
      path: 'src/resources/tables.ts',
      kind: 'edit',
      edit: (t) => `${t.trimEnd()}\nexport * from ${from('table')}\n`,
    },
  ];
}

/** One folder of files, its three index lines and its two routes (which import the folder's pages). */
const folderPlan = (n: Names, files: Record<string, string>, routes: Change[]): Change[] => [
  ...Object.entries(files).map(([file, text]): Change => ({
    path: `${folderOf(n)}/${file}`,
    kind: 'create',
    text,
  })),
  ...registerFolder(n, !('manifest.ts' in files)),
  ...routes,
];

/**
 * Everything `npm run new:resource <name>` writes: a configuration resource (a list and a detail
 * page on the kit, no workflow) as one folder.
 */
export const planResource = (n: Names): Change[] =>
  folderPlan(
    n,
    {
      'query.ts': queryFile(n),
      'contract.ts': contractFile(n),
      'table.ts': schemaFile(n),
      'server.ts': serverFile(n),
      'manifest.ts': manifestFile(n),
      'pages.tsx': pagesFile(n),
      'contract.server.test.ts': contractTestFile(n),
    },
    routeFiles(n),
  );

/** Everything `npm run new:resource -- --workflow <name>` writes: a status workflow as one folder. */
export const planWorkflow = (n: Names): Change[] =>
  folderPlan(n, workflowFiles(n), workflowRouteFiles(n));
