import { asc, eq } from 'drizzle-orm';
import type { OpenInvoice, PaymentLedger } from './contract';
import type { User } from '../../domain/contracts/user';
import { allocationLineSubStatus, suggestAllocations } from './allocation-status';
import { canAllocatePayments } from './policy';
import {
  invoiceLabel,
  openInvoices,
  type OpenInvoiceRow,
} from '../../server/billing/invoice-ledger';
import type { Db, Tx } from '../../server/db/client';
import { invoices, paymentAllocations, transfers, users } from '../../server/db/schema';
import { findInScope } from '../../server/kit/workflow/load';
import { notFound } from '../../server/lib/errors';
import { paymentDto } from './queries';
import { paymentServer } from './workflow.server';

type OpenRow = OpenInvoiceRow;

/** Open invoices with amounts suggested for `unallocated` cents: those named in the reference first. */
export function withSuggestions(
  rows: readonly OpenRow[],
  unallocated: number,
  reference: string | null,
): OpenInvoice[] {
  const named = (r: OpenRow) =>
    Boolean(
      reference && r.i.number !== null && reference.toUpperCase().includes(invoiceLabel(r.i)),
    );
  const ordered = [...rows.filter(named), ...rows.filter((r) => !named(r))];
  const suggested = new Map(
    suggestAllocations(
      unallocated,
      ordered.map((r) => ({ id: r.i.id, remaining_cents: r.i.remaining_cents })),
    ).map((s) => [s.invoice_id, s.amount_cents]),
  );
  return ordered.map((r) => ({
    id: r.i.id,
    number: invoiceLabel(r.i),
    client_name: r.client_name,
    due_date: r.i.due_date,
    total_due_cents: r.i.total_due_cents,
    remaining_cents: r.i.remaining_cents,
    suggested_cents: suggested.get(r.i.id) ?? 0,
  }));
}

/** Where a payment's money went (allocations), how it moved (transfers), and, for admins, where it could go. */
export async function ledgerOf(db: Db | Tx, user: User, id: string): Promise<PaymentLedger> {
  const p = await findInScope(db, paymentServer, user, id);
  if (!p) throw notFound();
  const allocations = await db
    .select({ a: paymentAllocations, reversed_by: users.email })
    .from(paymentAllocations)
    .leftJoin(users, eq(users.id, paymentAllocations.reversed_by))
    .where(eq(paymentAllocations.payment_id, id))
    .orderBy(
      asc(paymentAllocations.created_at),
      asc(paymentAllocations.invoice_number),
      asc(paymentAllocations.id),
    );
  const moves = await db
    .select()
    .from(transfers)
    .where(eq(transfers.payment_id, id))
    .orderBy(asc(transfers.created_at), asc(transfers.id));
  const allocatable =
    canAllocatePayments(user) && p.status === 'settled' && p.allocated_cents < p.amount_cents;
  const open = allocatable
    ? await openInvoices(db, p.client_id ? eq(invoices.client_id, p.client_id) : undefined)
    : [];
  return {
    payment: paymentDto(p),
    allocations: allocations.map(({ a, reversed_by }) => ({
      id: a.id,
      invoice_id: a.invoice_id,
      invoice_number: a.invoice_number,
      amount_cents: a.amount_cents,
      sub_status: allocationLineSubStatus(a.amount_cents, a.invoice_remaining_before_cents),
      created_at: new Date(a.created_at).toISOString(),
      reversal:
        a.reversed_at && a.reversal_reason
          ? {
              at: new Date(a.reversed_at).toISOString(),
              by: reversed_by,
              reason: a.reversal_reason,
            }
          : null,
    })),
    transfers: moves.map((t) => ({
      id: t.id,
      amount_cents: t.amount_cents,
      status: t.status as 'processing' | 'paid' | 'failed',
      failure_reason: t.failure_reason,
      created_at: new Date(t.created_at).toISOString(),
      settled_at: t.settled_at ? new Date(t.settled_at).toISOString() : null,
    })),
    open_invoices: withSuggestions(open, p.amount_cents - p.allocated_cents, p.reference),
  };
}
