import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the /contractors route parses its URL without loading zod. */
export const contractorsQuery = {
  filters: {
    name: { kind: 'text', max: 100 },
    partner_id: { kind: 'uuid' },
    requires_w2_onboard: { kind: 'enum', values: ['true', 'false'] },
  },
  sorts: ['name', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type ContractorQuery = ListQuery<typeof contractorsQuery>;
export type ContractorSearch = ListSearch<typeof contractorsQuery>;
