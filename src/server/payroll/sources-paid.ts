import { eq } from 'drizzle-orm';
import { markSources } from '../billing/source-marks';
import type { Tx } from '../db/client';
import { expenses } from '../db/schema';
import type { EventOrigin } from '../events/store';
import { payrollActor } from './actor';

/** A paycheck pays the expenses and pay adjustments on it: each marked paid as the payroll job. */
export const markSourcesPaid = (
  tx: Tx,
  paid: readonly { source_type: string; source_id: string }[],
  origin: EventOrigin,
) =>
  markSources(
    tx,
    paid,
    {
      expense: { type: 'expense.markPaid', action: 'paid', unmarked: eq(expenses.paid, false) },
      adjustment: { type: 'adjustment.markPaid', action: 'mark_paid' },
    },
    payrollActor,
    origin,
  );
