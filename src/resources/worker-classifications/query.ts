import { jobClassifications } from '../../domain/jobs/classifications';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const workerClassificationsQuery = {
  filters: {
    contractor_id: { kind: 'uuid' },
    classification: { kind: 'enum', values: jobClassifications },
    determined_on: { kind: 'dateRange' },
  },
  sorts: ['determined_on', 'contractor'],
  defaultSort: '-determined_on',
} as const satisfies ListQueryDescriptor;

export type WorkerClassificationQuery = ListQuery<typeof workerClassificationsQuery>;
export type WorkerClassificationSearch = ListSearch<typeof workerClassificationsQuery>;
