import type { TimesheetAction } from '../../../domain/policy/timesheet-decisions';

/** Every action but submit (which needs the device location) runs in bulk from a list. */
export const listBulkActions: readonly TimesheetAction[] = [
  'approve',
  'sign',
  'reject',
  'approve_with_evidence',
  'unapprove',
  'unsign',
  'no_bill',
  'undo_no_bill',
  'paid',
  'unpaid',
  'unreject',
  'delete',
];
