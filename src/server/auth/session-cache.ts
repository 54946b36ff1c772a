import type { User } from '../../domain/contracts/user';
import type { Db } from '../db/client';

/** How long a resolved session is reused: long enough for the burst of requests a page load makes. */
export const SESSION_CACHE_MS = 2000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: User;
  tokenId: string;
  until: number;
}

/**
 * Sessions resolved in the last two seconds, by token hash, so a page's burst of requests looks its
 * token up once. Revoking through this process (logout, a password change) forgets the session at
 * once; another API process on the same database sees a revocation or a change to the user within
 * SESSION_CACHE_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  get(tokenHash: string, now: number): { user: User; tokenId: string } | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return { user: entry.user, tokenId: entry.tokenId };
    this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, session: { user: User; tokenId: string }, now: number): void {
    // Map keeps insertion order: the first key is the oldest entry.
    if (this.entries.size >= MAX_ENTRIES)
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, { ...session, until: now + SESSION_CACHE_MS });
  }

  forgetToken(tokenId: string): void {
    for (const [hash, entry] of this.entries)
      if (entry.tokenId === tokenId) this.entries.delete(hash);
  }

  forgetUser(userId: string): void {
    for (const [hash, entry] of this.entries)
      if (entry.user.id === userId) this.entries.delete(hash);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of the API on one database: every route revoking a token reaches the same one. */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache()));
  return cache;
}
