import { describe, expect, it } from 'vitest';
import { S3_PART_BYTES, s3Storage } from './storage';
import { signV4 } from './sigv4';

const settings = {
  endpoint: 'https://s3.example.test',
  bucket: 'staffwise-files',
  region: 'eu-central-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'secret',
};
const NOW = new Date('2026-11-26T15:00:00Z');

interface Seen {
  method: string;
  query: string;
  bytes: number;
}

/**
 * An S3 bucket in the test's process, speaking the multipart API (create, upload part, complete,
 * abort) and refusing any request whose SigV4 signature it cannot reproduce. `fail` makes one kind
 * of request fail.
 */
function fakeS3(fail?: { method: string; query: RegExp; status?: number; body?: string }) {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const seen: Seen[] = [];
  let next = 0;
  const send = (async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const headers = init?.headers as Record<string, string>;
    const body = init?.body ? Buffer.from(init.body as Uint8Array) : undefined;
    seen.push({ method, query: url.search, bytes: body?.length ?? 0 });
    const expected = signV4({
      method,
      url,
      headers: {
        host: url.host,
        'x-amz-content-sha256': headers['x-amz-content-sha256']!,
        'x-amz-date': headers['x-amz-date']!,
      },
      payloadHash: headers['x-amz-content-sha256']!,
      region: settings.region,
      service: 's3',
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      now: NOW,
    });
    if (headers.authorization !== expected)
      return new Response('<Error>SignatureDoesNotMatch</Error>', { status: 403 });
    if (fail && fail.method === method && fail.query.test(url.search))
      return new Response(fail.body ?? '<Error/>', { status: fail.status ?? 500 });
    const key = url.pathname;
    const q = url.searchParams;
    if (method === 'POST' && q.has('uploads')) {
      const id = `upload-${++next}`;
      uploads.set(id, new Map());
      return new Response(
        `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (method === 'PUT' && q.has('partNumber')) {
      const parts = uploads.get(q.get('uploadId')!);
      if (!parts) return new Response('<Error>NoSuchUpload</Error>', { status: 404 });
      parts.set(Number(q.get('partNumber')), body!);
      return new Response(null, { headers: { etag: `"etag-${q.get('partNumber')}"` } });
    }
    if (method === 'POST' && q.has('uploadId')) {
      const parts = uploads.get(q.get('uploadId')!)!;
      const listed = [
        ...body!
          .toString()
          .matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>&quot;etag-(\d+)&quot;<\/ETag>/g),
      ];
      if (listed.some(([, n, tag]) => n !== tag)) return new Response('<Error>InvalidPart</Error>');
      for (const [, n] of listed)
        if (Number(n) < listed.length && parts.get(Number(n))!.length < S3_PART_BYTES)
          return new Response('<Error>EntityTooSmall</Error>', { status: 400 });
      objects.set(key, Buffer.concat(listed.map(([, n]) => parts.get(Number(n))!)));
      uploads.delete(q.get('uploadId')!);
      return new Response('<CompleteMultipartUploadResult/>');
    }
    if (method === 'DELETE' && q.has('uploadId')) {
      uploads.delete(q.get('uploadId')!);
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT') {
      objects.set(key, body!);
      return new Response(null);
    }
    const found = objects.get(key);
    return found ? new Response(new Uint8Array(found)) : new Response('<Error/>', { status: 404 });
  }) as typeof fetch;
  return { storage: s3Storage(settings, send, () => NOW), seen, uploads, objects };
}

/** `total` bytes in pieces of 64 KiB, each piece's bytes telling where it sits. */
async function* pieces(total: number, thenFail?: Error) {
  for (let at = 0; at < total; at += 65_536)
    yield Buffer.alloc(Math.min(65_536, total - at), at / 65_536);
  if (thenFail) throw thenFail;
}
const whole = async (total: number) => {
  const all: Buffer[] = [];
  for await (const p of pieces(total)) all.push(p);
  return Buffer.concat(all);
};

describe('S3 storage, written piece by piece (multipart upload)', () => {
  it('sends parts of at least 5 MiB as they fill, then completes them in order into one object', async () => {
    const s3 = fakeS3();
    const size = 2 * S3_PART_BYTES + 300_000;
    await s3.storage.putStream!('report/big', pieces(size));
    expect(
      s3.seen.map((r) => `${r.method} ${r.query.replace(/uploadId=[^&]+/, 'uploadId=U')}`),
    ).toEqual([
      'POST ?uploads=',
      'PUT ?partNumber=1&uploadId=U',
      'PUT ?partNumber=2&uploadId=U',
      'PUT ?partNumber=3&uploadId=U',
      'POST ?uploadId=U',
    ]);
    const parts = s3.seen.filter((r) => r.query.includes('partNumber')).map((r) => r.bytes);
    expect(parts.slice(0, 2).every((b) => b >= S3_PART_BYTES && b < S3_PART_BYTES + 65_536)).toBe(
      true,
    );
    expect(parts.reduce((a, b) => a + b, 0)).toBe(size);
    expect((await s3.storage.get('report/big'))!.equals(await whole(size))).toBe(true);
    expect(s3.uploads.size).toBe(0);
  });

  it('puts a file smaller than one part in a single request', async () => {
    const s3 = fakeS3();
    await s3.storage.putStream!('report/small', pieces(200_000));
    expect(s3.seen.map((r) => r.method)).toEqual(['PUT']);
    expect((await s3.storage.get('report/small'))!.equals(await whole(200_000))).toBe(true);
  });

  it('aborts the upload when the pieces stop on an error: no object, no parts left', async () => {
    const s3 = fakeS3();
    await expect(
      s3.storage.putStream!('report/broken', pieces(S3_PART_BYTES + 1, new Error('database gone'))),
    ).rejects.toThrow('database gone');
    expect(s3.seen.at(-1)?.method).toBe('DELETE');
    expect(s3.uploads.size).toBe(0);
    expect(await s3.storage.get('report/broken')).toBeUndefined();
  });

  it('aborts when a part is refused, and when S3 answers the completion 200 with an error', async () => {
    const refused = fakeS3({ method: 'PUT', query: /partNumber=2/, status: 503 });
    await expect(
      refused.storage.putStream!('report/a', pieces(2 * S3_PART_BYTES + 1)),
    ).rejects.toThrow('S3 UploadPart failed with HTTP 503');
    expect(refused.seen.at(-1)?.method).toBe('DELETE');
    expect(refused.uploads.size).toBe(0);

    const late = fakeS3({
      method: 'POST',
      query: /uploadId=/,
      status: 200,
      body: '<Error><Code>InternalError</Code></Error>',
    });
    await expect(late.storage.putStream!('report/b', pieces(S3_PART_BYTES + 1))).rejects.toThrow(
      'S3 CompleteMultipartUpload failed',
    );
    expect(late.seen.at(-1)?.method).toBe('DELETE');
    expect(late.uploads.size).toBe(0);
    expect(await late.storage.get('report/b')).toBeUndefined();
  });
});
