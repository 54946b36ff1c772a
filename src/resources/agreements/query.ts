import { DOCUMENT_KEYS } from '../../domain/onboarding/documents';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

export const agreementsQuery = {
  filters: { document: { kind: 'enum', values: DOCUMENT_KEYS }, signed_at: { kind: 'dateRange' } },
  sorts: ['signed_at'],
  defaultSort: '-signed_at',
} as const satisfies ListQueryDescriptor;

export type AgreementQuery = ListQuery<typeof agreementsQuery>;
export type AgreementSearch = ListSearch<typeof agreementsQuery>;
