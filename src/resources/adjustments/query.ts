import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

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
export const adjustmentStatuses = [
  'pending',
  'approved',
  'rejected',
  'reversed',
  'invoiced',
  'paid',
] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

/** Kept apart from the contract so the /adjustments route parses its URL without loading zod. */
export const adjustmentsQuery = {
  filters: {
    status: { kind: 'enum', values: adjustmentStatuses },
    direction: { kind: 'enum', values: adjustmentDirections },
    type: { kind: 'enum', values: adjustmentTypes },
    contractor_id: { kind: 'uuid' },
    client_id: { kind: 'uuid' },
    date: { kind: 'dateRange' },
  },
  sorts: ['date', 'amount', 'status', 'created_at'],
  defaultSort: '-date',
} as const satisfies ListQueryDescriptor;

export type AdjustmentQuery = ListQuery<typeof adjustmentsQuery>;
export type AdjustmentSearch = ListSearch<typeof adjustmentsQuery>;
