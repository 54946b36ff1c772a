import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { storedFiles, users } from '../../db/schema';
import { saveUpload, type Upload } from '../../files/save';
import { FILE_URL_TTL_MS, signedFileUrl } from '../../files/signed-url';

let h: Harness;
let upload: Omit<Upload, 'bytes'>;
beforeAll(async () => {
  h = await createHarness();
  const [owner] = await h.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'owner@acme.test'));
  upload = {
    name: '../../etc/receipt<script>.pdf',
    purpose: 'expense_receipt',
    uploadedBy: owner!.id,
    partnerId: owner!.partner_id,
    allowed: ['application/pdf', 'image/png'],
    maxBytes: 1024,
  };
});
afterAll(async () => h.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

it('stores an upload by its sniffed type and serves it through a short-lived signed URL', async () => {
  const file = await saveUpload(h.deps, h.database.db, { ...upload, bytes: pdf });
  expect(file).toMatchObject({
    content_type: 'application/pdf',
    byte_size: pdf.length,
    original_name: '.._.._etc_receiptscript.pdf',
  });
  const url = signedFileUrl(file, h.deps.now());
  const res = await h.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-security-policy']).toContain('sandbox');
  expect(res.rawPayload.equals(pdf)).toBe(true);

  h.clock.advance(FILE_URL_TTL_MS + 1);
  const expired = await h.app.inject({ method: 'GET', url });
  expect(expired.statusCode).toBe(403);
  expect(expired.json()).toEqual({ message: 'This link has expired' });
});

it('refuses a tampered, foreign or revoked signature', async () => {
  const file = await saveUpload(h.deps, h.database.db, { ...upload, bytes: pdf });
  const other = await saveUpload(h.deps, h.database.db, { ...upload, bytes: pdf });
  const url = signedFileUrl(file, h.deps.now());
  const foreign = url.replace(file.id, other.id);
  expect((await h.app.inject({ method: 'GET', url: foreign })).statusCode).toBe(403);
  expect((await h.app.inject({ method: 'GET', url: `${url.slice(0, -2)}xx` })).statusCode).toBe(
    403,
  );
  await h.database.db
    .update(storedFiles)
    .set({ url_key: 'rotated' })
    .where(eq(storedFiles.id, file.id));
  expect((await h.app.inject({ method: 'GET', url })).json()).toEqual({
    message: 'This link is not valid',
  });
});

it('refuses empty, oversized and disallowed or disguised uploads', async () => {
  const refusal = (bytes: Buffer) =>
    saveUpload(h.deps, h.database.db, { ...upload, bytes }).then(
      () => null,
      (e: { statusCode: number; message: string }) => [e.statusCode, e.message],
    );
  expect(await refusal(Buffer.alloc(0))).toEqual([422, 'The file is empty']);
  expect(await refusal(Buffer.concat([pdf, Buffer.alloc(2048)]))).toEqual([
    413,
    'The file is larger than 1 KB',
  ]);
  expect(await refusal(gif)).toEqual([415, 'The file must be one of: PDF, PNG']);
  expect(await refusal(Buffer.from('<html><script>alert(1)</script>'))).toEqual([
    415,
    'The file must be one of: PDF, PNG',
  ]);
});
