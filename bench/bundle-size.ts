import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { withServer } from './with-server';

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * What a file of the build costs over the wire to a browser that accepts brotli: its `.br` copy
 * (scripts/precompress.ts), or the file itself when it is too small to get one.
 */
const overTheWire = (path: string) => statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;

/** Issue 30: the sign-in page loads at most this much JavaScript over the wire (brotli), everything it loads counted. */
export const LOGIN_BUDGET_BYTES = 110 * 1024;

/**
 * Gzip and brotli size of the JavaScript a page really loads in Chromium (the entry, its
 * modulepreloads and every chunk the page imports before the network is idle), and gzip of the
 * whole build. `/login` is checked against LOGIN_BUDGET_BYTES: a PASS or FAIL line, and a failing
 * exit code on FAIL.
 */
export async function bundleSize(pages: string[] = ['/login']): Promise<Record<string, number>> {
  const dist = join(process.cwd(), 'dist');
  const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const whole = files.reduce((sum, f) => sum + gz(readFileSync(join(dist, 'assets', f))), 0);
  const results: Record<string, number> = { 'build JS (gzip)': whole };
  const verdicts: string[] = [];
  await withServer(async (baseUrl) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    try {
      for (const path of pages) {
        const page = await browser.newPage();
        const loaded = new Set<string>();
        page.on('response', (r) => {
          if (r.url().endsWith('.js')) loaded.add(new URL(r.url()).pathname);
        });
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        const local = [...loaded].map((p) => join(dist, p));
        results[`${path} JS (gzip, ${loaded.size} files)`] = local.reduce(
          (sum, f) => sum + gz(readFileSync(f)),
          0,
        );
        const brotli = local.reduce((sum, f) => sum + overTheWire(f), 0);
        results[`${path} JS (brotli, ${loaded.size} files)`] = brotli;
        if (path === '/login') {
          const pass = brotli <= LOGIN_BUDGET_BYTES;
          if (!pass) process.exitCode = 1;
          verdicts.push(
            `${pass ? 'PASS' : 'FAIL'} /login JS ${kb(brotli)} brotli, budget ${kb(LOGIN_BUDGET_BYTES)}`,
          );
        }
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
  for (const [name, bytes] of Object.entries(results))
    console.log(`${name.padEnd(36)} ${kb(bytes)}`);
  for (const line of verdicts) console.log(line);
  return results;
}
