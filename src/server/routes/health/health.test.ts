import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('GET /v2/health reports the database reachable', async () => {
  const res = await h.app.inject({ method: 'GET', url: '/v2/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'ok', mode: 'local' });
});

it('unknown API paths are a JSON 404, with helmet headers', async () => {
  const res = await h.app.inject({ method: 'GET', url: '/v2/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: 'Not Found' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
});

it('serves an OpenAPI document generated from the zod schemas', async () => {
  const doc = JSON.parse(await h.openApiText());
  expect(doc.openapi).toMatch(/^3\./);
  expect(
    doc.paths['/v2/user'].post.requestBody.content['application/json'].schema.required,
  ).toEqual(['email', 'password']);
});
