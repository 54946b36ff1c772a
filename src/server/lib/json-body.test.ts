import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { DEMO_PASSWORD } from '../seed/demo-tenants';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP, TOO_LARGE } from './json-body';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.login('admin@demo.test');
});
afterAll(() => h.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const json = (payload: string, headers: Record<string, string> = {}) => ({
  payload,
  headers: { 'content-type': 'application/json', ...headers },
});
const signIn = (extra: string) =>
  h.app.inject({
    method: 'POST',
    url: '/v2/user',
    ...json(`{"email":"admin@demo.test","password":"${DEMO_PASSWORD}","extra":${extra}}`),
  });

it.each([
  ['three levels of objects and arrays', '{"a":[1,{"b":2}]}', 3, false],
  ['exactly at the limit', '[[[]]]', 3, false],
  ['one past the limit', '[[[{}]]]', 3, true],
  ['brackets inside strings', '{"a":"[[[[[[{{{{"}', 1, false],
  ['an escaped quote does not end a string', '["\\"[[[["]', 1, false],
  ['an escaped backslash does end one', '["\\\\",[[]]]', 2, true],
])('depth of %s', (_name, text, limit, deeper) => {
  expect(nestsDeeperThan(text, limit)).toBe(deeper);
});

it('refuses 9,000 nested arrays at sign-in with a 400 naming the limit, quickly', async () => {
  const started = performance.now();
  const res = await h.app.inject({ method: 'POST', url: '/v2/user', ...json(nested(9000)) });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: TOO_DEEP });
  expect(TOO_DEEP).toContain(String(MAX_JSON_DEPTH));
  expect(performance.now() - started).toBeLessThan(200);
});

it('takes a body nested exactly to the limit', async () => {
  // The sign-in body is one level; the extra key fills the rest and is dropped by the schema.
  const res = await signIn(nested(MAX_JSON_DEPTH - 1));
  expect(res.statusCode).toBe(200);
  expect(res.json().access_token).toEqual(expect.any(String));
  expect((await signIn(nested(MAX_JSON_DEPTH))).json()).toEqual({ message: TOO_DEEP });
});

it('on a route that needs a session: 401 without one (before the body is read), 400 with one', async () => {
  const deep = `{"name":${nested(5000)}}`;
  const anonymous = await h.app.inject({ method: 'POST', url: '/v2/clients', ...json(deep) });
  expect(anonymous.statusCode).toBe(401);
  const signedIn = await h.app.inject({
    method: 'POST',
    url: '/v2/clients',
    ...json(deep, { authorization: `Bearer ${token}` }),
  });
  expect(signedIn.statusCode).toBe(400);
  expect(signedIn.json()).toEqual({ message: TOO_DEEP });
});

it('refuses a body over the size limit with a 413 naming the limit', async () => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/v2/user',
    ...json(`{"email":"${'a'.repeat(6 * 1024 * 1024)}"}`),
  });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ message: TOO_LARGE });
  expect(TOO_LARGE).toBe('The request body is larger than 5 MB');
});

it('still refuses prototype-poisoning keys and an empty body', async () => {
  const poisoned = await h.app.inject({
    method: 'POST',
    url: '/v2/user',
    ...json('{"__proto__":{"admin":true},"email":"a@b.test","password":"x"}'),
  });
  expect(poisoned.statusCode).toBe(400);
  const empty = await h.app.inject({ method: 'POST', url: '/v2/user', ...json('') });
  expect(empty.statusCode).toBe(400);
});
