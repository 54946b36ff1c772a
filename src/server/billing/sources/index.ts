import { adjustmentSource } from './adjustments';
import { expenseSource } from './expenses';
import type { BillingSource } from './source';
import { timesheetSource } from './timesheet-weeks-bulk';

/**
 * Every source of transactions, synced before invoices are generated: approved timesheets (hours),
 * expenses (one `expense` item on the sides their type names) and adjustments (one signed
 * `adjustment` item on the side their direction names).
 */
export const billingSources: readonly BillingSource[] = [
  timesheetSource,
  expenseSource,
  adjustmentSource,
];

/**
 * Brings every source's transactions of these clients' period up to date, all clients at once;
 * with a `batch`, the timesheets' are left there for the caller to write.
 */
export async function syncClientsPeriod(
  ...args: Parameters<BillingSource['syncClientsPeriod']>
): Promise<void> {
  for (const source of billingSources) await source.syncClientsPeriod(...args);
}

/** `syncClientsPeriod` of one client. */
export const syncClientPeriod = (
  tx: Parameters<typeof syncClientsPeriod>[0],
  clientId: string,
  start: string,
  end: string,
) => syncClientsPeriod(tx, [clientId], start, end);
