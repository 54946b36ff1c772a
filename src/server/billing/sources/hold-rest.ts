import { and, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { transactions } from '../../db/schema';
import { unfrozen } from '../transactions-write';

/**
 * A source no longer approved (unapproved, reversed): its transactions not frozen (transactions-write.ts) go on
 * hold, so neither invoice generation nor payroll takes them, even one an employer had held.
 */
export async function holdUninvoiced(
  tx: Tx,
  source_type: 'expense' | 'adjustment',
  source_id: string,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ status: 'hold', hold_reason: null })
    .where(
      and(
        eq(transactions.source_type, source_type),
        eq(transactions.source_id, source_id),
        unfrozen,
        // An employer's hold gives way: the source itself is no longer approved, so no release may free it.
        or(ne(transactions.status, 'hold'), isNotNull(transactions.hold_reason)),
      ),
    );
}
