import type { BillingSource } from './source';
import { timesheetSource } from './timesheets';

/**
 * Every source of transactions, synced before invoices are generated. Expenses (approved, billable:
 * one `expense` item of amount cents on the pay and the bill side) and adjustments (approved: one
 * `adjustment` item on the side their direction names) plug in here as sources of their own.
 */
export const billingSources: readonly BillingSource[] = [timesheetSource];

export async function syncClientPeriod(...args: Parameters<BillingSource['syncClientPeriod']>): Promise<void> {
  for (const source of billingSources) await source.syncClientPeriod(...args);
}
