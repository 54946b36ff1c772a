import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { multipartOf } from '../../../tests/multipart';
import { createHarness, type Harness } from '../../../tests/server-harness';

/**
 * A document through the API as a worker and the employer use it: uploaded as one multipart form,
 * decided by admins and document verifiers only, its file served through a signed URL.
 * newhire@demo.test (W-2 onboarding, not complete) is the worker.
 */
let h: Harness;
const call = callerOf(() => h);
const locs = (body: string) =>
  (JSON.parse(body) as { detail: { loc: string[] }[] }).detail.map((d) => d.loc.join('.'));
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('documents', () => {
  it('a worker uploads; only admins and document verifiers decide; the file is served through a signed URL', async () => {
    // What the upload form sends: its fields and the file (named by `name`) as one multipart form.
    const upload = async (email: string, body: Buffer, fields: string) => {
      const { name = 'file', ...rest } = Object.fromEntries(new URLSearchParams(fields));
      const form = await multipartOf(rest, { file: { body, type: 'application/pdf', name } });
      return call(email, 'POST', '/documents', form.body, { headers: form.headers });
    };
    const disguised = await upload(
      'newhire@demo.test',
      Buffer.from('<html>not a pdf</html>'),
      'name=l.pdf&subject=contractor&document_type=drivers_license',
    );
    expect(disguised.statusCode).toBe(415);
    const huge = await upload(
      'newhire@demo.test',
      Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]),
      'name=l.pdf&subject=contractor&document_type=drivers_license',
    );
    expect([huge.statusCode, huge.json()]).toEqual([
      413,
      { message: 'The file is larger than 10 MB' },
    ]);
    expect(
      (
        await upload(
          'newhire@demo.test',
          pdf,
          'name=l.pdf&subject=employer&document_type=ein_letter',
        )
      ).statusCode,
    ).toBe(403);
    const badType = await upload(
      'newhire@demo.test',
      pdf,
      'name=l.pdf&subject=contractor&document_type=ein_letter',
    );
    expect(locs(badType.body)).toEqual(['body.document_type']);

    const res = await upload(
      'newhire@demo.test',
      pdf,
      'name=license.pdf&subject=contractor&document_type=drivers_license&expires_on=2030-01-31',
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json() as {
      id: string;
      status: string;
      file_url: string;
      contractor_name: string;
    };
    expect(doc).toMatchObject({ status: 'pending', contractor_name: 'Nina Newhire' });
    const file = await h.app.inject({ method: 'GET', url: doc.file_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    expect((await call('owner@selfco.test', 'GET', `/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await call('owner@acme.test', 'GET', '/verifications')).statusCode).toBe(403);
    const queue = await call('verifier@acme.test', 'GET', '/verifications');
    expect((queue.json() as { data: { id: string }[] }).data.map((d) => d.id)).toContain(doc.id);
    expect(
      (await call('owner@acme.test', 'POST', `/documents/${doc.id}/actions/verify`, {})).statusCode,
    ).toBe(403);
    expect(
      (await call('verifier@acme.test', 'POST', `/documents/${doc.id}/actions/reject`, {}))
        .statusCode,
    ).toBe(409);
    const verified = await call(
      'verifier@acme.test',
      'POST',
      `/documents/${doc.id}/actions/verify`,
      {},
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ document: { status: 'verified' } });
    const history = await call('newhire@demo.test', 'GET', `/documents/${doc.id}/history`);
    expect((history.json() as { data: { type: string }[] }).data.map((e) => e.type)).toEqual([
      'document.created',
      'document.verify',
    ]);
  });
});
