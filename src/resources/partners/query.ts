import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the /partners route parses its URL without loading zod. */
export const partnersQuery = {
  filters: {
    entity_name: { kind: 'text', max: 100 },
    self_employer: { kind: 'enum', values: ['true', 'false'] },
    sales_partner_id: { kind: 'uuid' },
  },
  sorts: ['entity_name', 'subdomain', 'created_at'],
  defaultSort: 'entity_name',
} as const satisfies ListQueryDescriptor;

export type PartnerQuery = ListQuery<typeof partnersQuery>;
export type PartnerSearch = ListSearch<typeof partnersQuery>;
