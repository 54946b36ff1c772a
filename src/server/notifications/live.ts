import type { Db } from '../db/client';

/**
 * Who in this process listens for a user's unread count: the live streams, keyed by database handle
 * so every app (and test harness) has its own. A change is announced after it commits; a stream then
 * reads the count itself. Other processes' changes reach a stream by its own polling (stream.ts).
 */
const listeners = new WeakMap<Db, Map<string, Set<() => void>>>();

export function watchUser(db: Db, userId: string, listener: () => void): () => void {
  let byUser = listeners.get(db);
  if (!byUser) listeners.set(db, (byUser = new Map()));
  let set = byUser.get(userId);
  if (!set) byUser.set(userId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (!set.size) byUser.delete(userId);
  };
}

export function usersChanged(db: Db, userIds: Iterable<string>): void {
  const byUser = listeners.get(db);
  if (!byUser) return;
  for (const id of userIds) for (const listener of byUser.get(id) ?? []) listener();
}
