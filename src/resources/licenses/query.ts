import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const licensesQuery = {
  filters: {
    license_type: { kind: 'text', max: 100 },
    contractor_id: { kind: 'uuid' },
    expires_on: { kind: 'dateRange' },
  },
  sorts: ['expires_on', 'contractor', 'license_type'],
  defaultSort: 'expires_on',
} as const satisfies ListQueryDescriptor;

export type LicenseQuery = ListQuery<typeof licensesQuery>;
export type LicenseSearch = ListSearch<typeof licensesQuery>;
