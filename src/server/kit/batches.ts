import type { Db, Tx } from '../db/client';
import { withEvents } from '../events/store';
import { nextTurn } from './next-turn';

/**
 * Runs `work` on `items` `size` at a time, taking a turn of the event loop after each chunk. With
 * `lanes` above one, that many chunks are worked side by side, each lane taking the next chunk when
 * its own is done. `work` returns false to end early (no lane takes another chunk); a lane's error
 * ends the others after their current chunk and is thrown once all have stopped. Returns how many
 * chunks ran.
 */
export async function inTurns<T>(
  items: readonly T[],
  size: number,
  work: (chunk: readonly T[], start: number) => Promise<boolean | void>,
  lanes = 1,
): Promise<number> {
  let next = 0;
  let chunks = 0;
  let stopped = false;
  const lane = async () => {
    while (!stopped && next < items.length) {
      const start = next;
      next += size;
      try {
        const goOn = await work(items.slice(start, start + size), start);
        chunks += 1;
        await nextTurn();
        if (goOn === false) stopped = true;
      } catch (err) {
        stopped = true;
        throw err;
      }
    }
  };
  const ended = await Promise.allSettled(Array.from({ length: Math.max(1, lanes) }, lane));
  const failed = ended.find((e) => e.status === 'rejected');
  if (failed) throw failed.reason;
  return chunks;
}

/**
 * The chunk size for `count` items in chunks of at most `most`, worked in `lanes`: as many chunks as
 * a multiple of the lanes, as even as can be, so that no lane works a full last chunk alone while
 * another is left with a short one or none (76 paychecks in batches of at most 25, two lanes: four
 * of 19, not 25, 25, 25 and 1).
 */
export function evenChunk(count: number, most: number, lanes = 1): number {
  if (count <= 0) return most;
  const chunks = Math.ceil(Math.ceil(count / most) / lanes) * lanes;
  return Math.ceil(count / chunks);
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
