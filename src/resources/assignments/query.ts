import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the /assignments route parses its URL without loading zod. */
export const assignmentsQuery = {
  filters: {
    contractor_id: { kind: 'uuid' },
    client_id: { kind: 'uuid' },
    start_date: { kind: 'dateRange' },
    job_title: { kind: 'text', max: 100 },
  },
  sorts: ['start_date', 'end_date', 'job_title', 'contractor_name'],
  defaultSort: 'start_date',
} as const satisfies ListQueryDescriptor;

export type AssignmentQuery = ListQuery<typeof assignmentsQuery>;
export type AssignmentSearch = ListSearch<typeof assignmentsQuery>;
