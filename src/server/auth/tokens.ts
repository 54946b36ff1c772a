import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema';
import { sessionCacheOf } from './session-cache';

const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function issueToken(
  db: Db,
  userId: string,
  meta: { ip?: string; userAgent?: string },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    user_id: userId,
    token_hash: sha256(token),
    expires_at: new Date(now.getTime() + TOKEN_TTL_MS),
    ip: meta.ip,
    user_agent: meta.userAgent,
  });
  return token;
}

export async function revokeToken(db: Db, tokenId: string, now = new Date()): Promise<void> {
  await db.update(authTokens).set({ revoked_at: now }).where(eq(authTokens.id, tokenId));
  sessionCacheOf(db).forgetToken(tokenId);
}
