import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema';
import { ApiError } from '../lib/errors';

export const CODE_TTL_MS = 10 * 60 * 1000;
/** An invitation waits for its invitee longer than a sign-in code waits for its user. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAX_CODES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CodePurpose =
  'login' | 'passwordless' | 'step_up' | 'reset_password' | 'confirm_email' | 'invite';

const ttlOf = (purpose: CodePurpose) => (purpose === 'invite' ? INVITE_TTL_MS : CODE_TTL_MS);

// Peppered per purpose and user, so a leaked hash of a 6-digit code cannot be looked up in a table.
const hashCode = (userId: string, purpose: CodePurpose, code: string) =>
  createHmac('sha256', `${purpose}:${userId}`).update(code).digest('hex');

export class TooManyCodesError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, 'Too many codes requested. Please try again later.', {
      retry_after: retryAfterSeconds,
    });
  }
}

/**
 * When a new code may be issued: at most ten per day, and one per minute while the last one is still
 * unused (a used code must not leave someone who signs out and back in waiting for a minute).
 */
async function assertMayIssue(db: Db, userId: string, purpose: CodePurpose, now: Date) {
  const recent = await db
    .select({
      created_at: verificationCodes.created_at,
      consumed_at: verificationCodes.consumed_at,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.user_id, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.created_at))
    .limit(1);
  const last = recent[0]?.consumed_at ? undefined : recent[0]?.created_at;
  if (last && now.getTime() - last.getTime() < RESEND_INTERVAL_MS) {
    throw new TooManyCodesError(
      Math.ceil((RESEND_INTERVAL_MS - (now.getTime() - last.getTime())) / 1000),
    );
  }
  const [day] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.user_id, userId),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.created_at, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((day?.n ?? 0) >= MAX_CODES_PER_DAY) throw new TooManyCodesError(60 * 60);
}

/**
 * A fresh six-digit code from a secure random source; older live codes of the same purpose stop
 * working. Throws TooManyCodesError past the resend limits.
 */
export async function issueCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  now: Date,
  secret?: string,
) {
  await assertMayIssue(db, userId, purpose, now);
  const code = secret ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ invalidated_at: now })
      .where(
        and(
          eq(verificationCodes.user_id, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumed_at),
          isNull(verificationCodes.invalidated_at),
        ),
      );
    await tx.insert(verificationCodes).values({
      user_id: userId,
      purpose,
      code_hash: hashCode(userId, purpose, code),
      created_at: now,
      expires_at: new Date(now.getTime() + ttlOf(purpose)),
    });
  });
  return code;
}

/** Whether a live code of this purpose exists (issued, unexpired, unused, not superseded). */
export async function hasLiveCode(db: Db, userId: string, purpose: CodePurpose, now: Date) {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(liveCode(userId, purpose, now))
    .limit(1);
  return Boolean(row);
}

const liveCode = (userId: string, purpose: CodePurpose, now: Date) =>
  and(
    eq(verificationCodes.user_id, userId),
    eq(verificationCodes.purpose, purpose),
    isNull(verificationCodes.consumed_at),
    isNull(verificationCodes.invalidated_at),
    gt(verificationCodes.expires_at, now),
  );

/**
 * Checks and consumes a code. The attempt is counted first with one conditional UPDATE, so
 * parallel guesses each take an attempt and none passes the limit; a match then consumes the
 * code with a second conditional UPDATE, so it works once.
 */
export async function consumeCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
) {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(liveCode(userId, purpose, now), lt(verificationCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: verificationCodes.id, code_hash: verificationCodes.code_hash });
  if (!row) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(userId, purpose, code), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  const used = await db
    .update(verificationCodes)
    .set({ consumed_at: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumed_at)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}

/** Whether a code of this purpose was issued within its lifetime (used or not). */
export async function hasRecentCode(db: Db, userId: string, purpose: CodePurpose, now: Date) {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.user_id, userId),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.created_at, new Date(now.getTime() - CODE_TTL_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
