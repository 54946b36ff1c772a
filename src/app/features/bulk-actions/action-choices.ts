import type { TimesheetAction } from '../../../domain/policy/timesheet-decisions';

/** The decider's bulk decisions on the queue. */
export const approvalBulkActions: readonly TimesheetAction[] = ['approve', 'sign', 'reject', 'approve_with_evidence'];

/** Every action but submit (which needs the device location) can run in bulk from a list. */
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

/** A contractor can only delete their own entries in bulk. */
export const contractorBulkActions: readonly TimesheetAction[] = ['delete'];
