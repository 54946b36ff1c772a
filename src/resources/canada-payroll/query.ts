import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the page's route parses its URL without loading zod. */
export const canadaPayrollQuery = {
  filters: { name: { kind: 'text', max: 100 }, partner_id: { kind: 'uuid' } },
  sorts: ['name', 'gross'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type CanadaPayrollQuery = ListQuery<typeof canadaPayrollQuery>;
export type CanadaPayrollSearch = ListSearch<typeof canadaPayrollQuery>;
