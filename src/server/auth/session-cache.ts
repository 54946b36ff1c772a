import type { User } from '../../domain/contracts/user';
import { perDatabase } from '../db/per-database';

/** How long a resolved session is reused: long enough for the burst of requests a page load makes. */
export const SESSION_CACHE_MS = 2000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: User;
  tokenId: string;
  until: number;
}

type Session = { user: User; tokenId: string };

/**
 * Sessions resolved in the last two seconds, by token hash, so a page's burst of requests looks its
 * token up once. Revoking through this process (logout, a password change) forgets the session at
 * once; another API process on the same database sees a revocation or a change to the user within
 * SESSION_CACHE_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Lookups under way, by token hash: requests arriving meanwhile wait for it instead of each reading. */
  private readonly pending = new Map<string, Promise<Session | undefined>>();
  /** Bumped by every forget: a lookup begun before it answers its own request but is not kept. */
  private generation = 0;

  get(tokenHash: string, now: number): Session | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return { user: entry.user, tokenId: entry.tokenId };
    this.entries.delete(tokenHash);
    return undefined;
  }

  /**
   * The session `load` reads for this token, shared by every request that asks while it runs: when
   * the entry lapses, the ten requests a busy client has in flight read the token once, not ten times.
   */
  lookup(
    tokenHash: string,
    now: number,
    load: () => Promise<Session | undefined>,
  ): Promise<Session | undefined> {
    const under = this.pending.get(tokenHash);
    if (under) return under;
    const generation = this.generation;
    const lookup = load()
      .then((found) => {
        if (found && generation === this.generation) this.set(tokenHash, found, now);
        return found;
      })
      .finally(() => {
        if (this.pending.get(tokenHash) === lookup) this.pending.delete(tokenHash);
      });
    this.pending.set(tokenHash, lookup);
    return lookup;
  }

  set(tokenHash: string, session: Session, now: number): void {
    // Map keeps insertion order: the first key is the oldest entry.
    if (this.entries.size >= MAX_ENTRIES)
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, { ...session, until: now + SESSION_CACHE_MS });
  }

  forgetToken(tokenId: string): void {
    this.forgetPending();
    for (const [hash, entry] of this.entries)
      if (entry.tokenId === tokenId) this.entries.delete(hash);
  }

  forgetUser(userId: string): void {
    this.forgetPending();
    for (const [hash, entry] of this.entries)
      if (entry.user.id === userId) this.entries.delete(hash);
  }

  /** A lookup under way may have read the session just forgotten: later requests read afresh. */
  private forgetPending(): void {
    this.generation++;
    this.pending.clear();
  }
}

/** The cache of the API on one database: every route revoking a token reaches the same one. */
export const sessionCacheOf = perDatabase(() => new SessionCache());
