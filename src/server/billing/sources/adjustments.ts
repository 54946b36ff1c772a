import { and, asc, between, eq, inArray, or } from 'drizzle-orm';
import type {
  AdjustmentDirection,
  AdjustmentPayer,
  AdjustmentType,
} from '../../../resources/adjustments/server';
import { signedAdjustmentCents } from '../../../domain/billing/source-sides';
import type { Tx } from '../../db/client';
import { adjustments, assignments } from '../../db/schema';
import { writeTransaction } from '../transactions-write';
import { holdUninvoiced } from './hold-rest';
import { purchaseOrderOn } from './purchase-orders';
import type { BillingSource } from './source';

/** Approved, invoiced or paid: the adjustment stands and its transaction with it. */
const STANDING = ['approved', 'invoiced', 'paid'];

/**
 * Brings one adjustment's transaction up to date: standing, it is one `adjustment` item of its
 * signed amount (domain/billing/source-sides.ts) on the side its direction names, complete once
 * invoiced or paid; reversed or rejected, what it wrote and is not invoiced goes on hold. A transaction belongs
 * to a client: a pay adjustment naming neither a client nor an assignment writes none.
 */
export async function syncAdjustment(tx: Tx, adjustmentId: string): Promise<void> {
  const [found] = await tx
    .select({ a: adjustments, assignment_client_id: assignments.client_id })
    .from(adjustments)
    .leftJoin(assignments, eq(assignments.id, adjustments.assignment_id))
    .where(eq(adjustments.id, adjustmentId));
  if (!found) return;
  const { a } = found;
  if (!STANDING.includes(a.status)) return holdUninvoiced(tx, 'adjustment', a.id);
  const client_id = a.client_id ?? found.assignment_client_id;
  if (!client_id) return;
  const amount_cents = signedAdjustmentCents({
    amount_cents: a.amount_cents,
    type: a.type as AdjustmentType,
    payer: a.payer as AdjustmentPayer,
    direction: a.direction as AdjustmentDirection,
  });
  // The line reads "<this> · <type>": the item names the type.
  const description = a.notes ? `Adjustment: ${a.notes}` : 'Adjustment';
  await writeTransaction(
    tx,
    {
      kind: a.direction as AdjustmentDirection,
      // Invoiced or paid by hand before billing and payroll took it: done, never taken again.
      status: a.status === 'approved' ? 'approved' : 'complete',
      source_type: 'adjustment',
      source_id: a.id,
      client_id,
      contractor_id: a.contractor_id,
      partner_id: a.partner_id,
      eor_id: a.eor_id,
      assignment_id: a.assignment_id,
      purchase_order_id: (await purchaseOrderOn(tx, client_id))(a.date),
      date: a.date,
      state: null,
      description,
    },
    [
      {
        kind: 'adjustment',
        description: a.type,
        hours_hundredths: null,
        rate_cents: null,
        amount_cents,
      },
    ],
  );
}

/**
 * Approved adjustments of the clients' period (named, or through their assignment) as
 * transactions (one read finds them).
 */
export const adjustmentSource: BillingSource = {
  type: 'adjustment',
  async syncClientsPeriod(tx, clientIds, start, end) {
    if (!clientIds.length) return;
    const ids = [...clientIds];
    const rows = await tx
      .select({ id: adjustments.id })
      .from(adjustments)
      .leftJoin(assignments, eq(assignments.id, adjustments.assignment_id))
      .where(
        and(
          or(inArray(adjustments.client_id, ids), inArray(assignments.client_id, ids)),
          between(adjustments.date, start, end),
        ),
      )
      .orderBy(asc(adjustments.id));
    for (const r of rows) await syncAdjustment(tx, r.id);
  },
};
