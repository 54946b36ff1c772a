// A TypeScript entry point of the project as one JavaScript file, rebuilt when one of its sources
// changed. Started through tsx, the server spent 3–4 s of CPU resolving and loading its thousand
// modules on every start; its bundle loads in about 0.4 s (docs/testing.md, "The server bundled").
import { build } from 'esbuild';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const outDir = join(root, '.cache/bundle');

/**
 * A module that finds files beside itself (`new URL('./migrations', import.meta.url)`) finds them
 * beside its source, not beside the bundle.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return {
        contents: text.replaceAll('import.meta.url', url),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

function isFresh(out, inputsFile) {
  if (!existsSync(out) || !existsSync(inputsFile)) return false;
  const builtAt = statSync(out).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return inputs.every((p) => {
    const file = join(root, p);
    return existsSync(file) && statSync(file).mtimeMs <= builtAt;
  });
}

/** The bundle of `entry` (a path from the project's root), built first if missing or stale. */
export async function bundled(entry) {
  const name = entry.replace(/\.tsx?$/, '').replaceAll(/[/\\.]/g, '_');
  const out = join(outDir, `${name}.mjs`);
  const inputsFile = join(outDir, `${name}.inputs.json`);
  if (isFresh(out, inputsFile)) return out;
  mkdirSync(outDir, { recursive: true });
  // Two processes may build it at once (test workers): each writes its own file and renames it.
  const tmp = `${out}.${process.pid}.tmp.mjs`;
  const startedAt = new Date();
  const result = await build({
    entryPoints: [join(root, entry)],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceUrls],
  });
  const inputs = Object.keys(result.metafile.inputs).map((p) =>
    relative(root, resolve(process.cwd(), p)),
  );
  writeFileSync(`${inputsFile}.${process.pid}`, JSON.stringify(inputs));
  // Dated when the build read its sources: one saved while it ran makes the next start rebuild.
  utimesSync(tmp, startedAt, startedAt);
  renameSync(tmp, out);
  renameSync(`${inputsFile}.${process.pid}`, inputsFile);
  return out;
}
