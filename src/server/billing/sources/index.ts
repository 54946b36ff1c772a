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

export async function syncClientPeriod(
  ...args: Parameters<BillingSource['syncClientPeriod']>
): Promise<void> {
  for (const source of billingSources) await source.syncClientPeriod(...args);
}
