import { Job } from '../contracts/jobs';
import { defineResource } from './define';
import { jobsQuery } from './jobs-query';

export const jobsResource = defineResource({
  name: 'jobs',
  apiPath: '/jobs',
  specPaths: ['/jobs', '/jobs/{id}'],
  labels: { singular: 'Job', plural: 'Jobs' },
  item: Job,
  query: jobsQuery,
  csv: [
    { header: 'id', value: (j) => j.id },
    { header: 'title', value: (j) => j.title },
    { header: 'classification', value: (j) => j.classification },
    { header: 'workers_comp_code', value: (j) => j.workers_comp_code },
    { header: 'salaried', value: (j) => j.salaried },
    { header: 'is_travel', value: (j) => j.is_travel },
    { header: 'partner', value: (j) => j.partner_name },
    { header: 'client', value: (j) => j.client_name },
    { header: 'created_at', value: (j) => j.created_at },
  ],
  actions: {},
});
