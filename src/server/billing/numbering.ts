import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { invoiceCounters } from '../db/schema';

/** Whose number sequence an invoice takes: its partner's, its EOR's, or the platform's. */
export const issuerKeyOf = (i: { partner_id: string | null; eor_id: string | null }) =>
  i.partner_id ? `partner:${i.partner_id}` : i.eor_id ? `eor:${i.eor_id}` : 'platform';

/**
 * The issuer's next invoice number, in the caller's transaction: one upsert takes the counter row's
 * lock until commit, so concurrent senders queue on it, and a rolled-back send gives its number back.
 * Numbers therefore run 1, 2, 3… per issuer without gaps or repeats.
 */
export async function nextInvoiceNumber(tx: Tx, issuerKey: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ issuer_key: issuerKey, last_number: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.issuer_key, set: { last_number: sql`${invoiceCounters.last_number} + 1` } })
    .returning({ n: invoiceCounters.last_number });
  if (!row) throw new Error('invoice counter was not taken');
  return row.n;
}

export const numberLabel = (n: number | null, type: 'invoice' | 'credit_note') =>
  n === null ? 'Draft' : `${type === 'credit_note' ? 'CN' : 'INV'}-${String(n).padStart(6, '0')}`;
