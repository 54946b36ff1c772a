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

const headersOf = async (h: Harness) =>
  (await h.app.inject({ method: 'GET', url: '/v2/health' })).headers;

it('demo mode, served over plain HTTP, neither upgrades requests nor pins the host to HTTPS', async () => {
  const headers = await headersOf(demo);
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(headers['strict-transport-security']).toBeUndefined();
});

it('production, behind HTTPS, sends both', async () => {
  const headers = await headersOf(production);
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
});
