import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it.each([
  ['//evil.test', '/login'],
  ['https://evil.test/partner', '/login'],
  ['/%2f%2fevil.test', '/login'],
  ['/\\evil.test', '/login'],
])('drops the unsafe redirect %s from /login', async (redirect, location) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/login?redirect=${encodeURIComponent(redirect)}`,
  });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(location);
});

it('keeps a safe in-app redirect and leaves other pages alone', async () => {
  const safe = await h.app.inject({ method: 'GET', url: '/login?redirect=%2Ftimesheets%2F7' });
  expect(safe.statusCode).not.toBe(302);
  const other = await h.app.inject({ method: 'GET', url: '/v2/health?redirect=%2F%2Fevil.test' });
  expect(other.statusCode).toBe(200);
});

it.each([
  ['/login?%72edirect=%2F%2Fevil.test', '/login'],
  ['/assets/../login?redirect=%2F%2Fevil.test', '/login'],
  ['/two_factor?x=1&redirect=https%3A%2F%2Fevil.test', '/two_factor?x=1'],
])('drops the unsafe redirect of %s, however the URL spells it', async (url, location) => {
  const res = await h.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(location);
});
