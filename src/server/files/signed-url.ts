import { createHmac, timingSafeEqual } from 'node:crypto';

/** Download links are short-lived: long enough to open a document, too short to share around. */
export const FILE_URL_TTL_MS = 5 * 60 * 1000;

const mac = (urlKey: string, fileId: string, expiresMs: number) =>
  createHmac('sha256', urlKey).update(`${fileId}.${expiresMs}`).digest('base64url');

/**
 * The spec's `file_url`: `/v2/files/<id>?jwt=<expiry ms>.<HMAC over id and expiry with the file's
 * own key>`. Whoever holds it may read that one file until it expires; it is handed out only after
 * the caller's right to the record the file belongs to was checked.
 */
export function signedFileUrl(
  file: { id: string; url_key: string },
  now: Date,
  ttlMs: number = FILE_URL_TTL_MS,
): string {
  const expires = now.getTime() + ttlMs;
  return `/v2/files/${file.id}?jwt=${expires}.${mac(file.url_key, file.id, expires)}`;
}

export function verifyFileToken(
  file: { id: string; url_key: string },
  token: string,
  now: Date,
): 'ok' | 'expired' | 'invalid' {
  const m = /^(\d{10,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m?.[1] || !m[2]) return 'invalid';
  const expected = Buffer.from(mac(file.url_key, file.id, Number(m[1])));
  const given = Buffer.from(m[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(m[1]) < now.getTime() ? 'expired' : 'ok';
}
