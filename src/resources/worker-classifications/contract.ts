import { z } from 'zod';
import { CLASSIFICATION_BASES } from '../../domain/jobs/classification-bases';
import { jobClassifications } from '../../domain/jobs/classifications';
import { defineResource } from '../../domain/resources/define';
import { workerClassificationsQuery } from './query';

/** One worker classification decision as the API sends it. */
export const WorkerClassification = z.object({
  id: z.uuid(),
  partner_id: z.uuid(),
  contractor_id: z.uuid(),
  contractor_name: z.string(),
  classification: z.enum(jobClassifications),
  basis: z.enum(CLASSIFICATION_BASES),
  reasoning: z.string(),
  determined_on: z.string(),
  determined_by_name: z.string(),
  created_at: z.string(),
});
export type WorkerClassification = z.infer<typeof WorkerClassification>;

/** /worker_classifications: how a self-employer classified each worker, and why. */
export const workerClassificationsResource = defineResource({
  name: 'worker_classifications',
  apiPath: '/worker_classifications',
  specPaths: ['/worker_classifications', '/worker_classifications/{id}'],
  labels: {
    singular: 'Worker classification',
    plural: 'Worker classifications',
    title: 'Worker Classifications',
    caption: 'Worker classification decisions',
    count: ['decision', 'decisions'],
  },
  item: WorkerClassification,
  query: workerClassificationsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'classification', value: (r) => r.classification },
    { header: 'basis', value: (r) => r.basis },
    { header: 'determined_on', value: (r) => r.determined_on },
    { header: 'determined_by', value: (r) => r.determined_by_name },
    { header: 'reasoning', value: (r) => r.reasoning },
  ],
  actions: {},
});
