/**
 * The words of the timesheet API that the browser needs before anything loads (URL search params),
 * kept free of schema code so the first page stays small.
 */
export const timesheetStatuses = [
  'draft',
  'submitted',
  'signed',
  'approved',
  'rejected',
  'deleted',
] as const;
/**
 * Statuses whose hours are work reported as done: what dashboards, invoices and payroll total.
 * Drafts are still being entered and rejected time is being corrected, so neither counts.
 */
export const workDoneStatuses = ['submitted', 'signed', 'approved'] as const;
/** The billing region of an approved timesheet; equal to the chart's state names. */
export const billingStatuses = ['billable', 'noBill'] as const;
export type TimesheetStatusName = (typeof timesheetStatuses)[number];
