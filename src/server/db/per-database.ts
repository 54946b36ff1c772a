import type { Db } from './client';

/**
 * One `T` per database handle, made on first use: what a process keeps about a database (a cache,
 * a writer, a pulse) follows the handle, so one app serving several databases in turn (the server
 * tests) finds each one's own.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}
