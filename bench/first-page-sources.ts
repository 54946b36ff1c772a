import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';

/**
 * What the first page's JavaScript is made of: `npx tsx bench/first-page-sources.ts` builds with
 * source maps into a temporary folder, takes the scripts `index.html` loads (the entry and its
 * modulepreloads), splits each file's minified bytes among the sources its map names, and prints
 * each package or source folder's share of the brotli (quality 11) bytes, largest first. A share
 * is the file's brotli size times the source's part of its minified bytes: an estimate, since
 * brotli compresses some code better than other.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source index of each segment of one generated line, with the column it starts at. */
function* segments(
  mappings: string,
): Generator<{ line: number; column: number; source: number | undefined }> {
  let source = 0;
  for (const [line, text] of mappings.split(';').entries()) {
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      yield { line, column, source: fields.length > 1 ? source : undefined };
    }
  }
}

/** `node_modules/@scope/name` or `node_modules/name` as the package, else the source's folder. */
function groupOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  const parts = source.split('/');
  return parts.length > 1 ? parts.slice(0, -1).join('/') : parts[0]!;
}

/** Minified bytes per group in one built file, bytes no segment maps counted as `(unmapped)`. */
function bytesBySource(
  code: string,
  map: { sources: string[]; mappings: string },
  dir: string,
): Map<string, number> {
  const lines = code.split('\n');
  const out = new Map<string, number>();
  const add = (group: string, n: number) => out.set(group, (out.get(group) ?? 0) + n);
  let previous: { line: number; column: number; group: string } | undefined;
  const close = (line: number, column: number) => {
    if (!previous) return;
    const end = line === previous.line ? column : lines[previous.line]!.length;
    add(previous.group, Math.max(0, end - previous.column));
  };
  for (const s of segments(map.mappings)) {
    close(s.line, s.column);
    previous = {
      line: s.line,
      column: s.column,
      group:
        s.source === undefined
          ? '(unmapped)'
          : groupOf(relative('.', resolve(dir, map.sources[s.source]!))),
    };
  }
  close(Number.POSITIVE_INFINITY, 0);
  const mapped = [...out.values()].reduce((a, b) => a + b, 0);
  add('(unmapped)', Math.max(0, code.length - mapped));
  return out;
}

const brotli = (code: string) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const outDir = mkdtempSync(join(tmpdir(), 'first-page-'));
try {
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: true } });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const shares = new Map<string, number>();
  let total = 0;
  for (const script of scripts) {
    const file = join(outDir, script);
    const code = readFileSync(file, 'utf8');
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    // Measured without the sourceMappingURL comment, which the served build does not carry.
    const served = code.replace(/\n\/\/# sourceMappingURL=.*$/, '');
    const size = brotli(served);
    total += size;
    for (const [group, bytes] of bytesBySource(served, map, dirname(file)))
      shares.set(group, (shares.get(group) ?? 0) + (size * bytes) / served.length);
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
  console.log(
    `index.html loads ${scripts.length} scripts, ${kb(total)} brotli (before any dynamic import)`,
  );
  for (const [group, bytes] of [...shares].sort((a, b) => b[1] - a[1]))
    if (bytes >= 100) console.log(`${kb(bytes)}  ${group}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
