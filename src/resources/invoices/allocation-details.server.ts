import { eq, inArray } from 'drizzle-orm';
import { formatMoney } from '../../domain/format/format';
import type { Db } from '../../server/db/client';
import { paymentAllocations, payments } from '../../server/db/schema';
import type { StoredEvent } from '../../server/events/store';

const MOVES = { 'invoice.allocate': 'allocated', 'invoice.unallocate': 'taken back' } as const;

/**
 * The audit replay's words for an invoice's allocation steps: which payment paid how much
 * ("PAY-001003: $1,250.00 allocated"), or only the amount when no payment is recorded with it.
 */
export async function allocationDetails(
  db: Db,
  stream: readonly StoredEvent[],
): Promise<Map<number, string>> {
  const moves = stream.filter(
    (e): e is StoredEvent & { type: keyof typeof MOVES } => e.type in MOVES,
  );
  const ids = moves.flatMap((e) =>
    typeof e.payload.allocation_id === 'string' ? [e.payload.allocation_id] : [],
  );
  const numbers = new Map(
    ids.length
      ? (
          await db
            .select({ id: paymentAllocations.id, number: payments.number })
            .from(paymentAllocations)
            .innerJoin(payments, eq(payments.id, paymentAllocations.payment_id))
            .where(inArray(paymentAllocations.id, ids))
        ).map((r) => [r.id, r.number])
      : [],
  );
  const details = new Map<number, string>();
  for (const e of moves) {
    const amount = `${formatMoney(Number(e.payload.cents ?? 0))} ${MOVES[e.type]}`;
    const payment = numbers.get(String(e.payload.allocation_id));
    details.set(e.version, payment ? `${payment}: ${amount}` : amount);
  }
  return details;
}
