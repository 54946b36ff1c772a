import { eq } from 'drizzle-orm';
import { demoBankAdapter } from '../../server/billing/bank-adapter';
import { startTransfer } from '../../server/billing/transfers';
import { payments } from '../../server/db/schema';
import type { Subscriber } from '../../server/events/subscriber';
import { paymentEvents } from './events.server';

/**
 * A retried payment asks the bank again: a new transfer of the payment's amount through its payment
 * method, keyed by the delivery so a delivery that runs twice starts one transfer.
 */
export const paymentRetryTransfer: Subscriber = {
  name: 'payment.retry-transfer',
  streamType: paymentEvents.type,
  types: ['payment.retry'],
  async handle({ tx, deps, event, key }) {
    const [p] = await tx.select().from(payments).where(eq(payments.id, event.stream_id));
    if (!p?.bank_method_id) return;
    await startTransfer(
      tx,
      deps.bank ?? demoBankAdapter,
      {
        payment_id: p.id,
        bank_method_id: p.bank_method_id,
        amount_cents: p.amount_cents,
        direction: 'collect',
        origin_key: key,
      },
      event.occurred_at,
    );
  },
};
