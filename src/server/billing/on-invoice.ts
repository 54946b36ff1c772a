import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { transactions } from '../db/schema';

/**
 * Whether a source's bill is on an invoice (draft or sent), as a column of the source's query: the
 * fact its chart reads to refuse an unapproval or a reversal while the invoice stands.
 */
export const onInvoice = (sourceType: 'expense' | 'adjustment', id: PgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${transactions} where ${transactions.source_type} = ${sourceType} and ${transactions.source_id} = ${id} and ${transactions.kind} = 'bill' and ${transactions.invoice_id} is not null)`.mapWith(
    Boolean,
  );
