import { I9_STATUS_VALUES } from './statuses';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** /i9_forms (zod-free, for the route's URL). */
export const i9FormsQuery = {
  filters: {
    status: { kind: 'enum', values: I9_STATUS_VALUES },
    contractor_id: { kind: 'uuid' },
  },
  sorts: ['section1_signed_at', 'status'],
  defaultSort: '-section1_signed_at',
} as const satisfies ListQueryDescriptor;

export type I9FormQuery = ListQuery<typeof i9FormsQuery>;
export type I9FormSearch = ListSearch<typeof i9FormsQuery>;
