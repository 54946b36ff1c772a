import type { transactions } from '../../server/db/schema';
import type { ProjectedEvent } from '../../server/kit/workflow/server';

export type TransactionRow = typeof transactions.$inferSelect;

/**
 * The one reducer of transaction events. Billing writes and completes transactions itself, so a
 * stream is only the holds and releases on top of the row billing wrote: it starts from that row.
 */
export function projectTransaction(row: TransactionRow | null, e: ProjectedEvent): TransactionRow {
  if (!row) throw new Error(`${e.type} without the transaction billing wrote`);
  const to = e.payload.to as { status: TransactionRow['status'] };
  const hold_reason = e.type === 'transaction.hold' ? (e.payload.reason as string) : null;
  return { ...row, status: to.status, hold_reason, version: e.version, updated_at: e.occurred_at };
}

/** The row as billing wrote it before the stream's first event (the auditor's replay starts there). */
export const beforeFirstHold = (row: TransactionRow, first: ProjectedEvent): TransactionRow => ({
  ...row,
  ...(first.payload.from as { status: TransactionRow['status'] }),
  hold_reason: null,
  version: first.version - 1,
});
