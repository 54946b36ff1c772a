import { Timesheet, TimesheetList } from '../contracts/timesheets';
import { timesheetActionMeta } from '../policy/timesheet-decisions';
import { defineResource } from './define';
import { timesheetsQuery } from './timesheets-query';

/** Timesheets as a resource: the lists and their CSV; the detail and the actions come from the workflow kit. */
export const timesheetsResource = defineResource({
  name: 'timesheets',
  apiPath: '/timesheets',
  specPaths: ['/timesheets', '/contractor/timesheets', '/timesheets/{id}'],
  labels: { singular: 'Timesheet', plural: 'Timesheets' },
  item: Timesheet,
  page: TimesheetList,
  query: timesheetsQuery,
  csv: [
    { header: 'id', value: (t) => t.id },
    { header: 'date', value: (t) => t.date },
    { header: 'day', value: (t) => t.day },
    { header: 'contractor', value: (t) => t.contractor_name },
    { header: 'client', value: (t) => t.client_name },
    { header: 'job_title', value: (t) => t.job_title },
    { header: 'status', value: (t) => t.status },
    { header: 'billing', value: (t) => t.billing },
    { header: 'paid', value: (t) => t.paid },
    { header: 'time_start', value: (t) => t.time_start_12h },
    { header: 'time_end', value: (t) => t.time_end_12h },
    { header: 'break_time_minutes', value: (t) => t.break_time_minutes },
    { header: 'hours_worked', value: (t) => t.hours_worked },
    { header: 'project_code', value: (t) => t.project_code },
    { header: 'task', value: (t) => t.task },
  ],
  actions: timesheetActionMeta,
});
