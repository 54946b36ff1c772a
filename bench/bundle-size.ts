import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { withServer } from './with-server';

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Gzip size of the JavaScript a page really loads in Chromium, and of the whole build. */
export async function bundleSize(pages: string[] = ['/login']): Promise<Record<string, number>> {
  const assets = join(process.cwd(), 'dist/assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const whole = files.reduce((sum, f) => sum + gz(readFileSync(join(assets, f))), 0);
  const results: Record<string, number> = { 'build JS (gzip)': whole };
  await withServer(async (baseUrl) => {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      for (const path of pages) {
        const page = await browser.newPage();
        const loaded = new Set<string>();
        page.on('response', (r) => {
          if (r.url().endsWith('.js')) loaded.add(new URL(r.url()).pathname);
        });
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        const bytes = [...loaded].reduce((sum, p) => sum + gz(readFileSync(join(process.cwd(), 'dist', p))), 0);
        results[`${path} JS (gzip, ${loaded.size} files)`] = bytes;
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
  for (const [name, bytes] of Object.entries(results)) console.log(`${name.padEnd(36)} ${kb(bytes)}`);
  return results;
}
