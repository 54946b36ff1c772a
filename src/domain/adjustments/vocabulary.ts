/**
 * The words of an adjustment, zod-free so the /adjustments route reads its URL without loading zod.
 * `adjustmentTypes` is the one list public globals serve as `adjustment_types` (spec §3).
 */
export const adjustmentTypes = ['bonus', 'correction', 'deduction', 'reimbursement'] as const;
export type AdjustmentType = (typeof adjustmentTypes)[number];

/** `pay`: on the worker's pay; `bill`: on the client's invoice. */
export const adjustmentDirections = ['pay', 'bill'] as const;
export type AdjustmentDirection = (typeof adjustmentDirections)[number];

/**
 * Who the amount is charged to: the client on its invoice (direction bill), the partner paying the
 * worker more (direction pay), or the contractor, deducted from their pay (direction pay).
 */
export const adjustmentPayers = ['client', 'partner', 'contractor'] as const;
export type AdjustmentPayer = (typeof adjustmentPayers)[number];

/** The chart's states, equal to the `status` column. */
export const adjustmentStatuses = ['pending', 'approved', 'rejected', 'reversed', 'invoiced', 'paid'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

const PAYERS_BY_DIRECTION: Record<AdjustmentDirection, readonly AdjustmentPayer[]> = {
  bill: ['client'],
  pay: ['partner', 'contractor'],
};

/** The rule across an adjustment's fields: the payer fits the direction, and a bill names its client. */
export function adjustmentIssues(a: Record<string, unknown>): Record<string, string> {
  const direction = a.direction as AdjustmentDirection | undefined;
  const payer = a.payer as AdjustmentPayer | undefined;
  const issues: Record<string, string> = {};
  if (direction && payer && !PAYERS_BY_DIRECTION[direction]?.includes(payer))
    issues.payer = direction === 'bill' ? 'A bill adjustment is paid by the client' : 'A pay adjustment is paid by the partner or deducted from the contractor';
  if (direction === 'bill' && !a.client_id) issues.client_id = 'A bill adjustment names the client it is billed to';
  return issues;
}
