import type { Payment } from './contract';
import { allocationStatus, allocationSubStatus } from './allocation-status';
import type { paymentsQuery } from './query';
import type { Db, Tx } from '../../server/db/client';
import { payments } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import type { PaymentRow } from './projection';
import { tableQuery } from '../../server/kit/table-query';

/** A payment is its payer's (the client) and its partner's; admins see all. */
export const paymentScope = { client_id: payments.client_id, partner_id: payments.partner_id };

export const paymentRows = (db: Db | Tx) => db.select().from(payments).$dynamic();

export function paymentDto(r: PaymentRow): Payment {
  return {
    id: r.id,
    number: r.number,
    status: r.status as Payment['status'],
    payer_name: r.payer_name,
    client_id: r.client_id,
    partner_id: r.partner_id,
    amount_cents: r.amount_cents,
    allocated_cents: r.allocated_cents,
    unallocated_cents: r.amount_cents - r.allocated_cents,
    allocation_status: allocationStatus(r.amount_cents, r.allocated_cents),
    allocation_sub_status: allocationSubStatus(
      r.amount_cents,
      r.allocated_cents,
      r.allocated_due_cents,
    ),
    source: r.source as Payment['source'],
    paid_through_method: r.bank_method_id !== null,
    reference: r.reference,
    received_date: r.received_date,
    failure_reason: r.failure_reason,
    created_at: new Date(r.created_at).toISOString(),
  };
}

export const paymentListServer: ResourceServer<PaymentRow, Payment, typeof paymentsQuery> = {
  query: {
    rows: paymentRows,
    ...tableQuery(payments),
    filters: { status: payments.status, number: payments.number, created_at: payments.created_at },
    sorts: {
      created_at: [payments.created_at],
      amount_cents: [payments.amount_cents],
      number: [payments.number],
    },
  },
  scope: paymentScope,
  toDto: paymentDto,
};
