import type { User } from '../../../domain/contracts/user';
import { isContractor } from '../../../domain/policy/capabilities';

/** The timesheet list a user's menu opens: a contractor's own page, everyone else's shared one. */
export const timesheetsPage = (user: User) =>
  isContractor(user) ? '/contractor/timesheets' : '/timesheets';
