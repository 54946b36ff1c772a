import type { Db } from '../db/client';

/**
 * Tells whoever listens on a database that a transaction with events has committed. Keyed by the
 * database handle, so every app (and every test harness) has its own listeners.
 */
const listeners = new WeakMap<Db, Set<() => void>>();

export function onCommitted(db: Db, listener: () => void): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

export function committed(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
