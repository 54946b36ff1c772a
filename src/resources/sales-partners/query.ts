import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the /sales_partners route parses its URL without loading zod. */
export const salesPartnersQuery = {
  filters: { entity_name: { kind: 'text', max: 100 } },
  sorts: ['entity_name', 'created_at'],
  defaultSort: 'entity_name',
} as const satisfies ListQueryDescriptor;

export type SalesPartnerQuery = ListQuery<typeof salesPartnersQuery>;
export type SalesPartnerSearch = ListSearch<typeof salesPartnersQuery>;
