import type { Db, Tx } from '../db/client';
import { withEvents } from '../events/store';
import { nextTurn } from './next-turn';

/**
 * Runs `work` on `items` `size` at a time, taking a turn of the event loop after each chunk.
 * `work` returns false to end early. Returns how many chunks ran.
 */
export async function inTurns<T>(
  items: readonly T[],
  size: number,
  work: (chunk: readonly T[], start: number) => Promise<boolean | void>,
): Promise<number> {
  let chunks = 0;
  for (let start = 0; start < items.length; start += size) {
    const goOn = await work(items.slice(start, start + size), start);
    chunks += 1;
    await nextTurn();
    if (goOn === false) break;
  }
  return chunks;
}

/**
 * Runs `work` on `items` `size` at a time, each batch in its own short transaction (committed with
 * the commit signal, so its events are delivered), taking a turn of the event loop after each one:
 * other requests' queries run between batches instead of behind the whole job. `work` returns
 * false to end early (what it did in that batch still commits). Returns how many batches ran.
 */
export const inBatches = <T>(
  db: Db,
  items: readonly T[],
  size: number,
  work: (tx: Tx, batch: readonly T[], start: number) => Promise<boolean | void>,
): Promise<number> =>
  inTurns(items, size, (batch, start) => withEvents(db, (tx) => work(tx, batch, start)));
