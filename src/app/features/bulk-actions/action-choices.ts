import type { User } from '../../../domain/contracts/user';
import { decide, type TimesheetAction } from '../../../domain/policy/timesheet-decisions';

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
