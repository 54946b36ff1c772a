import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/server-harness';
import { parseEnv } from './env';

let demo: Harness;
let production: Harness;
beforeAll(async () => {
  demo = await createHarness({ env: parseEnv({ NODE_ENV: 'development' }) });
  production = await createHarness({ env: parseEnv({ NODE_ENV: 'production' }) });
});
afterAll(async () => {
  await demo.close();
  await production.close();
});

const headersOf = async (h: Harness, url: string) =>
  (await h.app.inject({ method: 'GET', url })).headers;

it('demo mode, served over plain HTTP, neither upgrades requests nor pins the host to HTTPS', async () => {
  for (const url of ['/docs', '/v2/health']) {
    const headers = await headersOf(demo, url);
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBeUndefined();
  }
  expect((await headersOf(demo, '/docs'))['content-security-policy']).toContain(
    "default-src 'self'",
  );
});

it('production, behind HTTPS, pins pages and API answers to HTTPS alike', async () => {
  const page = await headersOf(production, '/docs');
  const api = await headersOf(production, '/v2/health');
  expect(page['content-security-policy']).toContain('upgrade-insecure-requests');
  expect(page['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(api['strict-transport-security']).toBe(page['strict-transport-security']);
});

it('an API answer is never stored, framed, sniffed or loaded by another site, and loads nothing', async () => {
  for (const url of ['/v2/health', '/v2/no_such_thing', '/public_globals']) {
    const headers = await headersOf(demo, url);
    expect(headers['cache-control'], url).toBe('no-store');
    expect(headers['content-security-policy'], url).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
    expect(headers['referrer-policy'], url).toBe('no-referrer');
    // What only a page needs (its DNS prefetching, its downloads' opening) stays on pages.
    expect(headers['x-dns-prefetch-control'], url).toBeUndefined();
  }
  const page = await headersOf(demo, '/docs');
  expect(page['x-dns-prefetch-control']).toBe('off');
  expect(page['cache-control']).not.toBe('no-store');
});
