import { z } from 'zod';
import { JobClassification } from '../../domain/contracts/enums';
import { defineResource } from '../../domain/resources/define';
import { jobsQuery } from './query';

/** One job as the API sends it (spec §3 Job), with whose it is: a partner's or an EOR's, maybe for one client. */
export const Job = z.object({
  id: z.string(),
  title: z.string(),
  classification: JobClassification,
  workers_comp_code: z.string().nullable(),
  salaried: z.boolean(),
  is_travel: z.boolean(),
  partner_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  eor_id: z.string().nullable(),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  created_at: z.string(),
});
export type Job = z.infer<typeof Job>;

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
