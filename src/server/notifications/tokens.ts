import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { notificationTokens } from '../db/schema';

type Purpose = 'unsubscribe' | 'stream';

/** How long each capability lives: a mail's link is read for weeks, a stream ticket used at once. */
export const TOKEN_TTL_MS: Record<Purpose, number> = {
  unsubscribe: 90 * 86_400_000,
  stream: 60_000,
};

const mac = (key: string, id: string, purpose: Purpose) =>
  createHmac('sha256', key).update(`${purpose}.${id}`).digest('base64url');

/** A new capability for one user (and kind): `<row id>.<HMAC of it under the row's own key>`. */
export async function issueToken(
  db: Db | Tx,
  purpose: Purpose,
  userId: string,
  kind: string | null,
  now: Date,
) {
  const key = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + TOKEN_TTL_MS[purpose]);
  const [row] = await db
    .insert(notificationTokens)
    .values({ purpose, user_id: userId, kind, key, created_at: now, expires_at: expires })
    .returning({ id: notificationTokens.id });
  if (!row) throw new Error('the token was not stored');
  return { token: `${row.id}.${mac(key, row.id, purpose)}`, expires };
}

export type TokenCheck =
  | { ok: true; id: string; userId: string; kind: string | null }
  | { ok: false; why: 'invalid' | 'expired' };

const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/**
 * The token's row when its signature matches and it is neither revoked nor expired. A tampered
 * token and one whose row is gone read alike: invalid.
 */
export async function checkToken(
  db: Db | Tx,
  purpose: Purpose,
  token: string,
  now: Date,
): Promise<TokenCheck> {
  const m = TOKEN.exec(token);
  if (!m?.[1] || !m[2]) return { ok: false, why: 'invalid' };
  const [row] = await db.select().from(notificationTokens).where(eq(notificationTokens.id, m[1]));
  if (!row || row.purpose !== purpose) return { ok: false, why: 'invalid' };
  const expected = Buffer.from(mac(row.key, row.id, purpose));
  const given = Buffer.from(m[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, why: 'invalid' };
  if (row.revoked_at || row.expires_at <= now) return { ok: false, why: 'expired' };
  return { ok: true, id: row.id, userId: row.user_id, kind: row.kind };
}

/** Ends a capability: a used stream ticket, or an unsubscribe link its owner wants dead. */
export async function revokeToken(db: Db | Tx, id: string, now: Date) {
  await db.update(notificationTokens).set({ revoked_at: now }).where(eq(notificationTokens.id, id));
}
