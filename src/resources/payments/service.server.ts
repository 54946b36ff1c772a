import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Subscriber } from '../../server/events/subscriber';
import type { PaymentEvent } from './chart';
import type { AllocateRequest, PayReceipt, PayRequest } from './contract';
import type { User } from '../../domain/contracts/user';
import type { BankAdapter } from '../../server/billing/bank-adapter';
import { applyAllocation } from '../../server/billing/allocation';
import { invoiceLabel, lockInvoices, PAYABLE } from '../../server/billing/invoice-ledger';
import { startTransfer } from '../../server/billing/transfers';
import type { Tx } from '../../server/db/client';
import {
  clients,
  invoices,
  paymentAllocations,
  paymentNumbers,
  payments,
} from '../../server/db/schema';
import { appendEvents, type EventOrigin } from '../../server/events/store';
import { refusalMessage } from '../../server/kit/authorize-first';
import { tenantScope } from '../../server/kit/scope';
import { transition } from '../../server/kit/workflow/perform';
import { ApiError, conflict, forbidden, notFound } from '../../server/lib/errors';
import { bankMethodOwner, findBankMethod } from '../bank-methods/server';
import { allocateAccess, payAccess } from './access.server';
import { paymentDto, paymentScope } from './queries';
import { projectPayment, type PaymentRow } from './projection';
import { paymentEvents } from './events.server';
import { chartAllows, paymentServer } from './workflow.server';

export interface NewPayment {
  client_id: string | null;
  partner_id: string | null;
  payer_name: string;
  amount_cents: number;
  source: 'pay' | 'bank_statement' | 'manual';
  bank_method_id: string | null;
  intended_invoice_id: string | null;
  reference: string | null;
  received_date: string | null;
  upload_id: string | null;
}

/** Appends `payment.created` and inserts its projection (pending); the caller owns the transaction. */
export async function insertPayment(
  tx: Tx,
  p: NewPayment,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<PaymentRow> {
  const [seq] = await tx
    .select({ n: sql<string>`nextval(${paymentNumbers.seqName})` })
    .from(sql`(select 1) as one`);
  const id = crypto.randomUUID();
  const payload = { id, number: `PAY-${String(seq?.n).padStart(6, '0')}`, ...p };
  const [stored] = await appendEvents(
    tx,
    paymentEvents,
    [{ streamId: id, version: 1, type: 'payment.created', payload, origin }],
    deliverTo,
  );
  if (!stored) throw new Error('payment.created not stored');
  const row = projectPayment(null, {
    type: stored.type,
    version: 1,
    payload: stored.payload as Record<string, unknown>,
    actor_user_id: origin.actorUserId,
    ip: origin.ip,
    location: origin.location,
    occurred_at: origin.occurredAt.toISOString(),
  });
  await tx.insert(payments).values(row);
  return row;
}

const invoiceScope = {
  client_id: invoices.client_id,
  partner_id: invoices.partner_id,
  eor_id: invoices.eor_id,
};

/**
 * /pay: the signed-in client pays what an open invoice still owes through one of its payment
 * methods. The invoice is locked first, so two payments of it (another key, another tab) cannot both
 * start: the second is refused while the first is under way.
 */
export async function payInvoice(
  tx: Tx,
  bank: BankAdapter,
  user: User,
  body: PayRequest,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<PayReceipt> {
  if (!payAccess.allowed(user)) throw forbidden(refusalMessage(payAccess, user));
  const [visible] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, body.invoice_id), tenantScope(user, invoiceScope)));
  if (!visible) throw notFound();
  const [invoice] = await lockInvoices(tx, [visible.id]);
  if (
    !invoice ||
    !(PAYABLE as readonly string[]).includes(invoice.status) ||
    invoice.remaining_cents <= 0
  )
    throw conflict('This invoice is not open for payment', {
      from: invoice?.status ?? 'unknown',
      action: 'pay',
      reasons: ['Only sent invoices with an amount left to pay can be paid.'],
    });
  const [inFlight] = await tx
    .select({ number: payments.number })
    .from(payments)
    .where(
      and(
        eq(payments.intended_invoice_id, invoice.id),
        inArray(payments.status, ['pending', 'processing']),
      ),
    );
  if (inFlight)
    throw conflict('A payment of this invoice is already under way', {
      from: invoice.status,
      action: 'pay',
      reasons: [`Payment ${inFlight.number} is still processing.`],
    });
  const method = await findBankMethod(tx, bankMethodOwner(user, 'payment'), body.bank_method_id);
  const [client] = await tx
    .select({ name: clients.entity_name })
    .from(clients)
    .where(eq(clients.id, invoice.client_id));
  const row = await insertPayment(
    tx,
    {
      client_id: invoice.client_id,
      partner_id: invoice.partner_id,
      payer_name: client?.name ?? invoice.payer,
      amount_cents: invoice.remaining_cents,
      source: 'pay',
      bank_method_id: method.id,
      intended_invoice_id: invoice.id,
      reference: invoiceLabel(invoice),
      received_date: null,
      upload_id: null,
    },
    origin,
    deliverTo,
  );
  const transfer = await startTransfer(
    tx,
    bank,
    {
      payment_id: row.id,
      bank_method_id: method.id,
      amount_cents: row.amount_cents,
      direction: 'collect',
    },
    origin.occurredAt,
  );
  if (!transfer) throw new Error('transfer not started');
  const next = await transition(
    tx,
    paymentServer,
    user,
    row.id,
    {
      event: { type: 'payment.submit', user },
      action: 'submit',
      origin,
      extra: () => ({ transfer_id: transfer.id }),
    },
    deliverTo,
  );
  return { payment: paymentDto(next), invoice_number: invoiceLabel(invoice) };
}

