import { eq } from 'drizzle-orm';
import type { Subscriber } from '../events/subscriber';
import { markSources } from '../billing/source-marks';
import type { Tx } from '../db/client';
import { adjustments, expenses } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { payrollActor } from './actor';

/** A paycheck pays the expenses and pay adjustments on it: each marked paid as the payroll job. */
export const markSourcesPaid = (
  tx: Tx,
  paid: readonly { source_type: string; source_id: string }[],
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
) =>
  markSources(
    tx,
    paid,
    {
      expense: { type: 'expense.markPaid', action: 'paid', which: eq(expenses.paid, false) },
      adjustment: {
        type: 'adjustment.markPaid',
        action: 'mark_paid',
        which: eq(adjustments.status, 'approved'),
      },
    },
    payrollActor,
    origin,
    deliverTo,
  );
