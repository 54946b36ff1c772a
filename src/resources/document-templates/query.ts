import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';
import { TEMPLATE_KINDS } from './template-kinds';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const documentTemplatesQuery = {
  filters: { name: { kind: 'text', max: 100 }, kind: { kind: 'enum', values: TEMPLATE_KINDS } },
  sorts: ['name', 'kind', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type DocumentTemplateQuery = ListQuery<typeof documentTemplatesQuery>;
export type DocumentTemplateSearch = ListSearch<typeof documentTemplatesQuery>;
