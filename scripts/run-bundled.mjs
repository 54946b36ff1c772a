// Runs a TypeScript entry point of the project from its bundle (scripts/bundle.mjs), in this
// process, with the arguments after it: `node scripts/run-bundled.mjs src/server/main.ts`.
// `--import <module.ts>` before the entry loads that module's bundle first, as node's own
// `--import` would load it (the bench's SQL capture patches `pg` before the server loads).
import { pathToFileURL } from 'node:url';
import { bundled } from './bundle.mjs';

const argv = process.argv.slice(2);
const preloads = [];
while (argv[0] === '--import' && argv[1]) preloads.push(...argv.splice(0, 2).slice(1));
const [entry, ...args] = argv;
if (!entry)
  throw new Error(
    'usage: node scripts/run-bundled.mjs [--import <module.ts>]… <entry.ts> [arguments…]',
  );
for (const preload of preloads) await import(pathToFileURL(await bundled(preload)).href);
const file = await bundled(entry);
// The entry reads its own arguments where it would find them started directly.
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
