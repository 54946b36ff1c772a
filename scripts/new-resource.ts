import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { namesOf } from './new-resource/names';
import { planResource, planWorkflow } from './new-resource/plan';

/**
 * `npm run new:resource <plural_snake_name> [--singular <name>]`: writes a list-and-detail resource on
 * the kit as one folder, `src/resources/<kebab-name>/` (docs/building.md "Adding a resource"),
 * registers it in the folders' indexes, and generates its migration.
 * `npm run new:resource -- --workflow <plural_snake_name> [--singular <name>]` writes a status
 * workflow the same way ("Adding a workflow").
 */
const args = process.argv.slice(2);
const FLAGS = ['--singular', '--workflow'];
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const singular = valueOf('--singular');
const workflow = valueOf('--workflow');
const name =
  workflow ?? args.find((a, i) => !a.startsWith('--') && !FLAGS.includes(args[i - 1] ?? ''));
if (!name) {
  console.error(
    'usage: npm run new:resource <plural_snake_name> [--singular <name>]\n' +
      '       npm run new:resource -- --workflow <plural_snake_name> [--singular <name>]',
  );
  process.exit(2);
}
const names = namesOf(name, singular);
const root = process.cwd();
const changes = workflow ? planWorkflow(names) : planResource(names);

const taken = changes.filter((c) => c.kind === 'create' && existsSync(join(root, c.path)));
if (taken.length) {
  console.error(
    `Not written: these files exist already:\n${taken.map((c) => `  ${c.path}`).join('\n')}`,
  );
  process.exit(1);
}
for (const c of changes) {
  const file = join(root, c.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, c.kind === 'create' ? c.text : c.edit(readFileSync(file, 'utf8')));
  console.log(`${c.kind === 'create' ? 'wrote ' : 'edited'} ${c.path}`);
}
execFileSync('npx', ['drizzle-kit', 'generate', '--name', names.snake], { stdio: 'inherit' });
execFileSync('npx', ['tsx', 'scripts/generate-route-tree.ts'], { stdio: 'inherit' });
// A workflow's chart joins the registry: its exports in statecharts/ are part of the project.
if (workflow) execFileSync('npx', ['tsx', 'scripts/export-statecharts.ts'], { stdio: 'inherit' });
console.log(
  workflow
    ? `\n${names.label.plural}: src/resources/${names.kebab}/ holds its chart, contract, table, server part, pages and tests.`
    : `\n${names.label.plural}: src/resources/${names.kebab}/ — fill in the fields (contract, table, server toDto, pages' columns), then npm test.`,
);
