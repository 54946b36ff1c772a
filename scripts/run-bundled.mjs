// Runs a TypeScript entry point of the project from its bundle (scripts/bundle.mjs), in this
// process, with the arguments after it: `node scripts/run-bundled.mjs src/server/main.ts`.
import { pathToFileURL } from 'node:url';
import { bundled } from './bundle.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) throw new Error('usage: node scripts/run-bundled.mjs <entry.ts> [arguments…]');
const file = await bundled(entry);
// The entry reads its own arguments where it would find them started directly.
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
