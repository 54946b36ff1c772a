import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** /forms: the signed tax forms in the caller's scope (zod-free, for the route's URL). */
export const taxFormsQuery = {
  filters: {
    form_type: { kind: 'enum', values: ['w4', 'w9'] },
    contractor_id: { kind: 'uuid' },
  },
  sorts: ['signed_at', 'form_type'],
  defaultSort: '-signed_at',
} as const satisfies ListQueryDescriptor;

export type TaxFormQuery = ListQuery<typeof taxFormsQuery>;
export type TaxFormSearch = ListSearch<typeof taxFormsQuery>;
