import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { transactions } from '../../db/schema';

/**
 * A source no longer approved (unapproved, reversed): its transactions not yet on an invoice go on
 * hold, so neither invoice generation nor payroll takes them.
 */
export async function holdUninvoiced(
  tx: Tx,
  source_type: 'expense' | 'adjustment',
  source_id: string,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ status: 'hold' })
    .where(
      and(
        eq(transactions.source_type, source_type),
        eq(transactions.source_id, source_id),
        isNull(transactions.invoice_id),
        ne(transactions.status, 'hold'),
      ),
    );
}
