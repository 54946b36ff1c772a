import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Health asks the database again at most this often. */
export const PULSE_EVERY_MS = 1_000;
/** A check unanswered for this long means the database is not answering, whatever came before. */
export const PULSE_STALLED_MS = 30_000;

export type DatabaseState = 'ok' | 'unreachable';

/**
 * The database's state as last seen, for `/v2/health` to answer from process state: health never
 * waits in the database's queue (on PGlite one query runs at a time and a transaction holds it, so a
 * `select 1` per probe waited behind every long job). A `select 1` runs in the background at most
 * every PULSE_EVERY_MS and its answer is what the next probe reports; only the very first probe,
 * with nothing seen yet, waits for one.
 */
export function databasePulse(db: Db, now: () => number) {
  let last: { ok: boolean; at: number } | null = null;
  let pending: { since: number; done: Promise<void> } | null = null;
  const check = (): Promise<void> => {
    if (pending) return pending.done;
    const done = db
      .execute(sql`select 1`)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        last = { ok, at: now() };
        pending = null;
      });
    pending = { since: now(), done };
    return done;
  };
  return {
    async state(): Promise<DatabaseState> {
      if (!last) await check();
      else if (now() - last.at >= PULSE_EVERY_MS) void check();
      if (pending && now() - pending.since > PULSE_STALLED_MS) return 'unreachable';
      return last?.ok ? 'ok' : 'unreachable';
    },
  };
}
