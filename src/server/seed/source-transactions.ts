import { syncAdjustment } from '../billing/sources/adjustments';
import { syncExpense } from '../billing/sources/expenses';
import type { Tx } from '../db/client';
import { adjustments, expenses } from '../db/schema';

/**
 * The pay and bill transactions of the seeded expenses and adjustments, written with the seed rather
 * than left to the after-commit subscribers (which would write the same rows, idempotently, moments
 * after start): the demo and every test database begin with billing already in step with them.
 */
export async function seedSourceTransactions(tx: Tx): Promise<void> {
  for (const { id } of await tx.select({ id: expenses.id }).from(expenses))
    await syncExpense(tx, id);
  for (const { id } of await tx.select({ id: adjustments.id }).from(adjustments))
    await syncAdjustment(tx, id);
}
