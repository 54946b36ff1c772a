import { WorkersCompCode } from '../contracts/workers-comp-codes';
import { defineResource } from './define';
import { workersCompCodesQuery } from './workers-comp-codes-query';

export const workersCompCodesResource = defineResource({
  name: 'workers_comp_codes',
  apiPath: '/workers_comp_codes',
  specPaths: ['/workers_comp_codes'],
  labels: { singular: "Workers' comp code", plural: "Workers' comp codes" },
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
