import { WorkerClassification } from '../contracts/worker-classifications';
import { defineResource } from './define';
import { workerClassificationsQuery } from './worker-classifications-query';

/** /worker_classifications: how a self-employer classified each worker, and why. */
export const workerClassificationsResource = defineResource({
  name: 'worker_classifications',
  apiPath: '/worker_classifications',
  specPaths: ['/worker_classifications', '/worker_classifications/{id}'],
  labels: { singular: 'Worker classification', plural: 'Worker classifications' },
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
