import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import {
  FIELD_TOO_LONG,
  FORM_TOO_LARGE,
  MAX_FIELD_BYTES,
  MAX_FORM_FIELDS,
  MAX_FORM_FILES,
  NO_FILES_HERE,
  TOO_MANY_FIELDS,
  TOO_MANY_FILES,
} from './multipart-body';

let h: Harness;
let worker: string;
let owner: string;
beforeAll(async () => {
  h = await createHarness();
  worker = await h.login('newhire@demo.test');
  owner = await h.login('owner@selfco.test');
});
afterAll(() => h.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

type Part = [string, string] | [string, { name: string; bytes: Buffer; type?: string }];

/** A multipart body as a browser's FormData writes it (boundary and all), by the platform's own encoder. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const [name, value] of parts)
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/pdf' }),
        value.name,
      );
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

async function post(
  token: string,
  url: string,
  parts: Part[],
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = await multipart(parts);
  return h.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...headers },
  });
}

const documentFields: Part[] = [
  ['subject', 'contractor'],
  ['document_type', 'drivers_license'],
];

describe('a form with a file', () => {
  it('stores the file part and takes the text fields as the body', async () => {
    const res = await post(worker, '/v2/documents', [
      ...documentFields,
      ['expires_on', '2030-01-31'],
      ['file', { name: 'licence.pdf', bytes: pdf }],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      document_type: 'drivers_license',
      file_name: 'licence.pdf',
      content_type: 'application/pdf',
      byte_size: pdf.length,
      expires_on: '2030-01-31',
    });
  });

  it('runs the stored-files checks on the part: sniffed type, the route’s size limit in words', async () => {
    const disguised = await post(worker, '/v2/documents', [
      ...documentFields,
      ['file', { name: 'l.pdf', bytes: Buffer.from('<html>not a pdf</html>') }],
    ]);
    expect([disguised.statusCode, disguised.json()]).toEqual([
      415,
      { message: 'The file must be one of: PDF, PNG, JPEG, WEBP' },
    ]);
    const huge = await post(worker, '/v2/documents', [
      ...documentFields,
      ['file', { name: 'l.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) }],
    ]);
    expect([huge.statusCode, huge.json()]).toEqual([
      413,
      { message: 'The file is larger than 10 MB' },
    ]);
  });

  it('without the file part is a 422 on the field; a wrong field a 422 like JSON’s', async () => {
    const missing = await post(worker, '/v2/documents', documentFields);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual([
      { loc: ['body', 'file'], msg: 'Choose a file to upload', type: 'value_error' },
    ]);
    const wrong = await post(worker, '/v2/documents', [
      ['subject', 'spaceship'],
      ['document_type', 'drivers_license'],
      ['file', { name: 'l.pdf', bytes: pdf }],
    ]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail.map((d: { loc: unknown }) => d.loc)).toEqual([['body', 'subject']]);
  });
});

describe('repeated values', () => {
  it('a repeated name is an array, a name sent once is an array when the schema wants one', async () => {
    const list = await h.app.inject({
      method: 'GET',
      url: '/v2/timesheets?status=submitted&per_page=2',
      headers: { authorization: `Bearer ${owner}` },
    });
    const ids = (list.json().data as { id: string }[]).map((t) => t.id);
    expect(ids).toHaveLength(2);
    const asJson = await h.app.inject({
      method: 'POST',
      url: '/v2/timesheets/bulk/preview',
      headers: { authorization: `Bearer ${owner}` },
      payload: { action: 'approve', ids },
    });
    const repeated = await post(owner, '/v2/timesheets/bulk/preview', [
      ['action', 'approve'],
      ['ids', ids[0]!],
      ['ids', ids[1]!],
    ]);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json()).toEqual(asJson.json());
    expect(repeated.json().data).toHaveLength(2);
    const once = await post(owner, '/v2/timesheets/bulk/preview', [
      ['action', 'approve'],
      ['ids', ids[0]!],
    ]);
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json().data).toHaveLength(1);
  });
});

describe('hostile input', () => {
  it('a NUL character in a text field is a 422 naming the field, as in JSON', async () => {
    const res = await post(worker, '/v2/documents', [
      ['subject', 'contractor'],
      ['document_type', 'drivers\u0000license'],
      ['file', { name: 'l.pdf', bytes: pdf }],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['body', 'document_type'],
      msg: 'Text must not contain a NUL character',
    });
  });

  it('too many fields, too many files and a body declared too large are 413s naming the limit', async () => {
    const fields = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i): Part => [`f${i}`, 'x']);
    expect((await post(worker, '/v2/documents', fields)).json()).toEqual({
      message: TOO_MANY_FIELDS,
    });
    const files = Array.from({ length: MAX_FORM_FILES + 1 }, (_, i): Part => [
      `file${i}`,
      { name: 'l.pdf', bytes: pdf },
    ]);
    const tooManyFiles = await post(worker, '/v2/documents', [...documentFields, ...files]);
    expect([tooManyFiles.statusCode, tooManyFiles.json()]).toEqual([
      413,
      { message: TOO_MANY_FILES },
    ]);
    const declared = await post(worker, '/v2/documents', documentFields, {
      'content-length': String(64 * 1024 * 1024),
    });
    expect([declared.statusCode, declared.json()]).toEqual([413, { message: FORM_TOO_LARGE }]);
  });

  it('a body sent without a length is refused once its parts pass the limit; a cut field is a 413', async () => {
    const big = 'x'.repeat(4 * 1024 * 1024);
    const { payload, contentType } = await multipart([
      ...documentFields,
      ['a', big],
      ['b', big],
      ['c', big],
    ]);
    const chunked = await h.app.inject({
      method: 'POST',
      url: '/v2/documents',
      payload: Readable.from([payload]),
      headers: {
        authorization: `Bearer ${worker}`,
        'content-type': contentType,
        'transfer-encoding': 'chunked',
      },
    });
    expect([chunked.statusCode, chunked.json()]).toEqual([413, { message: FORM_TOO_LARGE }]);
    const long = await post(worker, '/v2/documents', [
      ...documentFields,
      ['note', 'y'.repeat(MAX_FIELD_BYTES + 1)],
    ]);
    expect([long.statusCode, long.json()]).toEqual([413, { message: FIELD_TOO_LONG }]);
  });

  it('a file sent to a route that takes none is a 400; an object-property name a 400', async () => {
    const stray = await post(owner, '/v2/timesheets/bulk/preview', [
      ['action', 'approve'],
      ['file', { name: 'l.pdf', bytes: pdf }],
    ]);
    expect([stray.statusCode, stray.json()]).toEqual([400, { message: NO_FILES_HERE }]);
    const proto = await post(owner, '/v2/timesheets/bulk/preview', [['__proto__', 'x']]);
    expect(proto.statusCode).toBe(400);
  });

  it('a body cut off mid-part is a 400, not a 500', async () => {
    const { payload, contentType } = await multipart([
      ...documentFields,
      ['file', { name: 'l.pdf', bytes: pdf }],
    ]);
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/documents',
      payload: payload.subarray(0, payload.length - 30),
      headers: { authorization: `Bearer ${worker}`, 'content-type': contentType },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a signed-out multipart request is a 401 before its body is read', async () => {
    const { payload, contentType } = await multipart(documentFields);
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/documents',
      payload,
      headers: { 'content-type': contentType, 'content-length': String(64 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(401);
  });
});
