import { describe, expect, it } from 'vitest';
import { sha256Hex, signV4 } from './sigv4';

// AWS's published example values: Amazon S3 API Reference, "Signature Calculations for the
// Authorization Header: Transferring Payload in a Single Chunk", examples GET Object and PUT Object.
const example = {
  region: 'us-east-1',
  service: 's3',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  now: new Date('2013-05-24T00:00:00Z'),
};
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('AWS Signature Version 4', () => {
  it('signs the GET Object example as AWS does', () => {
    const auth = signV4({
      ...example,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY,
    });
    expect(auth).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the PUT Object example, with a key that needs encoding, as AWS does', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    const auth = signV4({
      ...example,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        host: 'examplebucket.s3.amazonaws.com',
        'x-amz-content-sha256': sha256Hex(body),
        'x-amz-date': '20130524T000000Z',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      payloadHash: sha256Hex(body),
    });
    expect(auth).toMatch(
      /Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });

  it('changes with the secret, so a wrong key cannot pass', () => {
    const sign = (secretAccessKey: string) =>
      signV4({
        ...example,
        secretAccessKey,
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { host: 'examplebucket.s3.amazonaws.com', 'x-amz-date': '20130524T000000Z' },
        payloadHash: EMPTY,
      });
    expect(sign('a')).not.toBe(sign('b'));
  });
});
