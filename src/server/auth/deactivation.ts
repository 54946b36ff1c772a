import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import { ApiError } from '../lib/errors';

export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Ask your administrator or team owner to reactivate it.';

/** Refuses a sign-in (any way: password, code, invitation) of a deactivated user, after the secret was right. */
export async function assertActive(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({ deactivated_at: users.deactivated_at })
    .from(users)
    .where(eq(users.id, userId));
  if (row?.deactivated_at) throw new ApiError(403, ACCOUNT_DEACTIVATED);
}

/**
 * Deactivates a user and revokes every session of theirs, in the caller's transaction; the caller
 * forgets the user in the session cache once it commits (`sessionCacheOf(db).forgetUser`).
 * Reactivating only lifts the mark: old sessions stay revoked.
 */
export async function setDeactivated(tx: Db, userId: string, deactivated: boolean, now: Date) {
  await tx
    .update(users)
    .set({ deactivated_at: deactivated ? now : null })
    .where(eq(users.id, userId));
  if (!deactivated) return;
  await tx
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
}