/**
 * Applies a settled payment to invoices, each slice one `payment.allocate` judged by the chart. The
 * payment row is locked for the whole request, so concurrent allocations of one payment run one
 * after the other and each sees what the previous left: the payment is never over-allocated (a
 * check constraint backs this), and the invoices are updated conditionally so none is overpaid.
 */
export async function allocatePayment(
  tx: Tx,
  user: User,
  id: string,
  body: AllocateRequest,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<PaymentRow> {
  if (!allocateAccess.allowed(user)) throw forbidden(refusalMessage(allocateAccess, user));
  const [locked] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), tenantScope(user, paymentScope)))
    .for('update');
  if (!locked) throw notFound();
  const ids = [...new Set(body.allocations.map((a) => a.invoice_id))];
  const found = new Map((await lockInvoices(tx, ids)).map((i) => [i.id, i]));
  const already = new Set(
    (
      await tx
        .select({ invoice_id: paymentAllocations.invoice_id })
        .from(paymentAllocations)
        // A reversed line no longer pays its invoice: allocating to it again counts its debt again.
        .where(and(eq(paymentAllocations.payment_id, id), isNull(paymentAllocations.reversed_at)))
    ).map((r) => r.invoice_id),
  );
  const taken = new Map<string, number>();
  let row = locked;
  for (const [index, slice] of body.allocations.entries()) {
    const invoice = found.get(slice.invoice_id);
    if (!invoice || (locked.client_id && invoice.client_id !== locked.client_id))
      throw new ApiError(422, 'Some fields are missing or there are formatting issues', {
        detail: [
          {
            loc: ['body', 'allocations', index, 'invoice_id'],
            msg: 'No invoice of this payer has this id',
            type: 'value_error',
          },
        ],
      });
    const open = (PAYABLE as readonly string[]).includes(invoice.status)
      ? invoice.remaining_cents - (taken.get(invoice.id) ?? 0)
      : 0;
    const event: PaymentEvent = {
      type: 'payment.allocate',
      user,
      amount_cents: slice.amount_cents,
      invoice_remaining_cents: open,
    };
    const label = invoiceLabel(invoice);
    row = await transition(
      tx,
      paymentServer,
      user,
      id,
      {
        event,
        action: 'allocate',
        origin,
        check: chartAllows(event, 'allocate', `Allocating to ${label} is not allowed now`),
        extra: () => ({
          invoice_id: invoice.id,
          invoice_number: label,
          amount_cents: slice.amount_cents,
          invoice_remaining_cents: open,
          invoice_due_cents: already.has(invoice.id) ? 0 : open,
        }),
      },
      deliverTo,
    );
    const [line] = await tx
      .insert(paymentAllocations)
      .values({
        payment_id: id,
        invoice_id: invoice.id,
        invoice_number: label,
        amount_cents: slice.amount_cents,
        invoice_remaining_before_cents: open,
        created_by: origin.actorUserId,
        created_at: origin.occurredAt.toISOString(),
      })
      .returning({ id: paymentAllocations.id });
    // Billing's door into invoices: the invoice chart moves it to partially_paid or paid.
    await applyAllocation(tx, invoice.id, slice.amount_cents, origin, deliverTo, {
      actor: user,
      allocationId: line?.id,
    });
    already.add(invoice.id);
    taken.set(invoice.id, (taken.get(invoice.id) ?? 0) + slice.amount_cents);
  }
  return row;
}
