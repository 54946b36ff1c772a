import { appFiles } from './app-templates';
import type { Names } from './names';
import {
  contractFile,
  contractTestFile,
  definitionFile,
  queryFile,
  schemaFile,
  serverFile,
} from './server-templates';

/** A file the scaffold writes whole, or an existing file it edits. */
export type Change =
  | { path: string; kind: 'create'; text: string }
  | { path: string; kind: 'edit'; edit: (text: string) => string };

const REGISTER_ANCHOR = "    },\n    { prefix: '/v2' },";

/** Registers the plugin inside /v2, where every route needs a session unless it is public. */
function registerIn(n: Names) {
  return (text: string) => {
    if (!text.includes(REGISTER_ANCHOR))
      throw new Error(
        'src/server/app.ts: the /v2 block was not found; register the plugin by hand',
      );
    const imports = `import { ${n.camel}Routes } from './routes/${n.kebab}';\n${text}`;
    return imports.replace(
      REGISTER_ANCHOR,
      `      await v2.register(${n.camel}Routes, deps);\n${REGISTER_ANCHOR}`,
    );
  };
}

/** Everything `npm run new:resource <name>` writes, relative to the project root. */
export function planResource(n: Names): Change[] {
  return [
    { path: `src/domain/contracts/${n.kebab}.ts`, kind: 'create', text: contractFile(n) },
    { path: `src/domain/resources/${n.kebab}-query.ts`, kind: 'create', text: queryFile(n) },
    { path: `src/domain/resources/${n.kebab}.ts`, kind: 'create', text: definitionFile(n) },
    { path: `src/server/db/schema/${n.kebab}.ts`, kind: 'create', text: schemaFile(n) },
    {
      path: 'src/server/db/schema/index.ts',
      kind: 'edit',
      edit: (t) => `${t.trimEnd()}\nexport * from './${n.kebab}';\n`,
    },
    { path: `src/server/routes/${n.kebab}/index.ts`, kind: 'create', text: serverFile(n) },
    { path: 'src/server/app.ts', kind: 'edit', edit: registerIn(n) },
    {
      path: `src/server/routes/${n.kebab}/${n.kebab}.contract.test.ts`,
      kind: 'create',
      text: contractTestFile(n),
    },
    ...appFiles(n),
  ];
}
