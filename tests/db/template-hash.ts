import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = process.cwd();
/** The module that builds the templates: everything it imports decides what they hold. */
const BUILDER = join(ROOT, 'tests/db/template-build.ts');
/** Read at run time, not imported: the migrations, and the package versions (PGlite's among them). */
const ALSO = [join(ROOT, 'src/server/db/migrations'), join(ROOT, 'package-lock.json')];

const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (f) => existsSync(f) && statSync(f).isFile(),
  );
}

/** The builder and every file it imports, transitively, through relative imports. */
function sourceClosure(): string[] {
  const seen = new Set<string>();
  const todo = [BUILDER];
  for (let file = todo.pop(); file; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const found = resolveImport(file, specifier!);
      if (found && !seen.has(found)) todo.push(found);
    }
  }
  return [...seen];
}

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((name) => filesUnder(join(path, name)))
    : [path];

/**
 * A hash of what the database templates are built from: the seed's whole source (the files the
 * builder reaches), the migrations and the locked package versions. A change to any of them names
 * a new template, so a cached one is never stale.
 */
export function templateHash(): string {
  const hash = createHash('sha256');
  const files = [...sourceClosure(), ...ALSO.flatMap(filesUnder)].sort();
  for (const file of files)
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}
