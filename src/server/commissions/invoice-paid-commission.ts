import { invoiceEvents } from '../billing/invoice-events';
import type { Subscriber } from '../events/subscriber';
import { commissionOrigin, recordCommission } from './record-commission';

const status = (payload: Record<string, unknown>, side: 'from' | 'to') =>
  (payload[side] as { status?: string } | undefined)?.status;

/**
 * When an allocation settles an invoice (its `invoice.allocate` goes to paid), the referring sales
 * partner's commission is written; when an allocation taken back leaves a paid invoice (its
 * `invoice.unallocate` comes from paid), the commission is reversed by an entry of its own; paid
 * again, it is written again. All in the delivery's transaction by `recordCommission`, which brings
 * the commissions in line with the invoice as it is now: replayed, raced or late deliveries have one
 * effect per payment of the invoice.
 */
export const invoicePaidCommission: Subscriber = {
  name: 'commissions.invoice-paid',
  streamType: invoiceEvents.type,
  types: ['invoice.allocate', 'invoice.unallocate'],
  async handle({ tx, deps, event }) {
    const payload = event.payload as Record<string, unknown>;
    if (status(payload, 'to') !== 'paid' && status(payload, 'from') !== 'paid') return;
    await recordCommission(
      tx,
      event.stream_id,
      commissionOrigin(event.occurred_at),
      deps.subscribers,
    );
  },
};
