import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { subscribers } from './subscribers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb } from '../../tests/db/test-db';
import { buildApp } from './app';
import { ASSET_CACHE, PAGE_CACHE } from './delivery';
import type { Database } from './db/client';
import { testVault } from '../../tests/db/test-vault';
import { parseEnv } from './env';

let app: FastifyInstance;
let database: Database;
const dist = mkdtempSync(join(tmpdir(), 'bo-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(dist, 'assets/app-1.js'), 'export {}');
  database = await createTestDb('seeded');
  app = await buildApp(
    {
      db: database.db,
      env: parseEnv({ NODE_ENV: 'test' }),
      now: () => new Date(),
      vault: testVault,
      subscribers,
    },
    { staticDir: dist },
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves built assets, including ones written after start (a rebuild needs no restart)', async () => {
  expect((await app.inject('/assets/app-1.js')).statusCode).toBe(200);
  writeFileSync(join(dist, 'assets/app-2.js'), 'export {}');
  const fresh = await app.inject('/assets/app-2.js');
  expect(fresh.statusCode).toBe(200);
  expect(fresh.headers['content-type']).toContain('javascript');
});

it('answers a missing asset with 404, so a stale chunk fails instead of loading the page', async () => {
  expect((await app.inject('/assets/gone.js')).statusCode).toBe(404);
});

it('falls back to the SPA for the root and app paths, and keeps JSON 404s for the API', async () => {
  const root = await app.inject('/');
  expect(root.statusCode).toBe(200);
  expect(root.body).toContain('<div id="app">');
  const page = await app.inject('/timesheets/42');
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<div id="app">');
  const api = await app.inject('/v2/nope');
  expect(api.statusCode).toBe(404);
  expect(api.json()).toEqual({ message: 'Not Found' });
});

it('sends the sign-in page the plain index.html and every other address the page that preloads the router', async () => {
  writeFileSync(
    join(dist, 'app.html'),
    '<!doctype html><link rel="modulepreload" href="/assets/route-table-1.js"><div id="app"></div>',
  );
  try {
    for (const path of ['/login', '/login?redirect=%2Ftimesheets']) {
      const login = await app.inject(path);
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain('<div id="app">');
      expect(login.body).not.toContain('route-table');
    }
    for (const path of ['/timesheets/42', '/partner/dashboard?tab=1', '/loginx']) {
      const page = await app.inject(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<link rel="modulepreload" href="/assets/route-table-1.js">');
    }
  } finally {
    rmSync(join(dist, 'app.html'));
  }
  // A build without the router page (an older one) still opens every address.
  expect((await app.inject('/timesheets/42')).body).toBe('<!doctype html><div id="app"></div>');
});

it("sends an address the page of the route it opens, which preloads that route's code", async () => {
  writeFileSync(join(dist, 'app.html'), '<!doctype html><title>router</title>');
  mkdirSync(join(dist, 'pages/_shell'), { recursive: true });
  writeFileSync(join(dist, 'pages/_shell/agreements.$id.html'), '<title>agreement</title>');
  writeFileSync(join(dist, 'pages/_shell/agreements.new.html'), '<title>new agreement</title>');
  writeFileSync(
    join(dist, 'pages.json'),
    JSON.stringify([
      { path: '/agreements/$id', page: 'pages/_shell/agreements.$id.html' },
      { path: '/agreements/new', page: 'pages/_shell/agreements.new.html' },
    ]),
  );
  try {
    expect((await app.inject('/agreements/42?tab=1')).body).toBe('<title>agreement</title>');
    expect((await app.inject('/agreements/new')).body).toBe('<title>new agreement</title>');
    const page = await app.inject('/agreements/42');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe(PAGE_CACHE);
    // An address no route opens gets the router page, whose not-found route answers it.
    expect((await app.inject('/nowhere/at/all')).body).toBe('<!doctype html><title>router</title>');
    expect((await app.inject('/login')).body).toBe('<!doctype html><div id="app"></div>');
  } finally {
    rmSync(join(dist, 'pages.json'));
    rmSync(join(dist, 'pages'), { recursive: true });
    rmSync(join(dist, 'app.html'));
  }
});

it('sends a build-time brotli copy of an asset when the browser accepts it, cached for a year as immutable', async () => {
  writeFileSync(join(dist, 'assets/app-3.js'), 'export const big = 1;'.repeat(200));
  writeFileSync(
    join(dist, 'assets/app-3.js.br'),
    brotliCompressSync('export const big = 1;'.repeat(200)),
  );
  const res = await app.inject({
    url: '/assets/app-3.js',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toContain('javascript');
  expect(res.headers['cache-control']).toBe(ASSET_CACHE);
  expect(brotliDecompressSync(res.rawPayload).toString()).toBe('export const big = 1;'.repeat(200));
});

it('has index.html revalidated on every visit, at the root and under the history fallback', async () => {
  expect((await app.inject('/')).headers['cache-control']).toBe(PAGE_CACHE);
  expect((await app.inject('/timesheets/42')).headers['cache-control']).toBe(PAGE_CACHE);
});

it('compresses JSON responses for clients that accept it', async () => {
  const res = await app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'br' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  const doc = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { openapi: string };
  expect(doc.openapi).toMatch(/^3\./);
  const plain = await app.inject({ url: '/docs/json' });
  expect(plain.headers['content-encoding']).toBeUndefined();
});
