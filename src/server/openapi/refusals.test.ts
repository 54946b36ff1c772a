import { randomUUID } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';

type Schema = {
  $ref?: string;
  properties?: Record<string, unknown>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface OperationDoc {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Doc = { paths: Record<string, Record<string, OperationDoc>> } & Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  doc: OperationDoc;
}

let h: Harness;
let doc: Doc;
let operations: Operation[];
const ajv = new Ajv({ strict: false, validateFormats: false });
const tokens: Record<string, string> = {};

beforeAll(async () => {
  h = await createHarness();
  doc = JSON.parse(await h.openApiText()) as Doc;
  ajv.addSchema(doc, 'doc');
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      doc: op,
    })),
  );
  // Signing out revokes the token the later requests use, so it goes last.
  operations.sort(
    (a, b) => Number(a.path === '/v2/user/logout') - Number(b.path === '/v2/user/logout'),
  );
  for (const email of ['contractor@demo.test', 'admin@demo.test'])
    tokens[email] = await h.login(email);
});
afterAll(() => h.close());

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const validators = new Map<string, ValidateFunction>();
function validatorOf(op: Operation, status: number): ValidateFunction | undefined {
  const ref = `doc#/paths/${escape(op.path)}/${op.method.toLowerCase()}/responses/${status}/content/${escape('application/json')}/schema`;
  if (!validators.has(ref)) {
    const found = ajv.getSchema(ref);
    if (found) validators.set(ref, found);
  }
  return validators.get(ref);
}

const resolve = (schema: Schema | undefined): Schema | undefined => {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return (doc.components as { schemas: Record<string, Schema> }).schemas[name];
};
/** Every field the operation's JSON body names, from the schema and any of its alternatives. */
function bodyFields(op: Operation): string[] {
  const walk = (s: Schema | undefined): string[] => {
    const r = resolve(s);
    if (!r) return [];
    return [
      ...Object.keys(r.properties ?? {}),
      ...[...(r.anyOf ?? []), ...(r.oneOf ?? []), ...(r.allOf ?? [])].flatMap(walk),
    ];
  };
  return [...new Set(walk(op.doc.requestBody?.content?.['application/json']?.schema))];
}

/** A value of the wrong kind for every body field, and `value` for every query parameter. */
const badInput = (op: Operation, value: string) => ({
  query: new URLSearchParams(
    (op.doc.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, value]),
  ).toString(),
  body: Object.fromEntries(
    (bodyFields(op).length ? bodyFields(op) : ['unexpected']).map((f) => [f, { wrong: [] }]),
  ),
});

interface Call {
  who: string | null;
  query: string;
  body: unknown;
}

async function refusalsOff(op: Operation, call: Call): Promise<string | null> {
  const url = `${op.path.replace(/\{[^}]+\}/g, () => randomUUID())}?${call.query}`;
  const withBody = !['GET', 'DELETE'].includes(op.method);
  const res = await h.app.inject({
    method: op.method as 'POST',
    url,
    headers: call.who ? { authorization: `Bearer ${tokens[call.who]}` } : {},
    ...(withBody ? { payload: call.body as object } : {}),
  });
  const said = `${op.method} ${op.path} as ${call.who ?? 'nobody'} (${call.query.slice(0, 40)}) answered ${res.statusCode}`;
  if (!op.doc.responses[res.statusCode])
    return `${said}, which it does not document: ${res.body.slice(0, 120)}`;
  if (res.statusCode < 400) return null;
  // A page opened from a mail (the unsubscribe link) refuses as the HTML it documents.
  const documented = Object.keys(op.doc.responses[res.statusCode]?.content ?? {});
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
  if (type !== 'application/json' && documented.includes(type)) return null;
  const validate = validatorOf(op, res.statusCode);
  if (!validate) return `${said} with no JSON schema documented for it`;
  if (!validate(res.json()))
    return `${said} with a body off its schema: ${ajv.errorsText(validate.errors)}: ${res.body.slice(0, 120)}`;
  return null;
}

it('covers every operation of the API', () => {
  expect(operations.length).toBeGreaterThan(300);
});

const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

it('a mailed approval link: 403 for a contractor before the body is read; a bad email or body is a 422 naming the field', async () => {
  const url = `/v2/timesheets/${randomUUID()}/easy_approve_link`;
  const contractor = await h.app.inject({
    method: 'POST',
    url,
    headers: as('contractor@demo.test'),
    payload: { approver_email: 'nope' },
  });
  expect(contractor.statusCode).toBe(403);
  expect(contractor.json().message).toMatch(/^Only admins/);
  const email = await h.app.inject({
    method: 'POST',
    url,
    headers: as('admin@demo.test'),
    payload: { approver_email: 'nope' },
  });
  expect(email.statusCode).toBe(422);
  expect(email.json().detail).toEqual([
    expect.objectContaining({ loc: ['body', 'approver_email'] }),
  ]);
  const notAnObject = await h.app.inject({
    method: 'POST',
    url,
    headers: as('admin@demo.test'),
    payload: ['x'],
  });
  expect(notAnObject.statusCode).toBe(422);
  expect(notAnObject.json().detail[0].loc).toEqual(['body']);
});

it.each([
  ['empty', ''],
  ['201 characters', 'r'.repeat(201)],
])('a receipt named with an %s name is a 422 naming the name', async (_, name) => {
  const expenses = await h.app.inject({ url: '/v2/expenses', headers: as('contractor@demo.test') });
  const id = (expenses.json() as { data: { id: string }[] }).data[0]!.id;
  const res = await h.app.inject({
    method: 'POST',
    url: `/v2/expenses/${id}/receipts?name=${name}`,
    headers: { ...as('contractor@demo.test'), 'content-type': 'application/pdf' },
    payload: Buffer.from('%PDF-1.4\n'),
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['querystring', 'name'] })]);
});

// Last: its sweep ends with signing out, which revokes the tokens above.
it('every refusal, whoever is refused and why, has a status the operation documents and a body its schema matches', async () => {
  const off: string[] = [];
  for (const op of operations) {
    const calls: Call[] = [
      { who: null, ...badInput(op, '') },
      { who: 'contractor@demo.test', query: '', body: {} },
      { who: 'contractor@demo.test', ...badInput(op, '') },
      { who: 'admin@demo.test', ...badInput(op, 'x'.repeat(201)) },
    ];
    for (const call of calls) {
      const found = await refusalsOff(op, call);
      if (found) off.push(found);
    }
  }
  expect(off).toEqual([]);
  // Four calls to each of some 400 operations: minutes on a busy machine.
}, 300_000);
