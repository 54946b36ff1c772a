import type { User } from '../../../domain/contracts/user';
import { decide, type TimesheetAction } from '../../../domain/policy/timesheet-decisions';

/** The decisions the approvals queue offers in bulk. */
const approvalBulkActions: readonly TimesheetAction[] = ['approve', 'sign', 'reject', 'approve_with_evidence'];

/** Every action but submit (which needs the device location) can run in bulk from a list. */
const listBulkActions: readonly TimesheetAction[] = [
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

/** The list's bulk actions this user may ever take (spec §6); the preview then judges each row. */
export const bulkActionsFor = (user: User | null): TimesheetAction[] =>
  user ? listBulkActions.filter((action) => decide(action, user).allowed) : [];

/**
 * The queue's bulk decisions this user may ever take (spec §6): seeing the queue (canSeeApprovals)
 * is wider than deciding, so a staffing partner's owner watches it without decision buttons.
 */
export const approvalBulkActionsFor = (user: User | null): TimesheetAction[] =>
  user ? approvalBulkActions.filter((action) => decide(action, user).allowed) : [];
