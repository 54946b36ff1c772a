import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { ApiKeyScope } from '../../resources/api-keys/scopes';
import { API_KEY_PREFIX } from '../../resources/api-keys/scopes';
import type { User } from '../../domain/contracts/user';
import type { Db } from '../db/client';
import { apiKeys, partners, users } from '../db/schema';
import { loadUserRow } from './load-user';
import { sha256 } from './tokens';

/** The key a request came with: who it acts for is its owner, what it may do its scope. */
export interface ApiKeyIdentity {
  id: string;
  name: string;
  scope: ApiKeyScope;
}

/** A new secret: 32 random bytes, base64url, after the prefix (46 characters in all). */
export const newApiKeySecret = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What the list shows of a key: enough to tell it apart, far too little to use. */
export const keyPrefix = (secret: string) => secret.slice(0, API_KEY_PREFIX.length + 6);

/** How often a key's `last_used_at` is written: a burst of calls writes it once. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The owner of a live key and the key itself, read on every request (no cache): a revoked key or
 * a deactivated owner is refused from the next request on, in every API process.
 */
export async function loadApiKeyUser(
  db: Db,
  secret: string,
  now: Date,
): Promise<{ user: User; key: ApiKeyIdentity } | undefined> {
  const [row] = await db
    .select({ key: apiKeys, user: users, partner: partners })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.user_id))
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .where(
      and(
        eq(apiKeys.key_hash, sha256(secret)),
        isNull(apiKeys.revoked_at),
        isNull(users.deactivated_at),
        // A user no longer a developer keeps no working keys.
        eq(users.is_developer, true),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  await db
    .update(apiKeys)
    .set({ last_used_at: now })
    .where(
      and(
        eq(apiKeys.id, row.key.id),
        or(
          isNull(apiKeys.last_used_at),
          lt(apiKeys.last_used_at, new Date(now.getTime() - TOUCH_EVERY_MS)),
        ),
      ),
    );
  return {
    user: await loadUserRow(db, row.user, row.partner),
    key: { id: row.key.id, name: row.key.name, scope: row.key.scope as ApiKeyScope },
  };
}
