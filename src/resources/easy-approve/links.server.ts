import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Links live three days: long enough for an emailed approval, short enough to go stale. */
export const LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

const mac = (key: string, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

export const newLinkKey = () => randomBytes(32).toString('base64url');

/** `<link id>.<expiry ms>.<HMAC-SHA256 over both with the link's key>` */
export function signLink(linkId: string, expiresAt: Date, key: string): string {
  const body = `${linkId}.${expiresAt.getTime()}`;
  return `${body}.${mac(key, body)}`;
}

export function parseLink(
  token: string,
): { linkId: string; expiresMs: number; signature: string } | null {
  const m = /^([0-9a-f-]{36})\.(\d{10,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  return { linkId: m[1], expiresMs: Number(m[2]), signature: m[3] };
}

export function verifyLink(token: string, key: string): boolean {
  const parsed = parseLink(token);
  if (!parsed) return false;
  const expected = Buffer.from(mac(key, `${parsed.linkId}.${parsed.expiresMs}`));
  const given = Buffer.from(parsed.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
