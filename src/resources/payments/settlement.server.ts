import type { PaymentEvent } from './chart';
import { lockInvoices, PAYABLE } from '../../server/billing/invoice-ledger';
import { bankActor, bankOrigin } from '../../server/billing/system-actor';
import type { TransferSettled } from '../../server/billing/transfers';
import { transition } from '../../server/kit/workflow/perform';
import { allocatePayment } from './service.server';
import { paymentServer } from './workflow.server';

/**
 * What the bank's answer does to the payment a transfer collects: paid settles it and applies it to
 * the invoice the payer chose (as much as that invoice still owes; any rest stays unallocated for an
 * admin), failed records the bank's reason.
 */
export const settlePaymentTransfer: TransferSettled = async (
  tx,
  transfer,
  outcome,
  now,
  deliverTo,
) => {
  if (!transfer.payment_id) return;
  const id = transfer.payment_id;
  const origin = bankOrigin(now);
  if (outcome.status === 'failed') {
    const failed: PaymentEvent = { type: 'payment.fail', user: bankActor, reason: outcome.reason };
    await transition(
      tx,
      paymentServer,
      bankActor,
      id,
      {
        event: failed,
        action: 'fail',
        origin,
        extra: () => ({ transfer_id: transfer.id, reason: outcome.reason }),
      },
      deliverTo,
    );
    return;
  }
  const row = await transition(
    tx,
    paymentServer,
    bankActor,
    id,
    {
      event: { type: 'payment.settle', user: bankActor },
      action: 'settle',
      origin,
      extra: () => ({ transfer_id: transfer.id }),
    },
    deliverTo,
  );
  if (!row.intended_invoice_id) return;
  const [invoice] = await lockInvoices(tx, [row.intended_invoice_id]);
  const open =
    invoice && (PAYABLE as readonly string[]).includes(invoice.status)
      ? invoice.remaining_cents
      : 0;
  const amount = Math.min(open, row.amount_cents - row.allocated_cents);
  if (amount > 0)
    await allocatePayment(
      tx,
      bankActor,
      id,
      { allocations: [{ invoice_id: row.intended_invoice_id, amount_cents: amount }] },
      origin,
      deliverTo,
    );
};
