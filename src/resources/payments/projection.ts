import type { payments } from '../../server/db/schema';
import type { ProjectedEvent } from '../../server/kit/workflow/server';

export type PaymentRow = typeof payments.$inferSelect;

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The one reducer of payment events: the live path computes the next row with it and a rebuild
 * folds it over the stream, so both produce the same table.
 */
export function projectPayment(row: PaymentRow | null, e: ProjectedEvent): PaymentRow {
  const p = e.payload;
  if (e.type === 'payment.created') {
    return {
      id: String(p.id),
      number: String(p.number),
      client_id: str(p.client_id),
      partner_id: str(p.partner_id),
      payer_name: String(p.payer_name),
      status: 'pending',
      amount_cents: num(p.amount_cents),
      allocated_cents: 0,
      allocated_due_cents: 0,
      source: String(p.source),
      bank_method_id: str(p.bank_method_id),
      intended_invoice_id: str(p.intended_invoice_id),
      reference: str(p.reference),
      received_date: str(p.received_date),
      failure_reason: null,
      upload_id: str(p.upload_id),
      created_by: e.actor_user_id,
      created_at: e.occurred_at,
      version: e.version,
    };
  }
  if (!row) throw new Error(`${e.type} before payment.created`);
  const to = (p.to as { status: string }).status;
  const next: PaymentRow = { ...row, status: to, version: e.version };
  switch (e.type) {
    case 'payment.fail':
      return { ...next, failure_reason: str(p.reason) };
    case 'payment.retry':
    case 'payment.settle':
      return { ...next, failure_reason: null };
    case 'payment.markReceived':
      return { ...next, received_date: row.received_date ?? e.occurred_at.slice(0, 10) };
    case 'payment.allocate':
      return {
        ...next,
        allocated_cents: row.allocated_cents + num(p.amount_cents),
        allocated_due_cents: row.allocated_due_cents + num(p.invoice_due_cents),
      };
    case 'payment.unallocate':
      return {
        ...next,
        allocated_cents: row.allocated_cents - num(p.amount_cents),
        allocated_due_cents: row.allocated_due_cents - num(p.invoice_due_cents),
      };
    default:
      return next;
  }
}
