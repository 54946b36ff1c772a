import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Subscriber } from '../../server/events/subscriber';
import type { PaymentEvent } from './chart';
import type { User } from '../../domain/contracts/user';
import { removeAllocationMeta } from './contract';
import { decideAction } from '../../domain/workflow/action-meta';
import { applyAllocation } from '../../server/billing/allocation';
import { lockInvoices } from '../../server/billing/invoice-ledger';
import type { Tx } from '../../server/db/client';
import { events, invoices, paymentAllocations, payments } from '../../server/db/schema';
import type { EventOrigin } from '../../server/events/store';
import { tenantScope } from '../../server/kit/scope';
import { transition } from '../../server/kit/workflow/perform';
import { refusal } from '../../server/kit/workflow/refusal';
import { notFound } from '../../server/lib/errors';
import { paymentScope } from './queries';
import type { PaymentRow } from './projection';
import { chartAllows, paymentServer } from './workflow.server';

const ACTION = 'unallocate';

/**
 * What the invoice's debt counts toward the payment's sub-status now: the `invoice_due_cents` its
 * allocate events added less what its unallocate events took back.
 */
async function dueCounted(tx: Tx, paymentId: string, invoiceId: string): Promise<number> {
  const moves = await tx
    .select({ type: events.type, payload: events.payload })
    .from(events)
    .where(
      and(
        eq(events.stream_type, 'payment'),
        eq(events.stream_id, paymentId),
        inArray(events.type, ['payment.allocate', 'payment.unallocate']),
      ),
    );
  return moves
    .filter((m) => m.payload.invoice_id === invoiceId)
    .reduce(
      (sum, m) =>
        sum + (m.type === 'payment.allocate' ? 1 : -1) * Number(m.payload.invoice_due_cents ?? 0),
      0,
    );
}

/**
 * Takes one allocation of a settled payment back (finance allocated to the wrong invoice). The
 * payment row is locked for the whole request, as allocations do, so a replay or a race finds the
 * line already reversed. The line is kept and marked reversed with who and why; the payment's
 * `payment.unallocate` gives back its allocated cents; the invoice's chart moves it back (paid →
 * partially_paid or open), which reverses a commission its payment had earned.
 */
export async function unallocatePayment(
  tx: Tx,
  user: User,
  id: string,
  allocationId: string,
  reason: string,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<PaymentRow> {
  const [locked] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), tenantScope(user, paymentScope)))
    .for('update');
  if (!locked) throw notFound();
  const may = decideAction(removeAllocationMeta, user);
  if (!may.allowed)
    throw refusal(
      {
        ok: false,
        code: 403,
        message: 'You may not remove allocations of payments',
        reasons: [may.reason],
      },
      locked.status,
      ACTION,
    );
  const [line] = await tx
    .select()
    .from(paymentAllocations)
    .where(and(eq(paymentAllocations.id, allocationId), eq(paymentAllocations.payment_id, id)));
  if (!line) throw notFound('This payment has no such allocation');
  const [invoice] = await lockInvoices(tx, [line.invoice_id]);
  if (!invoice) throw notFound();
  const [credit] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.credited_invoice_id, invoice.id), ne(invoices.status, 'void')));
  const others = await tx
    .select({ id: paymentAllocations.id })
    .from(paymentAllocations)
    .where(
      and(
        eq(paymentAllocations.payment_id, id),
        eq(paymentAllocations.invoice_id, invoice.id),
        ne(paymentAllocations.id, line.id),
        isNull(paymentAllocations.reversed_at),
      ),
    );
  // The payment still pays this invoice through another line: its debt keeps counting.
  const dueCents = others.length > 0 ? 0 : await dueCounted(tx, id, invoice.id);
  const event: PaymentEvent = {
    type: 'payment.unallocate',
    user,
    amount_cents: line.amount_cents,
    reason,
    reversed: line.reversed_at !== null,
    invoice_credited: credit !== undefined,
  };
  const row = await transition(
    tx,
    paymentServer,
    user,
    id,
    {
      event,
      action: ACTION,
      origin,
      check: chartAllows(
        event,
        ACTION,
        `Removing the allocation to ${line.invoice_number} is not allowed now`,
      ),
      extra: () => ({
        allocation_id: line.id,
        invoice_id: invoice.id,
        invoice_number: line.invoice_number,
        amount_cents: line.amount_cents,
        invoice_due_cents: dueCents,
        reason: reason.trim(),
      }),
    },
    deliverTo,
  );
  await tx
    .update(paymentAllocations)
    .set({
      reversed_at: origin.occurredAt.toISOString(),
      reversed_by: origin.actorUserId,
      reversal_reason: reason.trim(),
    })
    .where(eq(paymentAllocations.id, line.id));
  // Billing's door into invoices, backwards: the invoice chart takes the cents back.
  await applyAllocation(tx, invoice.id, -line.amount_cents, origin, deliverTo, {
    actor: user,
    allocationId: line.id,
  });
  return row;
}
