import type { Tx } from '../../db/client';

/**
 * Something that becomes pay and bill transactions once approved. Each source writes its own rows
 * with `writeTransaction` (unique per kind and source, so running again writes nothing new).
 */
export interface BillingSource {
  type: 'timesheet' | 'expense' | 'adjustment';
  /** Brings this source's transactions of these clients' period up to date; idempotent. */
  syncClientsPeriod: (
    tx: Tx,
    clientIds: readonly string[],
    start: string,
    end: string,
  ) => Promise<void>;
}
