import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
interface Operation {
  method: string;
  path: string;
  documented: Set<number>;
}

let h: Harness;
let operations: Operation[];
beforeAll(async () => {
  h = await createHarness();
  const doc = JSON.parse(await h.openApiText()) as Doc;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      documented: new Set(Object.keys(op.responses).map(Number)),
    })),
  );
  // Signing out revokes the token the later requests use, so it goes last.
  operations.sort(
    (a, b) => Number(a.path === '/v2/user/logout') - Number(b.path === '/v2/user/logout'),
  );
});
afterAll(async () => {
  await h.close();
});

const url = (path: string, query: string) =>
  `${path.replace(/\{[^}]+\}/g, () => randomUUID())}?${query}`;

async function sweep(headers: Record<string, string>, query: string, payload: unknown) {
  const off: string[] = [];
  for (const op of operations) {
    const withBody = !['GET', 'DELETE'].includes(op.method);
    const res = await h.app.inject({
      method: op.method as 'GET',
      url: url(op.path, query),
      headers,
      ...(withBody ? { payload: payload as object } : {}),
    });
    if (!op.documented.has(res.statusCode))
      off.push(`${op.method} ${op.path} answered ${res.statusCode}: ${res.body.slice(0, 120)}`);
  }
  return off;
}

it('covers every operation of the API', () => {
  expect(operations.length).toBeGreaterThan(40);
});

it('without a token, with hostile input, every operation answers a status it documents', async () => {
  expect(
    await sweep({}, 'page=zero&per_page=-1&format=xml&q=%00', { unexpected: '\u0000', email: 42 }),
  ).toEqual([]);
});

// Past every route's body limit; made once, not once per operation (6 MB each time).
const HUGE_BODY = `{"x":"${'a'.repeat(6 * 1024 * 1024)}"}`;

it('an undecodable or overlong path, malformed JSON, a huge body and an unknown content type get documented statuses', async () => {
  const token = await h.login('owner@acme.test');
  const off: string[] = [];
  for (const op of operations) {
    const withBody = !['GET', 'DELETE'].includes(op.method);
    const tries = [
      { url: op.path.replace(/\{[^}]+\}/g, '%zz') },
      { url: op.path.replace(/\{[^}]+\}/g, 'x'.repeat(150)) },
      ...(withBody
        ? [
            {
              url: url(op.path, ''),
              payload: '{"broken',
              headers: { 'content-type': 'application/json' },
            },
            {
              url: url(op.path, ''),
              payload: HUGE_BODY,
              headers: { 'content-type': 'application/json' },
            },
            {
              url: url(op.path, ''),
              payload: '<x/>',
              headers: { 'content-type': 'application/xml' },
            },
          ]
        : []),
    ];
    for (const t of tries) {
      const res = await h.app.inject({
        method: op.method as 'GET',
        url: t.url,
        payload: t.payload,
        headers: { authorization: `Bearer ${token}`, ...t.headers },
      });
      if (!op.documented.has(res.statusCode))
        off.push(`${op.method} ${op.path} (${t.url.slice(0, 40)}) answered ${res.statusCode}`);
    }
  }
  expect(off).toEqual([]);
});

it('with a token, garbage input and unknown ids, every operation answers a status it documents', async () => {
  for (const email of ['admin@demo.test', 'contractor@demo.test', 'client@globex.test']) {
    const token = await h.login(email);
    expect(
      await sweep({ authorization: `Bearer ${token}` }, 'page=0&sort=nope', { unexpected: true }),
    ).toEqual([]);
    expect(await sweep({ authorization: `Bearer ${token}` }, '', {})).toEqual([]);
  }
});
