import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { namesOf } from './new-resource/names';
import { planResource } from './new-resource/plan';

/**
 * `npm run new:resource <plural_snake_name> [--singular <name>]`: writes a list-and-detail resource on
 * the kit (docs/building.md "Adding a resource"), registers it, and generates its migration.
 */
const args = process.argv.slice(2);
const singularAt = args.indexOf('--singular');
const singular = singularAt >= 0 ? args[singularAt + 1] : undefined;
const name = args.find((a, i) => !a.startsWith('--') && (singularAt < 0 || i !== singularAt + 1));
if (!name) {
  console.error('usage: npm run new:resource <plural_snake_name> [--singular <name>]');
  process.exit(2);
}
const names = namesOf(name, singular);
const root = process.cwd();
const changes = planResource(names);

// A placeholder route (the "not available yet" panel) is the one existing file the scaffold replaces.
const taken = changes.filter(
  (c) =>
    c.kind === 'create' &&
    existsSync(join(root, c.path)) &&
    !readFileSync(join(root, c.path), 'utf8').includes('placeholder: true'),
);
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
console.log(
  `\n${names.label.plural}: fill in the fields (contract, schema, server toDto, columns), then npm test.`,
);
