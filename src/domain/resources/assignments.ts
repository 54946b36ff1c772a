import { Assignment } from '../contracts/assignments';
import { assignmentsQuery } from './assignments-query';
import { defineResource } from './define';

export const assignmentsResource = defineResource({
  name: 'assignments',
  apiPath: '/assignments',
  specPaths: ['/assignments', '/assignments/{id}'],
  labels: { singular: 'Assignment', plural: 'Assignments' },
  item: Assignment,
  query: assignmentsQuery,
  csv: [
    { header: 'id', value: (a) => a.id },
    { header: 'job_title', value: (a) => a.job_title },
    { header: 'contractor', value: (a) => a.contractor_name },
    { header: 'client', value: (a) => a.client_name },
    { header: 'start_date', value: (a) => a.start_date },
    { header: 'end_date', value: (a) => a.end_date },
    // Integer cents, as in the API: a spreadsheet reads them as numbers, with no rounding on the way.
    { header: 'pay_rate_cents', value: (a) => a.pay_rate_cents },
    // Empty for users who may not see billing: the DTO already holds null for them.
    { header: 'bill_rate_cents', value: (a) => a.bill_rate_cents },
    { header: 'processing_status', value: (a) => a.processing_status },
    { header: 'work_location', value: (a) => a.work_location },
  ],
  actions: {},
});
