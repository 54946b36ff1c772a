import type { ListQueryDescriptor } from '../../domain/resources/list-query';

/** A commission distribution's statuses: the chart's states and the `status` column. */
export const distributionStatuses = ['pending', 'paid', 'reversed'] as const;
export type DistributionStatus = (typeof distributionStatuses)[number];

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const distributionsQuery = {
  filters: {
    status: { kind: 'enum', values: distributionStatuses },
    partner_id: { kind: 'uuid' },
    created_at: { kind: 'dateRange' },
  },
  sorts: ['created_at', 'amount', 'margin', 'status'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;
