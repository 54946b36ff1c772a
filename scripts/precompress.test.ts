import { existsSync, mkdtempSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

it('writes brotli and gzip copies of text files that decompress to the original, and skips tiny and binary files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-dist-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  const js = 'export const x = "staffing";\n'.repeat(100);
  writeFileSync(join(dir, 'assets/app.js'), js);
  writeFileSync(join(dir, 'assets/tiny.js'), 'export {}');
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
  precompress(dir);
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app.js.br'))).toString()).toBe(js);
  expect(gunzipSync(readFileSync(join(dir, 'assets/app.js.gz'))).toString()).toBe(js);
  expect(existsSync(join(dir, 'assets/tiny.js.br'))).toBe(false);
  expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
});
