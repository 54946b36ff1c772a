import { jobClassifications } from '../../domain/jobs/classifications';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the /jobs route parses its URL without loading zod. */
export const jobsQuery = {
  filters: {
    title: { kind: 'text', max: 100 },
    classification: { kind: 'enumList', values: jobClassifications },
    salaried: { kind: 'enum', values: ['true', 'false'] },
    partner_id: { kind: 'uuid' },
    client_id: { kind: 'uuid' },
  },
  sorts: ['title', 'classification', 'created_at'],
  defaultSort: 'title',
} as const satisfies ListQueryDescriptor;

export type JobQuery = ListQuery<typeof jobsQuery>;
export type JobSearch = ListSearch<typeof jobsQuery>;
