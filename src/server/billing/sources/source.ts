import type { Tx } from '../../db/client';
import type { TransactionBatch } from '../transactions-write';

/**
 * Something that becomes pay and bill transactions once approved. Each source writes its own rows
 * with `writeTransaction` (unique per kind and source, so running again writes nothing new).
 */
export interface BillingSource {
  type: 'timesheet' | 'expense' | 'adjustment';
  /**
   * Brings this source's transactions of these clients' period up to date; idempotent. With a
   * `batch`, a source may leave rows there for the caller to write (the timesheets' many do; the
   * few others write their own).
   */
  syncClientsPeriod: (
    tx: Tx,
    clientIds: readonly string[],
    start: string,
    end: string,
    batch?: TransactionBatch,
  ) => Promise<void>;
}
