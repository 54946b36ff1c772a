import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import { ApiError } from '../lib/errors';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

async function check(db: Db, key: string, limit: number, now: Date) {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const [row] = await db
    .select({ n: count(), first: min(signInFailures.at) })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gt(signInFailures.at, since)));
  if (!row || row.n < limit || !row.first) return;
  const retryAfter = Math.max(1, Math.ceil((row.first.getTime() + SIGN_IN_WINDOW_MS - now.getTime()) / 1000));
  throw new ApiError(429, 'Too many sign-in attempts. Please try again later.', { retry_after: retryAfter });
}

/** Refuses with 429 (and retry_after seconds) when the account or the IP failed too often lately. */
export async function assertSignInAllowed(db: Db, email: string, ip: string, now: Date) {
  await check(db, accountKey(email), MAX_FAILURES_PER_ACCOUNT, now);
  await check(db, ipKey(ip), MAX_FAILURES_PER_IP, now);
}

export async function recordSignInFailure(db: Db, email: string, ip: string, now: Date) {
  await db.insert(signInFailures).values([
    { key: accountKey(email), at: now },
    { key: ipKey(ip), at: now },
  ]);
  await db.delete(signInFailures).where(lt(signInFailures.at, new Date(now.getTime() - 2 * SIGN_IN_WINDOW_MS)));
}
