import type { Tx } from '../db/client';
import type { Deps } from '../deps';
import type { StoredEvent } from './store';

export interface Delivery {
  /** The transaction that records the delivery: write side effects here and they happen once. */
  tx: Tx;
  deps: Deps;
  event: StoredEvent;
  /** Unique per subscriber and event: an idempotency key for side effects outside the database. */
  key: string;
  /**
   * Runs `fn` once the delivery's transaction has committed (telling live listeners what changed);
   * absent when a test drives a subscriber by hand, where nobody listens.
   */
  afterCommit?: (fn: () => void) => void;
}

/**
 * A side effect of committed events (mail, invoice lines), run at least once per event by the
 * dispatcher; its effects must be idempotent by `key`.
 */
export interface Subscriber {
  /** Deliveries are recorded under it: renaming a subscriber starts it afresh. */
  name: string;
  streamType: string;
  types: readonly string[];
  handle: (delivery: Delivery) => Promise<void>;
}
