import type { User } from '../../domain/contracts/user';
import type { Subscriber } from '../events/subscriber';
import type { Tx } from '../db/client';
import type { EventOrigin } from '../events/store';
import { transitionInTx } from '../kit/workflow/perform';
import type { InvoiceRow } from './invoice-projection';
import { invoiceServer } from '../../resources/invoices/server';

/**
 * Chart events carry a user; allocation guards read only cents, so a payment made without a session
 * (the public /pay page) is recorded as the system, with no email.
 */
const SYSTEM = { id: 'system', email: null, user_type: 'admin', role: null } as unknown as User;

/**
 * The payments' door into invoices: allocate `cents` (> 0) of a payment to an invoice, or take an
 * allocation back with negative `cents`, in the payments' own transaction. The invoice chart decides:
 * the exact remaining amount pays it, less pays it partly (open → partially_paid), more than remains
 * is a 409 with reasons, and a draft or void invoice takes no allocation. The event records
 * `allocation_id` when given. `actor` is the user the payment acts for (null for the system); its
 * role is not judged here, the payments check who may pay.
 */
export async function applyAllocation(
  tx: Tx,
  invoiceId: string,
  cents: number,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
  opts: { actor?: User | null; allocationId?: string } = {},
): Promise<InvoiceRow> {
  const actor = opts.actor ?? null;
  const type = cents >= 0 ? 'invoice.allocate' : 'invoice.unallocate';
  const amount = Math.abs(cents);
  const user = actor ?? SYSTEM;
  return transitionInTx(
    tx,
    invoiceServer,
    null,
    invoiceId,
    {
      event: { type, user, cents: amount } as never,
      action: cents >= 0 ? 'allocate' : 'unallocate',
      origin,
      extra: () => ({
        cents: amount,
        ...(opts.allocationId ? { allocation_id: opts.allocationId } : {}),
      }),
    },
    deliverTo,
  );
}
