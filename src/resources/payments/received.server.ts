import type { User } from '../../domain/contracts/user';
import type { Subscriber } from '../../server/events/subscriber';
import { canAllocatePayments } from './policy';
import type { Tx } from '../../server/db/client';
import type { clients } from '../../server/db/schema';
import type { EventOrigin } from '../../server/events/store';
import { transition } from '../../server/kit/workflow/perform';
import type { PaymentRow } from './projection';
import { insertPayment } from './service.server';
import { paymentServer } from './workflow.server';

export interface Received {
  client: typeof clients.$inferSelect;
  cents: number;
  date: string;
  reference: string | null;
  source: 'bank_statement' | 'manual';
  upload_id: string | null;
}

/**
 * Money a client sent outside /pay (a bank statement line, a payment recorded by hand) becomes a
 * payment of that client. An admin's is settled at once, ready to allocate; anyone else's stays
 * pending until an admin marks it received (spec §6: payments are edited by admin).
 */
export async function recordReceived(
  tx: Tx,
  user: User,
  r: Received,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<PaymentRow> {
  const p = await insertPayment(
    tx,
    {
      client_id: r.client.id,
      partner_id: r.client.partner_id,
      payer_name: r.client.entity_name,
      amount_cents: r.cents,
      source: r.source,
      bank_method_id: null,
      intended_invoice_id: null,
      reference: r.reference || null,
      received_date: r.date,
      upload_id: r.upload_id,
    },
    origin,
    deliverTo,
  );
  if (!canAllocatePayments(user)) return p;
  return transition(
    tx,
    paymentServer,
    user,
    p.id,
    {
      event: { type: 'payment.markReceived', user },
      action: 'mark_received',
      origin,
    },
    deliverTo,
  );
}
