import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { workersCompCodesQuery } from './query';

/** A workers' compensation class code of a state, with its premium per $100 of payroll. */
export const WorkersCompCode = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  state: z.string(),
  /** Basis points of a dollar per $100 of payroll: 312 is $3.12 per $100. */
  rate_bps: z.number().int(),
  created_at: z.string(),
});
export type WorkersCompCode = z.infer<typeof WorkersCompCode>;

export const workersCompCodesResource = defineResource({
  name: 'workers_comp_codes',
  apiPath: '/workers_comp_codes',
  specPaths: ['/workers_comp_codes'],
  detailPath: '/workers_comp_codes/{id}',
  labels: {
    singular: "Workers' comp code",
    plural: "Workers' comp codes",
    title: 'Workers comp codes',
    caption: 'Workers comp codes',
    noun: 'workers comp codes',
    count: ['code', 'codes'],
  },
  item: WorkersCompCode,
  query: workersCompCodesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'code', value: (r) => r.code },
    { header: 'description', value: (r) => r.description },
    { header: 'state', value: (r) => r.state },
    { header: 'rate_bps', value: (r) => r.rate_bps },
  ],
  actions: {},
});
