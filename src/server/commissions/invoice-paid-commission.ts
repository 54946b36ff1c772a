import { invoiceEvents } from '../billing/invoice-events';
import type { Subscriber } from '../events/subscriber';
import { commissionOrigin, recordCommission } from './record-commission';

/**
 * When an allocation settles an invoice (its `invoice.allocate` event goes to paid), the referring
 * sales partner's commission is written in the delivery's transaction. `recordCommission` writes it
 * once per invoice and sales partner, so replayed deliveries, or an invoice paid again after an
 * allocation was taken back, write nothing more.
 */
export const invoicePaidCommission: Subscriber = {
  name: 'commissions.invoice-paid',
  streamType: invoiceEvents.type,
  types: ['invoice.allocate'],
  async handle({ tx, event }) {
    const to = (event.payload as { to?: { status?: string } }).to;
    if (to?.status !== 'paid') return;
    await recordCommission(tx, event.stream_id, commissionOrigin(event.occurred_at));
  },
};
