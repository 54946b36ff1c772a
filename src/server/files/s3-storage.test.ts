import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { s3Storage } from './storage';

const settings = {
  endpoint: 'https://s3.example.test/',
  bucket: 'staffwise-files',
  region: 'eu-central-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret',
};

describe('S3 file storage', () => {
  it('puts and gets bytes path-style with signed requests', async () => {
    const bucket = new Map<string, Buffer>();
    const seen: { url: string; method: string; headers: Record<string, string> }[] = [];
    const fake = (async (input: URL | string, init?: RequestInit) => {
      const url = String(input);
      const headers = init?.headers as Record<string, string>;
      seen.push({ url, method: init?.method ?? 'GET', headers });
      if (init?.method === 'PUT') {
        bucket.set(url, Buffer.from(init.body as Uint8Array));
        return new Response(null, { status: 200 });
      }
      const bytes = bucket.get(url);
      return bytes
        ? new Response(new Uint8Array(bytes))
        : new Response('<Error/>', { status: 404 });
    }) as typeof fetch;
    const storage = s3Storage(settings, fake, () => new Date('2026-11-24T05:00:00Z'));
    await storage.put('contractor_document/abc', Buffer.from('%PDF-1.4 demo'));
    expect((await storage.get('contractor_document/abc'))?.toString()).toBe('%PDF-1.4 demo');
    expect(await storage.get('contractor_document/missing')).toBeUndefined();
    expect(seen[0]?.url).toBe('https://s3.example.test/staffwise-files/contractor_document/abc');
    expect(seen[0]?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261124\/eu-central-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0]?.headers['x-amz-date']).toBe('20261124T050000Z');
  });

  it('fails loudly on a refused write and refuses keys it did not make', async () => {
    const refusing = (async () => new Response('denied', { status: 403 })) as typeof fetch;
    await expect(s3Storage(settings, refusing).put('a/b', Buffer.from('x'))).rejects.toThrow(
      'S3 PUT failed with HTTP 403',
    );
    await expect(s3Storage(settings, refusing).get('../etc/passwd')).rejects.toThrow(
      'invalid storage key',
    );
  });

  it('asks for the bucket settings at start when FILE_STORAGE=s3', () => {
    expect(() => parseEnv({ FILE_STORAGE: 's3' })).toThrow(
      /S3_BUCKET: required with FILE_STORAGE=s3/,
    );
    expect(parseEnv({}).FILE_STORAGE).toBe('disk');
  });
});
