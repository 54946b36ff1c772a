import type { ProjectedEvent } from '../../server/kit/workflow/server';
import type { distributions } from './table';

export type DistributionRow = typeof distributions.$inferSelect;

type Created = Pick<
  DistributionRow,
  | 'id'
  | 'invoice_id'
  | 'partner_id'
  | 'sales_partner_id'
  | 'bill_cents'
  | 'pay_cents'
  | 'margin_cents'
  | 'rate_bps'
  | 'amount_cents'
> &
  Partial<Pick<DistributionRow, 'round' | 'reverses_id'>>;

/** The one reducer of distribution events: the live path computes the next row with it, a rebuild folds it over the stream. */
export function projectDistribution(
  row: DistributionRow | null,
  e: ProjectedEvent,
): DistributionRow {
  if (e.type === 'distribution.created') {
    const p = e.payload as unknown as Created;
    return {
      ...p,
      round: p.round ?? 1,
      reverses_id: p.reverses_id ?? null,
      status: 'pending',
      paid_at: null,
      version: e.version,
      created_at: e.occurred_at,
    };
  }
  if (!row) throw new Error(`${e.type} before distribution.created`);
  const to = e.payload.to as { status: DistributionRow['status'] };
  return {
    ...row,
    version: e.version,
    status: to.status,
    paid_at: e.type === 'distribution.markPaid' ? e.occurred_at : row.paid_at,
  };
}
