import type { InvoiceStored } from '../../resources/invoices/server';
import type { invoices } from '../db/schema';
import type { ProjectedEvent } from '../kit/workflow/server';

export type InvoiceRow = typeof invoices.$inferSelect;

const day = (iso: string) => iso.slice(0, 10);

/**
 * The one reducer of invoice events: the live path and a rebuild both fold it. Totals never change
 * after generation; allocations move allocated and remaining so they always sum to the total due.
 */
export function projectInvoice(row: InvoiceRow | null, e: ProjectedEvent): InvoiceRow {
  const at = e.occurred_at;
  if (e.type === 'invoice.generated') {
    const p = e.payload as Omit<
      InvoiceRow,
      | 'remaining_cents'
      | 'sent_at'
      | 'mark_paid_date'
      | 'void_reason'
      | 'version'
      | 'created_at'
      | 'updated_at'
    >;
    const paid = p.status === 'paid';
    return {
      ...p,
      remaining_cents: p.total_due_cents - p.allocated_cents,
      sent_at: paid ? at : null,
      mark_paid_date: paid ? day(at) : null,
      void_reason: null,
      version: e.version,
      created_at: at,
      updated_at: at,
    };
  }
  if (!row) throw new Error(`${e.type} before invoice.generated`);
  const to = e.payload.to as InvoiceStored | undefined;
  const next: InvoiceRow = { ...row, version: e.version, updated_at: at, ...(to ?? {}) };
  const cents = typeof e.payload.cents === 'number' ? e.payload.cents : 0;
  switch (e.type) {
    case 'invoice.send':
      return {
        ...next,
        number: e.payload.number as number,
        due_date: e.payload.due_date as string,
        sent_at: at,
      };
    case 'invoice.void':
      return { ...next, void_reason: e.payload.reason as string };
    case 'invoice.credit':
    case 'invoice.allocate': {
      const remaining = row.remaining_cents - cents;
      return {
        ...next,
        allocated_cents: row.allocated_cents + cents,
        remaining_cents: remaining,
        mark_paid_date: remaining === 0 ? day(at) : null,
      };
    }
    case 'invoice.unallocate':
      return {
        ...next,
        allocated_cents: row.allocated_cents - cents,
        remaining_cents: row.remaining_cents + cents,
        mark_paid_date: null,
      };
    default:
      return next;
  }
}
