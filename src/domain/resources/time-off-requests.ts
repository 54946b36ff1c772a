import { TimeOffRequest } from '../contracts/pto';
import { timeOffActionMeta } from '../policy/pto';
import { defineResource } from './define';
import { timeOffRequestsQuery } from './time-off-requests-query';

export const timeOffRequestsResource = defineResource({
  name: 'time_off_requests',
  apiPath: '/time_off_requests',
  specPaths: ['/time_off_requests', '/time_off_requests/{id}'],
  labels: { singular: 'Time off request', plural: 'Time off requests' },
  item: TimeOffRequest,
  query: timeOffRequestsQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'rule', value: (r) => r.rule_name },
    { header: 'start_date', value: (r) => r.start_date },
    { header: 'end_date', value: (r) => r.end_date },
    { header: 'hours_hundredths', value: (r) => r.hours_hundredths },
    { header: 'status', value: (r) => r.status },
    { header: 'reason', value: (r) => r.reason },
    { header: 'notes', value: (r) => r.notes },
  ],
  actions: timeOffActionMeta,
});
